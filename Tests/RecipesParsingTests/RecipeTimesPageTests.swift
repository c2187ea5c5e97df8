import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// The times of recipe pages in the shapes sites publish them, written for this project:
/// JSON-LD with every way of writing a duration, microdata and RDFa.
@Suite struct RecipeTimesPageTests {
  private struct Times: Equatable, CustomStringConvertible {
    let prep: Int?
    let cook: Int?
    let total: Int?

    init(_ prep: Int?, _ cook: Int?, _ total: Int?) {
      (self.prep, self.cook, self.total) = (prep, cook, total)
    }

    var description: String { "\([prep, cook, total])" }
  }

  /// The members of a JSON-LD recipe about time, and the (prep, cook, total) read from it.
  private static let jsonLDRows: [(members: String, times: Times)] = [
    // A total as stated, also when the parts add up to more (preparation may overlap the
    // cooking): it is what the page shows.
    (#""prepTime":"PT15M","cookTime":"PT1H","totalTime":"PT1H15M""#, Times(15, 60, 75)),
    (#""prepTime":"PT30M","cookTime":"PT1H","totalTime":"PT1H10M""#, Times(30, 60, 70)),
    // A total shorter than one of its parts is a mistake (issue 32): the parts' sum.
    (#""prepTime":"PT30M","cookTime":"PT1H","totalTime":"PT45M""#, Times(30, 60, 90)),
    (#""prepTime":"PT40M","cookTime":"PT10M","totalTime":"PT30M""#, Times(40, 10, 50)),
    (#""cookTime":"PT2H","totalTime":"PT20M""#, Times(nil, 120, 120)),
    (#""prepTime":"PT10M","cookTime":"PT20M","totalTime":"PT4H""#, Times(10, 20, 240)),
    // No total: the sum of the parts given.
    (#""prepTime":"PT20M","cookTime":"PT40M""#, Times(20, 40, 60)),
    (#""cookTime":"PT25M""#, Times(nil, 25, 25)),
    (#""prepTime":"PT1H""#, Times(60, nil, 60)),
    // A total of zero or nothing is no total.
    (#""prepTime":"PT10M","cookTime":"PT35M","totalTime":"PT0S""#, Times(10, 35, 45)),
    (#""prepTime":"PT10M","cookTime":"PT5M","totalTime":"PT0M""#, Times(10, 5, 15)),
    (#""prepTime":"PT10M","cookTime":"PT5M","totalTime":"""#, Times(10, 5, 15)),
    (#""prepTime":"PT10M","cookTime":"PT5M","totalTime":"0""#, Times(10, 5, 15)),
    (#""prepTime":"PT10M","cookTime":"PT5M","totalTime":0"#, Times(10, 5, 15)),
    (#""prepTime":"PT10M","cookTime":"PT5M","totalTime":null"#, Times(10, 5, 15)),
    (#""prepTime":"PT0M","cookTime":"PT0M","totalTime":"PT0M""#, Times(nil, nil, nil)),
    // performTime is HowTo's cooking time: it stands in for cookTime, never adds to it.
    (#""prepTime":"PT15M","performTime":"PT45M""#, Times(15, 45, 60)),
    (#""prepTime":"PT15M","cookTime":"PT30M","performTime":"PT30M""#, Times(15, 30, 45)),
    // Keys that are no schema.org terms add nothing.
    (
      #""prepTime":"PT20M","cookTime":"PT1H","restTime":"PT30M","inactiveTime":"PT2H","chillTime":"PT1H""#,
      Times(20, 60, 80)
    ),
    // Every way sites write a duration.
    (#""prepTime":"P0Y0M0DT0H20M0.000S","cookTime":"P0Y0M0DT1H10M0.000S""#, Times(20, 70, 90)),
    (#""prepTime":"pt15m","cookTime":"PT1.5H""#, Times(15, 90, 105)),
    (#""prepTime":"PT 10M","cookTime":" PT1H 5M ""#, Times(10, 65, 75)),
    (#""totalTime":"P1DT2H""#, Times(nil, nil, 1_560)),
    (#""prepTime":"15 mins","cookTime":"1 hr 5 mins""#, Times(15, 65, 80)),
    (#""prepTime":"10 minutes","cookTime":"1 hour and 20 minutes""#, Times(10, 80, 90)),
    // A range's lower end for the preparation, its upper end in the total.
    (#""prepTime":"20-25 minutes","cookTime":"1h20""#, Times(20, 80, 105)),
    (#""totalTime":"1:20""#, Times(nil, nil, 80)),
    (#""prepTime":10,"cookTime":"45""#, Times(10, 45, 55)),
    (#""prepTime":["PT10M"],"cookTime":["","PT30M"]"#, Times(10, 30, 40)),
    // A range's lower end for the cooking, its upper end for the total.
    (
      #""cookTime":{"@type":"QuantitativeValue","minValue":"PT20M","maxValue":"PT25M"}"#,
      Times(nil, 20, 25)
    ),
    (#""prepTime":"a while","cookTime":"PT12M""#, Times(nil, 12, 12)),
    // Written loosely, and in words (issue 32); a range's upper end in a total.
    (#""prepTime":"PT20 Mins","cookTime":"PT0D4H45M""#, Times(20, 285, 305)),
    (#""prepTime":"pt15m","cookTime":"P0DT1H","totalTime":"PT 1H 15M""#, Times(15, 60, 75)),
    (#""prepTime":"15 minutes or less","cookTime":"1 hr 20 mins""#, Times(15, 80, 95)),
    (#""prepTime":"15 to 30 minutes","cookTime":"1½ hours""#, Times(15, 90, 120)),
    (#""totalTime":"15 to 30 minutes""#, Times(nil, nil, 30)),
    (#""prepTime":"10 mins","totalTime":"45-60 minutes""#, Times(10, nil, 60)),
    ("", Times(nil, nil, nil)),
  ]

  @Test(arguments: jsonLDRows.indices)
  func jsonLDTimes(row: Int) throws {
    let (members, expected) = Self.jsonLDRows[row]
    let comma = members.isEmpty ? "" : ","
    let json =
      #"{"@context":"https://schema.org","@type":"Recipe","name":"Stew""#
      + comma + members + #","recipeIngredient":["1 onion"]}"#
    let page =
      #"<html><head><script type="application/ld+json">"# + json
      + "</script></head><body></body></html>"
    #expect(try times(page) == expected, "\(members)")
  }

  @Test func microdataReadsContentAndDatetime() throws {
    let page = """
      <html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pear crumble</h1>
      <meta itemprop="prepTime" content="PT15M">
      <p>Cook: <time itemprop="cookTime" datetime="PT35M">35 mins</time></p>
      <ul><li itemprop="recipeIngredient">4 pears</li></ul>
      </div></body></html>
      """
    #expect(try times(page) == Times(15, 35, 50))
  }

  @Test func microdataTimesWithoutADatetimeReadTheirText() throws {
    let page = """
      <html><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Bean soup</h1>
      <span itemprop="prepTime">10 mins</span>
      <time itemprop="cookTime">1 hr <b>5</b> mins</time>
      <time itemprop="totalTime" datetime="">1 hour 15 minutes</time>
      <ul><li itemprop="recipeIngredient">2 cans beans</li></ul>
      </div></body></html>
      """
    #expect(try times(page) == Times(10, 65, 75))
  }

  /// Microdata whose total is shorter than its cooking alone: the larger, summed reading.
  @Test func microdataTotalShorterThanTheCookingIsTheSum() throws {
    let page = """
      <html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Braised beef</h1>
      <meta itemprop="prepTime" content="PT20M">
      <meta itemprop="cookTime" content="PT3H">
      <meta itemprop="totalTime" content="PT20M">
      <ul><li itemprop="recipeIngredient">1 kg beef</li></ul>
      </div></body></html>
      """
    #expect(try times(page) == Times(20, 180, 200))
  }

  @Test func rdfaReadsContent() throws {
    let page = """
      <html><body><div vocab="https://schema.org/" typeof="Recipe">
      <h1 property="name">Flatbread</h1>
      <meta property="prepTime" content="PT20M"><meta property="cookTime" content="PT10M">
      <span property="totalTime" content="PT1H5M">1 hour 5 minutes, with rising</span>
      <ul><li property="recipeIngredient">300 g flour</li></ul>
      </div></body></html>
      """
    #expect(try times(page) == Times(20, 10, 65))
  }

  private func times(_ page: String) throws -> Times {
    let found = try RecipePageReader.recipes(
      inHTML: Data(page.utf8), pageURL: URL(string: "https://stew.test/recipe"),
      newID: { "mine-1" })
    let recipe = try #require(found.first?.recipe)
    return Times(recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes)
  }
}
