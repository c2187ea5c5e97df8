import Foundation
import RecipesCore
import RecipesParsing
import Testing

@Suite("SchemaOrgRecipe: backups")
struct SchemaOrgRecipeTests {
  private static let folder = URL(fileURLWithPath: "/backup/Lemon tart", isDirectory: true)

  private static let full = Recipe(
    id: "mine-6f1c2a9e-0d4b-4c55-9a51-3f0c6e2f7b10",
    name: "Lemon tart",
    category: "Dessert",
    area: "French",
    instructions: "Blind-bake the case.\nWhisk the filling.\nBake until just set.",
    tags: ["Tart", "Citrus"],
    thumbnailURL: URL(fileURLWithPath: "/backup/Lemon tart/full.jpg"),
    videoURL: URL(string: "https://video.test/tart.mp4"),
    sourceURL: URL(string: "https://tarts.test/lemon"),
    ingredients: [
      Ingredient(name: "plain flour", measure: "200 g", text: "200 g plain flour", group: "Pastry"),
      Ingredient(name: "cold butter", measure: "100 g", text: "100 g cold butter", group: "Pastry"),
      Ingredient(name: "lemons", measure: "3", text: "3 lemons, zest and juice", group: "Filling"),
      Ingredient(name: "A pinch of salt", measure: "", text: "A pinch of salt"),
    ],
    stepSections: [
      StepSection(title: "Pastry", steps: ["Blind-bake the case."]),
      StepSection(title: "Filling", steps: ["Whisk the filling.", "Bake until just set."]),
    ],
    servings: 8,
    yield: "one 23 cm tart",
    prepMinutes: 30,
    cookMinutes: 0,
    totalMinutes: 95,
    description: "Sharp and smooth.\n\nServe cold.",
    author: "June Park",
    notes: "Less sugar next time.\n\nThe case shrinks: chill it first.")

  private func roundTrip(_ recipe: Recipe, image: String?) throws -> ImportedRecipe {
    let json = SchemaOrgRecipe.encode(recipe, imageFileName: image)
    return try SchemaOrgRecipe.decode(
      json, folder: Self.folder,
      newID: {
        Issue.record("the id is kept"); return "mine-new"
      })
  }

  @Test func everyFieldSurvivesARoundTrip() throws {
    let restored = try roundTrip(Self.full, image: "full.jpg")
    #expect(restored.recipe == Self.full)
    #expect(restored.imageURL == URL(fileURLWithPath: "/backup/Lemon tart/full.jpg"))
  }

  @Test func recipesWithoutSectionsOrPictureKeepTheirMethodAsWritten() throws {
    let catalog = Recipe(
      id: "catalog-shakshuka", name: "Shakshuka", category: "Breakfast",
      instructions: "STEP 1\r\nWarm the oil.\r\n\r\n2. Add the eggs.",
      thumbnailURL: URL(string: "https://img.test/shakshuka.jpg"),
      ingredients: [Ingredient(name: "Eggs", measure: "4")], servings: 2)
    let restored = try roundTrip(catalog, image: nil)
    #expect(restored.recipe == catalog)
    #expect(restored.imageURL == URL(string: "https://img.test/shakshuka.jpg"))
  }

  @Test func aBackupWithoutATotalGetsNoSumOfItsParts() throws {
    let recipe = Recipe(
      id: "mine-salsa", name: "Salsa", instructions: "Chop.",
      ingredients: [Ingredient(name: "Tomatoes", measure: "4")], prepMinutes: 10, cookMinutes: 5)
    let restored = try roundTrip(recipe, image: nil).recipe
    #expect(restored == recipe)
    #expect(restored.totalMinutes == nil)
  }

  @Test func oneUntitledSectionAndYieldOnlyAsText() throws {
    let recipe = Recipe(
      id: "52772", name: "Teriyaki chicken",
      instructions: "Marinate.\nGrill.",
      stepSections: [StepSection(title: nil, steps: ["Marinate.", "Grill."])],
      yield: "12 skewers", author: "Kenji, Aiko")
    #expect(try roundTrip(recipe, image: nil).recipe == recipe)
  }

