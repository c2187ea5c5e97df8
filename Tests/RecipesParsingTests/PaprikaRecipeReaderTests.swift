import Foundation
import RecipesCore
import RecipesParsing
import Testing

@Suite struct PaprikaRecipeReaderTests {
  /// The recipe of a JSON object written as Swift members; ids without a uid are numbered.
  private func read(_ members: [String: Any]) throws -> PaprikaRecipe {
    let json = try JSONSerialization.data(withJSONObject: members)
    return try #require(
      PaprikaRecipeReader.recipe(json: json, newID: { Recipe.ID(rawValue: "mine-new") }))
  }

  @Test func everyFieldHasItsPlace() throws {
    let read = try read([
      "uid": "ABC-1", "name": "  Lemon   Loaf ",
      "ingredients": "225 g butter\n\n4 eggs\r\n", "directions": "Beat.\n\nBake.",
      "description": "Tea time.", "notes": "Keeps a week.", "nutritional_info": "Calories: 300",
      "servings": "Makes 1 loaf", "prep_time": "15 mins", "cook_time": "1 hr 30 mins",
      "total_time": "1h", "categories": ["Baking", "Cakes", "Tea"], "source": "Aunt Rosalind",
      "source_url": "https://kitchen.example.test/loaf",
      "image_url": "https://kitchen.example.test/loaf.jpg", "rating": 5,
    ])
    let recipe = read.imported.recipe
    #expect(recipe.id == PaprikaRecipeReader.id(ofUID: "ABC-1"))
    #expect(recipe.id.origin == .mine)
    #expect(recipe.name == "Lemon Loaf")
    #expect(recipe.ingredients.map(\.text) == ["225 g butter", "4 eggs"])
    #expect(recipe.ingredients.allSatisfy { $0.group == nil })
    #expect(recipe.steps == ["Beat.", "Bake."])
    #expect(recipe.description == "Tea time.\n\nCalories: 300")
    #expect(recipe.notes == "Keeps a week.")
    #expect(recipe.servings == 1)
    #expect(recipe.yield == "Makes 1 loaf")
    // "1h" in all is shorter than the 1 hr 30 mins of baking alone: a slip, and the parts'
    // sum is trusted (issue 32).
    #expect([recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes] == [15, 90, 105])
    #expect(recipe.category == "Baking")
    #expect(recipe.tags == ["Cakes", "Tea"])
    #expect(recipe.author == "Aunt Rosalind")
    #expect(recipe.sourceURL?.absoluteString == "https://kitchen.example.test/loaf")
    #expect(read.imported.imageURL?.absoluteString == "https://kitchen.example.test/loaf.jpg")
    #expect(read.photo == nil)
    #expect(read.hasUID)
  }

  /// Paprika writes total_time only when the cook typed one: a stated total stands (even
  /// shorter than the parts together, though not than one of them), a blank or zero one is
  /// the parts' sum.
  @Test(
    arguments: [
      (["prep_time": "20 mins", "cook_time": "1 hr", "total_time": ""], 80),
      (["prep_time": "20 mins", "cook_time": "1 hr"], 80),
      (["prep_time": "10 min", "total_time": "0 mins"], 10),
      (["cook_time": "45 minutes", "total_time": "2 hrs"], 120),
      (["prep_time": "20 mins", "cook_time": "1 hr", "total_time": "1 hr 10 mins"], 70),
      (["total_time": ""], nil),
    ] as [([String: String], Int?)])
  func aBlankTotalIsThePartsSum(_ times: [String: String], total: Int?) throws {
    let recipe = try read(times.merging(["name": "X"]) { $1 }).imported.recipe
    #expect(recipe.totalMinutes == total)
  }

  @Test func headingsGroupIngredientsAndTitleSections() throws {
    let recipe = try read([
      "name": "Curry",
      "ingredients": "For the curry:\n1 onion\n2 tins chickpeas\n\nFor the rice:\n300 g rice",
      "directions": "1. Warm the oil.\nCurry:\n1. Soften the onion.\n2) Add the chickpeas.\n"
        + "\nRice:\n1. Cook the rice.\nTo serve:",
    ]).imported.recipe
    #expect(recipe.ingredients.map(\.text) == ["1 onion", "2 tins chickpeas", "300 g rice"])
    #expect(recipe.ingredients.map(\.group) == ["For the curry", "For the curry", "For the rice"])
    #expect(
      recipe.stepSections == [
        StepSection(title: nil, steps: ["Warm the oil."]),
        StepSection(title: "Curry", steps: ["Soften the onion.", "Add the chickpeas."]),
        // A heading with nothing after it stays as a step.
        StepSection(title: "Rice", steps: ["Cook the rice.", "To serve:"]),
      ])
    #expect(recipe.instructions.split(separator: "\n").count == 5)
  }

  @Test(arguments: [
    "Bake at 180°C for:", "2 cups of flour:",
    "Whisk the eggs with the sugar until the mixture is pale and thick:",
  ])
  func aLineWithAnAmountOrALongLineIsNoHeading(_ line: String) throws {
    let recipe = try read(["name": "X", "ingredients": line + "\n1 egg"]).imported.recipe
    #expect(recipe.ingredients.map(\.text) == [line, "1 egg"])
    #expect(recipe.ingredients.allSatisfy { $0.group == nil })
  }

  @Test(
    arguments: [
      ("4", 4, nil), ("4 servings", 4, "4 servings"), ("Serves 4-6", 4, "Serves 4-6"),
      ("Makes 24 cookies", 24, "Makes 24 cookies"), ("a crowd", nil, "a crowd"),
    ] as [(String, Int?, String?)])
  func servingsAreReadAsSchemaOrgYields(_ text: String, servings: Int?, yield: String?) throws {
    let recipe = try read(["name": "X", "servings": text]).imported.recipe
    #expect(recipe.servings == servings)
    #expect(recipe.yield == yield)
  }

  @Test(arguments: [("15 mins", 15), ("1 hr 30 mins", 90), ("1h", 60), ("45 minutes", 45)])
  func timesAreReadFromFreeText(_ text: String, minutes: Int) throws {
    #expect(try read(["name": "X", "prep_time": text]).imported.recipe.prepMinutes == minutes)
  }

  @Test func emptyAndNullFieldsLeaveARecipeWithAName() throws {
    let read = try read([
      "uid": "", "name": NSNull(), "ingredients": NSNull(), "directions": "", "servings": "",
      "categories": [String](), "notes": "", "description": NSNull(), "photo_data": "",
      "source_url": "javascript:alert(1)", "image_url": "file:///etc/passwd",
      "prep_time": "a while",
    ])
    let recipe = read.imported.recipe
    #expect(recipe.id == Recipe.ID(rawValue: "mine-new"))
    #expect(!read.hasUID)
    #expect(recipe.name == "Untitled recipe")
    #expect(recipe.ingredients.isEmpty && recipe.stepSections.isEmpty)
    #expect(recipe.servings == nil && recipe.yield == nil && recipe.prepMinutes == nil)
    #expect(recipe.category == nil && recipe.tags.isEmpty && recipe.description == nil)
    #expect(recipe.sourceURL == nil && read.imported.imageURL == nil && read.photo == nil)
  }

  @Test func thePhotoIsDecodedFromItsBase64() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
    let read = try read(["name": "X", "photo_data": png.base64EncodedString()])
    #expect(read.photo == png)
    #expect(read.photoExtension == "png")
    // Line-wrapped base64, as some writers break it.
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 7, count: 60))
    let wrapped = jpeg.base64EncodedString(options: .lineLength64Characters)
    let other = try self.read(["name": "X", "photo_data": wrapped])
    #expect(other.photo == jpeg)
    #expect(other.photoExtension == "jpg")
    // Without photo_data, the first photo carrying its data.
    let fromPhotos = try self.read([
      "name": "X", "photo_data": NSNull(),
      "photos": [
        ["filename": "a.jpg"], ["filename": "b.jpg", "data": jpeg.base64EncodedString()],
      ],
    ])
    #expect(fromPhotos.photo == jpeg)
    #expect(try self.read(["name": "X", "photo_data": "%%% not base64"]).photo == nil)
  }

  @Test func theSameUIDIsTheSameRecipeAnotherIsNot() {
    #expect(PaprikaRecipeReader.id(ofUID: "ABC-1") == PaprikaRecipeReader.id(ofUID: "ABC-1"))
    #expect(PaprikaRecipeReader.id(ofUID: "ABC-1") != PaprikaRecipeReader.id(ofUID: "ABC-2"))
  }

  @Test func whatIsNoObjectIsNoRecipe() {
    for text in ["[1, 2]", "\"Scones\"", "not json", ""] {
      #expect(PaprikaRecipeReader.recipe(json: Data(text.utf8), newID: { "mine-x" }) == nil)
    }
  }

  @Test func aRecipeInTheTrashIsToldApart() {
    #expect(PaprikaRecipeReader.isInTrash(json: Data(#"{"in_trash": true}"#.utf8)))
    #expect(!PaprikaRecipeReader.isInTrash(json: Data(#"{"in_trash": false}"#.utf8)))
    #expect(!PaprikaRecipeReader.isInTrash(json: Data(#"{"name": "Scones"}"#.utf8)))
  }
}
