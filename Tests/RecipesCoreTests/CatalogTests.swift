import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite("The embedded catalog")
struct CatalogTests {
  private let recipes: [Recipe]

  init() throws {
    let url = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("catalog.json")
    recipes = try MealDB.decodeRecipes(from: Data(contentsOf: url))
  }

  @Test func hasAtLeastSixtyRecipesWithUniqueCatalogIDs() {
    #expect(recipes.count >= 60)
    #expect(Set(recipes.map(\.id)).count == recipes.count)
    #expect(recipes.allSatisfy { $0.id.origin == .catalog })
  }

  @Test func spansEightCategoriesAndTenCuisines() {
    #expect(Set(recipes.compactMap(\.category)).count >= 8)
    #expect(Set(recipes.compactMap(\.area)).count >= 10)
  }

  @Test func everyRecipeIsCookable() {
    for recipe in recipes {
      #expect(recipe.ingredients.count >= 4, "\(recipe.name) has too few ingredients")
      #expect(
        recipe.ingredients.allSatisfy { !$0.measure.isEmpty }, "\(recipe.name) lacks a measure")
      #expect(recipe.steps.count >= 3, "\(recipe.name) has too few steps")
      #expect(recipe.steps.allSatisfy { $0.count > 3 }, "\(recipe.name) has an empty step")
    }
  }

  @Test func everyRecipeSaysHowManyItServes() {
    for recipe in recipes {
      let servings = try? #require(
        recipe.servings, "\(recipe.name) does not say how many it serves")
      // From a breakfast for two to a tray of baklava cut for a crowd.
      #expect((2...24).contains(servings ?? 0), "\(recipe.name) serves \(servings ?? 0)?")
    }
    let servings = Dictionary(uniqueKeysWithValues: recipes.map { ($0.name, $0.servings) })
    // 1 kg of beef in a stew; four thighs for two; two eggs and four sausages for two; 24
    // gyoza for four.
    #expect(servings["Beef and Guinness Stew"] == 6)
    #expect(servings["Chicken Teriyaki"] == 2)
    #expect(servings["Full English Breakfast"] == 2)
    #expect(servings["Pork and Cabbage Gyoza"] == 4)
    #expect(servings["Baklava"] == 20)
  }

  @Test func servingsAreReadOnlyAsAWholeNumberOfAtLeastOne() throws {
    let json = """
      {"meals": [
        {"idMeal": "catalog-1", "strMeal": "A", "servings": 6},
        {"idMeal": "catalog-2", "strMeal": "B", "servings": 0},
        {"idMeal": "catalog-3", "strMeal": "C", "servings": "many"},
        {"idMeal": "catalog-4", "strMeal": "D"}
      ]}
      """
    let decoded = try MealDB.decodeRecipes(from: Data(json.utf8))
    #expect(decoded.map(\.servings) == [6, nil, nil, nil])
  }

  @Test func everyRecipeSaysHowLongItTakesAndWhatItIs() {
    for recipe in recipes {
      let prep = recipe.prepMinutes ?? -1
      let cook = recipe.cookMinutes ?? -1
      let total = recipe.totalMinutes ?? -1
      #expect(prep > 0, "\(recipe.name) has no preparation time")
      #expect(cook >= 0, "\(recipe.name) has no cooking time")
      // Resting, marinating and chilling count towards the total, never less than the parts.
      #expect(total >= prep + cook, "\(recipe.name): \(total) min in all")
      let description = recipe.description ?? ""
      #expect((20...120).contains(description.count), "\(recipe.name): “\(description)”")
      #expect(!description.contains("\n"), "\(recipe.name)'s description is not one line")
      #expect(description.hasSuffix("."), "\(recipe.name)'s description is not a sentence")
    }
    #expect(Set(recipes.compactMap(\.description)).count == recipes.count, "a description twice")
    let total = Dictionary(uniqueKeysWithValues: recipes.map { ($0.name, $0.totalMinutes ?? 0) })
    // Read off the steps: 2½ hours in the oven; a cure of two days; a soak of a day at least;
    // a carbonara is on the table before its water would have boiled twice.
    #expect((180...240).contains(total["Beef and Guinness Stew"] ?? 0))
    #expect(total["Gravlaks with Mustard Sauce"] ?? 0 >= 48 * 60)
    #expect(total["Bacalhau à Brás"] ?? 0 >= 24 * 60)
    #expect((15...40).contains(total["Spaghetti Carbonara"] ?? 0))
  }

  @Test func timesAndTheDescriptionAreReadWhenTheyAreWholeMinutes() throws {
    let json = """
      {"meals": [
        {"idMeal": "catalog-1", "strMeal": "A", "prepMinutes": 15, "cookMinutes": 0,
         "totalMinutes": 135, "description": "  Cured, never cooked.  "},
        {"idMeal": "catalog-2", "strMeal": "B", "prepMinutes": -5, "cookMinutes": "long",
         "totalMinutes": 2.5, "description": ""},
        {"idMeal": "catalog-3", "strMeal": "C"}
      ]}
      """
    let decoded = try MealDB.decodeRecipes(from: Data(json.utf8))
    #expect(decoded.map(\.prepMinutes) == [15, nil, nil])
    #expect(decoded.map(\.cookMinutes) == [0, nil, nil])
    #expect(decoded.map(\.totalMinutes) == [135, nil, nil])
    #expect(decoded.map(\.description) == ["Cured, never cooked.", nil, nil])
  }

  @Test func someRecipesHaveTagsAndNonASCIINames() {
    #expect(recipes.first { $0.name == "Baklava" }?.tags == ["Pastry", "Nuts"])
    #expect(recipes.contains { $0.name == "Crème brûlée" })
    #expect(recipes.filter { $0.name.unicodeScalars.contains { !$0.isASCII } }.count >= 3)
  }

  @Test func theQuerySyntaxFindsDessertsWithoutNuts() {
    // Read off data/catalog.json by hand: the desserts with no walnut, pistachio or almond.
    let nutFree = recipes.filter(SearchQuery(parsing: "cat:dessert -in:nuts").matches)
    #expect(
      Set(nutFree.map(\.name)) == [
        "Crème brûlée", "Sticky Toffee Pudding", "Pastéis de Nata", "Panna Cotta with Berries",
      ])
  }
}