  @Test func writesStandardSchemaOrgForOtherApps() throws {
    let json = SchemaOrgRecipe.encode(Self.full, imageFileName: "full.jpg")
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["@context"] as? String == "https://schema.org")
    #expect(object["@type"] as? String == "Recipe")
    #expect(object["name"] as? String == "Lemon tart")
    #expect(object["image"] as? String == "full.jpg")
    #expect(object["x-recipes-id"] as? String == "mine-6f1c2a9e-0d4b-4c55-9a51-3f0c6e2f7b10")
    #expect(object["recipeIngredient"] as? [String] == Self.full.ingredients.map(\.text))
    #expect(object["prepTime"] as? String == "PT30M")
    // The cook's notes in a member of our own: schema.org has none for them.
    #expect(object["x-recipes-notes"] as? String == Self.full.notes)
    #expect(object["keywords"] as? String == "Tart, Citrus")
    #expect(object["recipeYield"] as? [String] == ["8", "one 23 cm tart"])
    let sections = try #require(object["recipeInstructions"] as? [[String: Any]])
    #expect(sections.map { $0["@type"] as? String } == ["HowToSection", "HowToSection"])
    #expect(sections.map { $0["name"] as? String } == ["Pastry", "Filling"])
    #expect(SchemaOrgRecipe.encode(Self.full, imageFileName: "full.jpg") == json)
  }

  @Test func readsAnotherAppsRecipeJSONWithANewID() throws {
    let json = Data(
      """
      {"@context": "http://schema.org", "@type": "Recipe", "id": "17", "name": "Pesto",
       "image": "full.jpg", "recipeYield": 4, "prepTime": "PT10M", "keywords": "basil,sauce",
       "recipeIngredient": ["50 g basil", "30 g pine nuts"],
       "recipeInstructions": ["Pound the basil.", "Add the nuts."]}
      """.utf8)
    let imported = try SchemaOrgRecipe.decode(json, folder: Self.folder, newID: { "mine-new" })
    #expect(imported.recipe.id == "mine-new")
    #expect(imported.recipe.servings == 4)
    #expect(imported.recipe.tags == ["basil", "sauce"])
    #expect(imported.recipe.steps == ["Pound the basil.", "Add the nuts."])
    #expect(imported.imageURL == URL(fileURLWithPath: "/backup/Lemon tart/full.jpg"))
  }

  /// A synced `recipe.json` carries the notes in our member, read into the model and written
  /// back once (not also as a kept member), the cook's edit replacing them.
  @Test func notesTravelInAMemberOfOurOwnOnce() throws {
    let json = Data(
      """
      {"@context": "https://schema.org", "@type": "Recipe", "id": "17", "name": "Pesto",
       "x-recipes-id": "mine-pesto", "x-other-app": {"stars": 4},
       "x-recipes-notes": "Toast the nuts.\\n\\nMore garlic."}
      """.utf8)
    let decoded = try SchemaOrgRecipe.decode(json, folder: nil, newID: { "mine-new" }).recipe
    #expect(decoded.notes == "Toast the nuts.\n\nMore garlic.")
    // As the sync reads a folder's recipe.json: what the model does not hold is kept.
    let kept = try #require(SchemaOrgRecipe.keptMembers(of: json, readAs: decoded))
    #expect(kept["x-recipes-notes"] == nil, "kept beside the model's copy")
    let other = try #require(kept["x-other-app"])
    #expect(
      try JSONSerialization.jsonObject(with: Data(other.utf8)) as? [String: Int] == ["stars": 4])
    let read = decoded.keeping(kept)
    let edited = Recipe(
      id: read.id, name: read.name, notes: "Less salt.", publishedMembers: read.publishedMembers)
    for recipe in [read, edited] {
      let written = SchemaOrgRecipe.encode(recipe, imageFileName: nil, for: .cookbookFolder)
      let text = String(decoding: written, as: UTF8.self)
      #expect(text.components(separatedBy: "\"x-recipes-notes\"").count == 2, "\(text)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: written) as? [String: Any])
      #expect(object["x-recipes-notes"] as? String == recipe.notes)
      #expect(object["x-other-app"] as? [String: Int] == ["stars": 4])
    }
    let none = Recipe(id: "mine-x", name: "Plain")
    let plain = SchemaOrgRecipe.encode(none, imageFileName: nil)
    #expect(!String(decoding: plain, as: UTF8.self).contains("x-recipes-notes"))
  }

  @Test func refusesWhatIsNoRecipeJSON() {
    #expect(throws: ImportError.brokenRecipeData("the recipe file is not valid JSON")) {
      try SchemaOrgRecipe.decode(Data("{\"name\": ".utf8), folder: nil, newID: { "mine-x" })
    }
    #expect(throws: ImportError.brokenRecipeData("the file holds no schema.org Recipe")) {
      try SchemaOrgRecipe.decode(
        Data(#"{"@type": "Person", "name": "A"}"#.utf8), folder: nil, newID: { "mine-x" })
    }
  }
}
