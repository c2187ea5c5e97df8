import Foundation
import RecipesCore

extension Recipe {
  /// A full remote recipe with every field, for tests.
  public static let mock = Recipe(
    id: "52001", name: "Chicken Pot Pie", category: "Chicken", area: "American",
    instructions:
      "Heat the oven to 200°C.\nSimmer the filling for 10 minutes.\nBake for 30 minutes.",
    tags: ["Pie", "Comfort"],
    thumbnailURL: URL(string: "https://example.org/images/pot-pie.jpg"),
    videoURL: URL(string: "https://video.example.org/watch?v=pie"),
    sourceURL: URL(string: "https://example.org/pot-pie"),
    ingredients: lines(
      ("Chicken thighs", "500 g"), ("Carrots", "2"), ("Puff pastry", "1 sheet"),
      ("Milk", "½ cup")))

  /// A catalog dessert with nuts and no links.
  public static let mockDessert = Recipe(
    id: "catalog-7", name: "Walnut Brownies", category: "Dessert", area: "American",
    instructions: "1. Melt the butter and chocolate.\n2. Stir in sugar, eggs and flour.\n3. Bake.",
    tags: ["Baking"],
    ingredients: lines(
      ("Dark chocolate", "200 g"), ("Butter", "150 g"), ("Walnuts", "100 g"), ("Eggs", "3")))

  /// A catalog dessert without nuts, with a diacritic in its name.
  public static let mockCremeBrulee = Recipe(
    id: "catalog-8", name: "Crème brûlée", category: "Dessert", area: "French",
    instructions:
      "STEP 1\nWarm the cream.\nSTEP 2\nWhisk the yolks with sugar.\nSTEP 3\nBake in a water bath.",
    ingredients: lines(
      ("Double cream", "500 ml"), ("Egg yolks", "6"), ("Caster sugar", "100 g"),
      ("Vanilla pod", "1")))

  /// A catalog pasta recipe.
  public static let mockPasta = Recipe(
    id: "catalog-3", name: "Pasta alla Norma", category: "Pasta", area: "Italian",
    instructions: "Fry the aubergine.\nMake the sauce.\nToss with the pasta.",
    ingredients: lines(
      ("Rigatoni", "400 g"), ("Aubergine", "2"), ("Tomatoes", "400 g"),
      ("Ricotta salata", "80 g")))

  /// A few recipes covering several categories and areas.
  public static let mocks: [Recipe] = [.mock, .mockDessert, .mockCremeBrulee, .mockPasta]

  /// Ingredients from (name, measure) pairs, in order.
  private static func lines(_ pairs: (name: String, measure: String)...) -> [Ingredient] {
    pairs.map { Ingredient(name: $0.name, measure: $0.measure) }
  }
}
