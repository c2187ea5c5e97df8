import Foundation
import RecipesHTML
import Testing

@Suite("HTMLDocument")
struct HTMLDocumentTests {
  private func parse(_ html: String) throws -> HTMLDocument {
    try HTMLDocument(parsing: Data(html.utf8))
  }

  @Test func elementsHaveLowercaseNamesAttributesAndChildren() throws {
    let document = try parse(
      "<HTML><Body><DIV ID='main' data-X=\"1\">Hi <B>there</B>!</DIV></Body></HTML>")
    let div = try #require(document.elements(named: "div").first)
    #expect(div.attribute("id") == "main")
    #expect(div.attribute("data-x") == "1")
    #expect(div.attributes.map(\.name) == ["id", "data-x"])
    #expect(div.childElements.map(\.name) == ["b"])
    #expect(div.children.count == 3)
    #expect(div.parent?.name == "body")
    #expect(div.textContent == "Hi there!")
  }

  @Test func theFirstMatchingElementIsFoundAmongTheFirstFew() throws {
    let document = try parse(
      "<ul><li>Home</li><li>About</li></ul><ol><li>2 pears</li><li>1 lemon</li></ol>")
    let pears = document.firstElement(named: "li", among: 10) { $0.text == "2 pears" }
    #expect(pears?.parent?.name == "ol")
    #expect(document.firstElement(named: "li", among: 2) { $0.text == "2 pears" } == nil)
    #expect(document.firstElement(named: "li", among: 10) { $0.text == "3 figs" } == nil)
  }

  @Test func textIsTidiedAndBlocksBecomeLines() throws {
    let document = try parse(
      """
      <div id="m">  <p>Mix   the
        flour &amp; sugar.</p><p>Bake&nbsp;it.<br>Cool.</p>
      <script>var x = "<p>no</p>";</script><style>p { color: red }</style>
      <ul><li>One</li><li> Two </li></ul></div>
      """)
    let div = try #require(document.elements(named: "div").first)
    #expect(div.lines == ["Mix the flour & sugar.", "Bake it.", "Cool.", "One", "Two"])
    #expect(div.text == "Mix the flour & sugar. Bake it. Cool. One Two")
  }

  @Test func scriptSourceIsKeptAsWritten() throws {
    let document = try parse(
      #"<head><script type="application/ld+json">{"a": "<b>&amp;</b>"}</script></head>"#)
    let script = try #require(document.elements(named: "script").first)
    #expect(script.textContent == #"{"a": "<b>&amp;</b>"}"#)
  }

  @Test func boundariesStopTheWalk() throws {
    let document = try parse(
      "<div id=a><span x=1></span><section id=b><span x=2></span></section><span x=3></span></div>"
    )
    let outer = try #require(document.elements(named: "div").first)
    let found = outer.descendants(
      where: { $0.attribute("x") != nil || $0.name == "section" },
      stoppingAt: { $0.name == "section" })
    #expect(found.map { $0.attribute("x") ?? $0.name } == ["1", "section", "3"])
  }
}
