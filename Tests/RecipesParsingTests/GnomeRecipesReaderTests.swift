import Foundation
import GtkInterop
import RecipesCore
import RecipesFixtures
import RecipesParsing
import Testing

@Suite("GnomeRecipesReader")
struct GnomeRecipesReaderTests {
  private static let folder = Fixtures.directory.appendingPathComponent("import/gnome-recipes")

  /// The fixture's recipes, read with GLib's key-file parser as the importer does.
  private func recipes() throws -> [ImportedRecipe] {
    GnomeRecipesReader.recipes(
      in: try groups("recipes.db"), chefs: try groups("chefs.db"),
      imagesFolder: Self.folder.appendingPathComponent("images"))
  }

  private func groups(_ file: String) throws -> [KeyFileGroup] {
    try KeyFile.groups(at: Self.folder.appendingPathComponent(file).path, listKeys: ["Images"])
      .map { KeyFileGroup(name: $0.name, values: $0.values, lists: $0.lists) }
  }

  @Test func everyRecipeButTheMetadataGroupUnderAnIdOfItsGroupName() throws {
    let found = try recipes()
    #expect(found.map(\.recipe.name) == ["Goulash", "Sourdough loaf", "Plum cake", "Lost soup"])
    let groups = [
      "R_goulash_by_anna", "R_bread_by_olduser", "R_plum_cake_by_anna", "R_lost_by_anna",
    ]
    #expect(found.map(\.recipe.id) == groups.map(GnomeRecipesReader.id(ofGroup:)))
    #expect(Set(found.map(\.recipe.id)).count == 4)
    #expect(found.allSatisfy { $0.recipe.id.origin == .mine })
  }

  @Test func fieldsTimesAndDiets() throws {
    let goulash = try recipes()[0].recipe
    #expect(goulash.author == "Anna Horváth")
    #expect(goulash.description == "A slow beef and paprika stew.")
    #expect(goulash.notes == "Better the next day.")
    #expect(goulash.area == "Hungarian")
    #expect(goulash.category == "Mains")
    #expect(goulash.tags == ["Winter", "Gluten-free", "Dairy-free"])
    #expect(goulash.prepMinutes == 30)
    #expect(goulash.cookMinutes == 60)
    #expect(goulash.servings == 4)
    #expect(goulash.yield == nil)
    let bread = try recipes()[1].recipe
    // No chef olduser in chefs.db: the id is all there is.
    #expect(bread.author == "olduser")
    #expect(bread.category == "Bread")
    #expect(bread.prepMinutes == 15)
    #expect(bread.cookMinutes == 45)
    #expect(bread.servings == nil)
    #expect(bread.yield == "1 large loaf")
    #expect(bread.tags == ["Vegetarian", "Dairy-free"])
    #expect(bread.description == nil)
  }

  @Test func ingredientLinesAndGroups() throws {
    let found = try recipes()
    #expect(
      found[0].recipe.ingredients.map(\.text) == [
        "1 kg beef shin, cubed", "2 onions", "2 tbsp sweet paprika", "½ tsp caraway", "sour cream",
      ])
    #expect(found[0].recipe.ingredients.map(\.group) == [nil, nil, nil, nil, "To serve"])
    #expect(
      found[0].recipe.ingredients[1] == Ingredient(name: "2 onions", measure: "", text: "2 onions"))
    #expect(
      found[1].recipe.ingredients.map(\.group) == [
        "Dough", "Dough", "Dough", "Dough", "For dusting",
      ])
    #expect(found[2].recipe.ingredients.map(\.text) == ["1 1/2 cups flour", "12 plums, halved"])
  }

  @Test func stepsCarryNoMarkup() throws {
    let found = try recipes()
    #expect(
      found[0].recipe.steps == [
        "Brown the beef in batches.",
        "Soften the onions, stir in the paprika and caraway, and return the beef.",
        "Simmer, covered, (2 hours) until tender.",
        "Serve with sour cream.",
      ])
    #expect(
      found[1].recipe.steps == [
        "Mix everything and rest (Autolyse: 1 hour 30 minutes).",
        "Shape, then prove overnight in the fridge.",
        "Bake at 250 °C for 20 minutes, then 450 °F (Second bake: 25 minutes).",
        "Cool (45 minutes) before cutting.",
      ])
    #expect(found[2].recipe.steps == ["Arrange the plums over the batter.", "Bake 180 °C"])
    for recipe in found.map(\.recipe) {
      #expect(!recipe.steps.contains(where: { $0.contains("[") }), "\(recipe.name)")
      #expect(recipe.instructions == recipe.steps.joined(separator: "\n"))
    }
  }

  @Test func picturesByFileNameWhateverThePathForm() throws {
    let found = try recipes()
    let images = Self.folder.appendingPathComponent("images")
    #expect(found[0].imageURL == images.appendingPathComponent("goulash.png"))
    #expect(found[1].imageURL == images.appendingPathComponent("bread-crumb.png"))
    #expect(found[2].imageURL == images.appendingPathComponent("plum cake.png"))
    #expect(found[3].imageURL == nil)
    #expect(found.map(\.recipe.thumbnailURL) == found.map(\.imageURL))
  }
}
