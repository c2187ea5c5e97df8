import Foundation
import RecipesCore

/// Plausible, deterministic recipes and search texts in any number, for benchmarks and
/// load tests of the library.
///
/// The same count and seed always give the same data. Names are "adjective, main
/// ingredient, dish" ("Smoky Chicken Curry"), a few with diacritics ("Crème brûlée"
/// style words), over realistic ingredient, category and cuisine vocabularies.
public enum SyntheticRecipes {
  /// `count` recipes with ids `synthetic-1`, `synthetic-2`, ….
  public static func recipes(count: Int, seed: UInt64 = 1) -> [Recipe] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<max(0, count)).map { index in recipe(number: index + 1, using: &random) }
  }

  /// `count` texts as a person types them in the search box: word prefixes while typing,
  /// two-word names, `in:` and `-in:` ingredients, `cat:` and `area:` filters.
  public static func searchTexts(count: Int, seed: UInt64 = 2) -> [String] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<max(0, count)).map { _ in searchText(using: &random) }
  }

  // MARK: - Recipes

  private static func recipe(
    number: Int, using random: inout SeededRandomNumberGenerator
  ) -> Recipe {
    let main = Vocabulary.ingredients.randomElement(using: &random) ?? "Rice"
    let dish = Vocabulary.dishes.randomElement(using: &random) ?? "Stew"
    let adjective = Vocabulary.adjectives.randomElement(using: &random) ?? "Classic"
    let others = (0..<Int.random(in: 4...12, using: &random)).compactMap { _ in
      Vocabulary.ingredients.randomElement(using: &random)
    }
    let ingredientNames = [main] + others.filter { $0 != main }
    let ingredients = ingredientNames.map { name in
      Ingredient(
        name: name,
        measure: "\(Int.random(in: 1...500, using: &random)) "
          + (Vocabulary.units.randomElement(using: &random) ?? "g"))
    }
    let tags = (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
      Vocabulary.tags.randomElement(using: &random)
    }
    return Recipe(
      id: Recipe.ID(rawValue: "synthetic-\(number)"),
      name: "\(adjective) \(main) \(dish)",
      category: Vocabulary.categories.randomElement(using: &random),
      area: Vocabulary.areas.randomElement(using: &random),
      instructions: "Prepare the \(main.lowercased()).\nCook the \(dish.lowercased()) gently.\n"
        + "Season to taste and serve.",
      tags: Array(Set(tags)).sorted(),
      thumbnailURL: URL(string: "https://images.example.invalid/synthetic/\(number).jpg"),
      ingredients: ingredients)
  }

  // MARK: - Search texts

  private static func searchText(using random: inout SeededRandomNumberGenerator) -> String {
    let word = (Vocabulary.searchWords.randomElement(using: &random) ?? "chicken")
    let ingredient = (Vocabulary.ingredients.randomElement(using: &random) ?? "garlic")
      .lowercased()
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<10:
      return typedPrefix(of: word, using: &random)
    case 10..<14:
      let second = Vocabulary.searchWords.randomElement(using: &random) ?? "curry"
      return word + " " + typedPrefix(of: second, using: &random)
    case 14..<16:
      return "in:\"\(ingredient)\" " + typedPrefix(of: word, using: &random)
    case 16:
      return "\(word) -in:\"\(ingredient)\""
    case 17:
      let category = (Vocabulary.categories.randomElement(using: &random) ?? "Dessert")
      return "cat:\(category.lowercased()) " + typedPrefix(of: word, using: &random)
    case 18:
      let area = (Vocabulary.areas.randomElement(using: &random) ?? "Italian")
      return "area:\(area.lowercased()) " + typedPrefix(of: word, using: &random)
    default:
      return "in:\"\(ingredient)\""
    }
  }

  /// The first two or more letters of `word`, as seen while it is being typed.
  private static func typedPrefix(
    of word: String, using random: inout SeededRandomNumberGenerator
  ) -> String {
    guard word.count > 2 else { return word }
    return String(word.prefix(Int.random(in: 2...word.count, using: &random)))
  }
}
