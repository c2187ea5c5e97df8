import Foundation
import RecipesCore

extension Recipe {
  /// A full remote recipe with every field, for tests.
  public static let mock = Recipe(
    id: "52001",
    name: "Chicken Pot Pie",
    category: "Chicken",
    area: "American",
    instructions:
      "Heat the oven to 200°C.\nSimmer the filling for 10 minutes.\nBake for 30 minutes.",
    tags: ["Pie", "Comfort"],
    thumbnailURL: URL(string: "https://example.org/images/pot-pie.jpg"),
    videoURL: URL(string: "https://video.example.org/watch?v=pie"),
    sourceURL: URL(string: "https://example.org/pot-pie"),
    ingredients: [
      Ingredient(name: "Chicken thighs", measure: "500 g"),
      Ingredient(name: "Carrots", measure: "2"),
      Ingredient(name: "Puff pastry", measure: "1 sheet"),
      Ingredient(name: "Milk", measure: "½ cup"),
    ]
  )

  /// A catalog dessert with nuts and no links.
  public static let mockDessert = Recipe(
    id: "catalog-7",
    name: "Walnut Brownies",
    category: "Dessert",
    area: "American",
    instructions: "1. Melt the butter and chocolate.\n2. Stir in sugar, eggs and flour.\n3. Bake.",
    tags: ["Baking"],
    ingredients: [
      Ingredient(name: "Dark chocolate", measure: "200 g"),
      Ingredient(name: "Butter", measure: "150 g"),
      Ingredient(name: "Walnuts", measure: "100 g"),
      Ingredient(name: "Eggs", measure: "3"),
    ]
  )

  /// A catalog dessert without nuts, with a diacritic in its name.
  public static let mockCremeBrulee = Recipe(
    id: "catalog-8",
    name: "Crème brûlée",
    category: "Dessert",
    area: "French",
    instructions:
      "STEP 1\nWarm the cream.\nSTEP 2\nWhisk the yolks with sugar.\nSTEP 3\nBake in a water bath.",
    ingredients: [
      Ingredient(name: "Double cream", measure: "500 ml"),
      Ingredient(name: "Egg yolks", measure: "6"),
      Ingredient(name: "Caster sugar", measure: "100 g"),
      Ingredient(name: "Vanilla pod", measure: "1"),
    ]
  )

  /// A catalog pasta recipe.
  public static let mockPasta = Recipe(
    id: "catalog-3",
    name: "Pasta alla Norma",
    category: "Pasta",
    area: "Italian",
    instructions: "Fry the aubergine.\nMake the sauce.\nToss with the pasta.",
    ingredients: [
      Ingredient(name: "Rigatoni", measure: "400 g"),
      Ingredient(name: "Aubergine", measure: "2"),
      Ingredient(name: "Tomatoes", measure: "400 g"),
      Ingredient(name: "Ricotta salata", measure: "80 g"),
    ]
  )

  /// A few recipes covering several categories and areas.
  public static let mocks: [Recipe] = [.mock, .mockDessert, .mockCremeBrulee, .mockPasta]
}
