import Foundation
import RecipesHTML
import Testing

@Suite("HTMLDocument: hostile and odd input")
struct HostileInputTests {
  @Test(
    arguments: [
      Data(), Data("   \n".utf8), Data("just some words, no markup at all".utf8),
      Data(#"{"@type": "Recipe", "name": "Not a page"}"#.utf8),
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
      Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x3C, count: 64)),
      Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }),
    ])
  func notHTML(_ data: Data) {
    #expect(throws: HTMLParseError.notHTML) { try HTMLDocument(parsing: data) }
  }

  @Test func nulBytesDoNotCutThePageShort() throws {
    var data = Data("<html><body><p>before</p>".utf8)
    data.append(contentsOf: [0, 0, 0])
    data.append(contentsOf: Data("<p id=after>after</p></body></html>".utf8))
    let document = try HTMLDocument(parsing: data)
    #expect(document.elements(named: "p").map(\.text) == ["before", "after"])
  }

  @Test func deepNestingNeitherCrashesNorLosesTheHead() throws {
    let depth = 100_000
    let html =
      "<html><head><title>Deep</title></head><body>"
      + String(repeating: "<div>", count: depth) + "bottom"
      + String(repeating: "</div>", count: depth)
      + "</body></html>"
    let document = try HTMLDocument(parsing: Data(html.utf8))
    #expect(document.elements(named: "title").first?.text == "Deep")
    let divs = document.elements(named: "div")
    #expect(!divs.isEmpty)
    #expect(divs.first?.descendants.count == divs.count - 1)
    _ = document.text
  }

  @Test func hugeAttributesAndManyAttributes() throws {
    let huge = String(repeating: "x", count: 4_000_000)
    let many = (0..<5_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    let html = "<html><body><img alt=\"\(huge)\" \(many) src=\"/p.jpg\"></body></html>"
    let document = try HTMLDocument(parsing: Data(html.utf8))
    let image = try #require(document.elements(named: "img").first)
    #expect(image.attribute("alt")?.count == huge.count)
    #expect(image.attribute("a4999") == "4999")
    #expect(image.attribute("src") == "/p.jpg")
  }

  @Test func utf8WithoutADeclarationIsReadAsUTF8() throws {
    let document = try HTMLDocument(parsing: Data("<p>Crème brûlée — ½ tsp</p>".utf8))
    #expect(document.text == "Crème brûlée — ½ tsp")
  }

  @Test func aDeclaredCharacterSetIsFollowed() throws {
    var data = Data(#"<html><head><meta charset="iso-8859-1"></head><body><p>Cr"#.utf8)
    data.append(0xE8)  // è in Latin-1
    data.append(contentsOf: Data("me</p></body></html>".utf8))
    let document = try HTMLDocument(parsing: data)
    #expect(document.elements(named: "p").first?.text == "Crème")
  }

  @Test func invalidUTF8AndUnclosedTagsAreSurvived() throws {
    var data = Data("<html><body><p>ok".utf8)
    data.append(contentsOf: [0xC3, 0x28, 0xFF, 0xFE, 0x80])
    data.append(contentsOf: Data("<script type=application/ld+json>{\"a\":".utf8))
    let document = try HTMLDocument(parsing: data)
    #expect(document.elements(named: "p").count == 1)
    #expect(document.elements(named: "script").first?.textContent.hasPrefix("{\"a\":") == true)
  }

  @Test func fragmentsDecodeEntitiesAndNeverFail() {
    #expect(HTMLDocument(fragment: "Fish &amp; chips &lt;3").text == "Fish & chips <3")
    #expect(HTMLDocument(fragment: "").text == "")
    #expect(HTMLDocument(fragment: "<p>a</p><p>b").lines == ["a", "b"])
  }
}

@Suite("HTMLDocument: threads")
struct ConcurrentParsingTests {
  @Test func pagesParseOnManyThreadsAtOnce() async throws {
    let pages = (0..<16).map { index in
      Data(
        "<html><body>\(String(repeating: "<div class=c><p>x &amp; y</p></div>", count: 500))<i>\(index)</i></body></html>"
          .utf8)
    }
    let texts = try await withThrowingTaskGroup(of: String.self) { group in
      for page in pages {
        group.addTask { try HTMLDocument(parsing: page).elements(named: "i").first?.text ?? "" }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(texts == Set((0..<16).map(String.init)))
  }
}
