import Foundation
import RecipesCore
import RecipesFixtures
import RecipesParsing

/// Reads the HTML fixtures of `data/fixtures/import` with numbered ids.
enum ImportFixtures {
  static func recipes(_ name: String, pageURL: String?) throws -> [ImportedRecipe] {
    try recipes(in: Fixtures.data("import/" + name), pageURL: pageURL)
  }

  static func recipes(in data: Data, pageURL: String?) throws -> [ImportedRecipe] {
    var counter = 0
    return try RecipePageReader.recipes(
      inHTML: data, pageURL: pageURL.flatMap(URL.init(string:)),
      newID: {
        counter += 1
        return Recipe.ID(rawValue: "mine-\(counter)")
      })
  }

  static func recipe(_ name: String, pageURL: String? = "https://example.test/page") throws
    -> Recipe
  {
    let found = try recipes(name, pageURL: pageURL)
    guard found.count == 1, let first = found.first else {
      throw FixtureError.expectedOneRecipe(found.count)
    }
    return first.recipe
  }

  enum FixtureError: Error { case expectedOneRecipe(Int) }
}

extension URL {
  /// A URL from a literal the test wrote; a typo fails the test instead of crashing it.
  static func test(_ text: String) -> URL? { URL(string: text) }
}
