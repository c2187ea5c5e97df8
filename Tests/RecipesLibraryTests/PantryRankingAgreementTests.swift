import Foundation
import RecipesCore
import RecipesFixtures
import RecipesTestSupport
import Testing

/// The library file and the in-memory library the window tests run on rank "what can I
/// make?" alike: the same generated recipes and pantries, the same answers in the same order.
@Suite struct PantryRankingAgreementTests {
  /// Foods as a cook writes them, some under two names the pantry should take as one.
  private static let foods = [
    "onion", "red onions", "garlic", "2 cloves garlic", "eggs", "butter", "plain flour",
    "flour", "milk", "whole milk", "rice", "basmati rice", "tomatoes", "tinned tomatoes",
    "carrots", "leek", "potatoes", "chicken thighs", "olive oil", "salt", "black pepper",
    "parsley, for garnish", "lemon", "cream (optional)", "cheddar", "pasta", "spinach",
  ]

  private static func recipes(count: Int, using random: inout SeededRandomNumberGenerator)
    -> [Recipe]
  {
    (1...count).map { number in
      let lines = (0..<Int.random(in: 0...7, using: &random)).map { _ in
        (foods.randomElement(using: &random) ?? "salt", Int.random(in: 1...400, using: &random))
      }
      return Recipe(
        id: Recipe.ID(rawValue: "generated-\(number)"),
        name: "Dish \(Int.random(in: 1...9, using: &random))",
        ingredients: lines.map { Ingredient(name: $0.0, measure: "\($0.1) g") })
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func theFileAndTheInMemoryLibraryRankAlike(seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let recipes = Self.recipes(count: 40, using: &random)
    let pantry = (0..<Int.random(in: 0...8, using: &random)).compactMap { _ in
      Self.foods.randomElement(using: &random)
    }
    let staples = Bool.random(using: &random)

    let file = try await TestLibrary.make(remote: recipes)
    let memory = InMemoryLibrary(
      recipes: recipes,
      preferences: [PantryPreferences.staplesAtHomeKey: staples ? "true" : "false"])
    try await file.database.setPreference(
      PantryPreferences.staplesAtHomeKey, staples ? "true" : "false")
    _ = try await file.database.addPantryItems(pantry)
    _ = try await memory.client.pantry.add(pantry)

    for request in [
      CookableRequest(), CookableRequest(maxMissing: 1), CookableRequest(limit: 7),
      CookableRequest(maxMissing: 0),
    ] {
      let fromFile = try await file.database.cookable(request)
      let fromMemory = try await memory.client.pantry.cookable(request)
      #expect(fromFile == fromMemory, "seed \(seed), \(request)")
    }
    // A pantry that holds something makes some recipe complete or nearly so.
    #expect(try await file.database.cookable(CookableRequest()).count > 0)
  }
}
