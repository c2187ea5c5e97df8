import Foundation
import RecipesCore
import RecipesQuantities
import RecipesTestSupport
import Testing

/// Every ingredient of the embedded catalog, parsed: a name, a quantity wherever the measure
/// starts with a number, and doubling doubles every quantity.
@Suite struct CatalogIngredientTests {
  private let ingredients: [Ingredient]

  init() throws {
    let url = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("catalog.json")
    ingredients = try MealDB.decodeRecipes(from: Data(contentsOf: url)).flatMap(\.ingredients)
  }

  @Test func everyIngredientHasANameAndEveryNumberIsRead() {
    #expect(ingredients.count > 500)
    for ingredient in ingredients {
      let line = ingredient.parsed
      #expect(!line.name.isEmpty, "\(ingredient.text)")
      if let first = ingredient.measure.unicodeScalars.first,
        first.properties.numericType != nil
      {
        #expect(line.quantity != nil, "\(ingredient.text)")
      }
      #expect(line.text == ingredient.text)
    }
  }

  @Test func doublingDoublesEveryQuantity() {
    for ingredient in ingredients {
      let line = ingredient.parsed
      let doubled = line.scaled(by: Rational(2))
      #expect(doubled.quantity == line.quantity?.multiplied(by: Rational(2)))
      if line.quantity != nil { #expect(!doubled.measure.isEmpty, "\(ingredient.text)") }
    }
  }

  @Test func unitsAreCanonical() {
    let measured = Set(CookingUnit.measured.map(\.symbol))
    for ingredient in ingredients {
      guard let unit = ingredient.parsed.unit else { continue }
      if unit.kind == .count {
        #expect(!measured.contains(unit.symbol))
        #expect(unit.symbol == unit.symbol.lowercased(), "\(ingredient.text)")
      } else {
        #expect(measured.contains(unit.symbol), "\(ingredient.text)")
      }
    }
  }
}
