import Foundation
import RecipesCore
import RecipesParsing
import Testing

@Suite("RecipePageReader: hostile and odd pages")
struct HostilePageTests {
  private let untitled = WrittenPage(title: nil, address: "https://example.test/page")

  @Test func bodiesThatAreNoPage() {
    for body in [Data(), Data("plain text".utf8), Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0])] {
      #expect(throws: ImportError.notHTML) {
        try ImportFixtures.recipes(in: body, pageURL: nil)
      }
    }
  }

  @Test func deeplyNestedJSONIsNoRecipe() {
    let nested = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
    #expect(throws: ImportError.noRecipe) {
      try ImportFixtures.recipes(in: untitled.page(head: WrittenPage.jsonLD(nested)), pageURL: nil)
    }
  }

  @Test func aRecipeDeepInsideNestedMarkupIsFound() throws {
    let html =
      WrittenPage.jsonLD(#"{"@type":"Recipe","name":"Deep soup"}"#)
      + String(repeating: "<div>", count: 20_000) + String(repeating: "</div>", count: 20_000)
    let found = try ImportFixtures.recipes(in: untitled.page(head: html), pageURL: nil)
    #expect(found.map(\.recipe.name) == ["Deep soup"])
  }

  @Test func oddValuesAreIgnoredNotFatal() throws {
    let json = #"""
      {"@type": "Recipe", "name": ["", "  Odd  soup "], "recipeYield": {"value": 4},
       "prepTime": 15, "cookTime": {"@type": "Duration"}, "totalTime": "forever",
       "image": [null, 42, {"url": "javascript:alert(1)"}, "file:///etc/passwd", "ftp://x/y.jpg"],
       "author": [{"@type": "Person"}, "  "], "recipeIngredient": [null, 3, "", "salt"],
       "recipeInstructions": [null, 7, {"@type": "HowToStep"}, {"@type": "HowToSection"}],
       "keywords": 12, "url": "mailto:someone@example.test"}
      """#
    let found = try ImportFixtures.recipes(
      in: untitled.page(head: WrittenPage.jsonLD(json)), pageURL: "https://odd.test/soup")
    let recipe = try #require(found.first?.recipe)
    #expect(recipe.name == "Odd soup")
    #expect(recipe.servings == nil)
    #expect(recipe.prepMinutes == 15)
    #expect(recipe.cookMinutes == nil)
    // "forever" names no time: the total is the sum of the parts that read.
    #expect(recipe.totalMinutes == 15)
    #expect(found.first?.imageURL == nil)
    #expect(recipe.author == nil)
    #expect(recipe.ingredients.map(\.text) == ["3", "salt"])
    #expect(recipe.stepSections.isEmpty)
    #expect(recipe.tags == ["12"])
    #expect(recipe.sourceURL == URL(string: "https://odd.test/soup"))
  }

  @Test func aLocalPageMayPointAtLocalPicturesAWebPageMayNot() throws {
    let html = untitled.page(
      head: WrittenPage.jsonLD(#"{"@type":"Recipe","name":"Saved","image":"page_files/dish.jpg"}"#))
    let local = try ImportFixtures.recipes(in: html, pageURL: "file:///home/cook/saved/page.html")
    #expect(local.first?.imageURL == URL(string: "file:///home/cook/saved/page_files/dish.jpg"))
    let absolute = untitled.page(
      head: WrittenPage.jsonLD(#"{"@type":"Recipe","name":"Web","image":"file:///etc/x.jpg"}"#))
    let web = try ImportFixtures.recipes(in: absolute, pageURL: "https://web.test/r")
    #expect(web.first?.imageURL == nil)
  }

  @Test func theSameRecipeTwiceIsOneRecipe() throws {
    let json = #"{"@type":"Recipe","name":"Twice"}"#
    let found = try ImportFixtures.recipes(
      in: untitled.page(head: WrittenPage.jsonLD(json) + WrittenPage.jsonLD("[\(json)]")),
      pageURL: nil)
    #expect(found.count == 1)
  }
}

@Suite("RecipePageReader: lenient JSON-LD")
struct LenientJSONLDTests {
  private func names(_ script: String) throws -> [String] {
    let html = "<html><head><script type=\"application/ld+json\">\(script)</script></head></html>"
    return try ImportFixtures.recipes(in: Data(html.utf8), pageURL: nil).map(\.recipe.name)
  }

  @Test func commaSeparatedObjectsAreReadAsAnArray() throws {
    #expect(
      try names(#"{"@type":"Organization","name":"Site"}, {"@type":"Recipe","name":"Stew"}"#)
        == ["Stew"])
  }

  @Test func cdataWrapperAndControlCharactersInStrings() throws {
    #expect(
      try names("<![CDATA[{\"@type\":\"Recipe\",\"name\":\"Tab\tbed\u{01}\"}]]>") == ["Tab bed"])
  }

  @Test func commentsInsideStringsAreText() throws {
    #expect(
      try names(#"{"@type":"Recipe","name":"Half // half /* not a comment */",}"#) == [
        "Half // half /* not a comment */"
      ])
  }
}

@Suite("RecipePageReader: sources of several recipes")
struct SeveralRecipesTests {
  @Test func recipesWithTheirOwnAddressesKeepThem() throws {
    let script = #"""
      [{"@type":"Recipe","name":"A","url":"https://r.test/a"},
       {"@type":"Recipe","name":"B","url":"https://r.test/b"}]
      """#
    let html =
      "<html><head><link rel=canonical href=https://r.test/list>"
      + "<script type=\"application/ld+json\">\(script)</script></head></html>"
    let found = try ImportFixtures.recipes(in: Data(html.utf8), pageURL: "https://r.test/x")
    #expect(
      found.map(\.recipe.sourceURL) == [
        URL(string: "https://r.test/a"), URL(string: "https://r.test/b"),
      ])
  }
}
