import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite("Decoding TheMealDB JSON")
struct MealDBDecodingTests {
  private let quirks: [Recipe]

  init() throws {
    quirks = try Fixtures.recipes("meals-quirks.json")
  }

  @Test func mealsWithoutIdOrNameAreSkipped() {
    #expect(quirks.map(\.id) == ["91001", "91002", "91003"])
  }

  @Test func nullMealsIsAnEmptyResult() throws {
    #expect(try Fixtures.recipes("meals-null.json").isEmpty)
  }

  @Test func numericIdIsReadAsString() throws {
    #expect(quirks[2].id.rawValue == "91003")
    #expect(quirks[2].id.origin == .remote)
  }

  @Test func namesAreTrimmed() {
    #expect(quirks[1].name == "Saffron Rice")
  }

  @Test func emptyWhitespaceAndNullIngredientSlotsAreSkipped() {
    #expect(
      quirks[1].ingredients == [
        Ingredient(name: "Basmati rice", measure: "¾ cup"),
        Ingredient(name: "Saffron", measure: ""),
        Ingredient(name: "Butter", measure: "⅓ stick"),
      ])
  }

  @Test func unicodeFractionMeasuresAreKept() {
    #expect(quirks[0].ingredients[2] == Ingredient(name: "Harissa", measure: "1½ tbsp"))
    #expect(quirks[0].ingredients.count == 5)
  }

  @Test func windowsLineEndingsBecomeNewlines() {
    #expect(!quirks[0].instructions.contains("\r"))
    #expect(
      quirks[0].steps == [
        "Soften the onion in oil.", "Stir in harissa and lentils.", "Simmer for 25 minutes.",
        "Finish with lemon.",
      ])
  }

  @Test func loneCarriageReturnsBecomeNewlinesToo() throws {
    let body =
      #"{"meals": [{"idMeal": "1", "strMeal": "Pho", "strInstructions": "a\rb\r\nc\n\rd"}]}"#
    let recipe = try #require(try MealDB.decodeRecipes(from: Data(body.utf8)).first)
    #expect(recipe.instructions == "a\nb\nc\n\nd")
  }

  @Test func tagsAreSplitTrimmedAndEmptyOnesDropped() {
    #expect(quirks[0].tags == ["Soup", "Spicy"])
    #expect(quirks[1].tags == ["Rice", "Side"])
    #expect(quirks[2].tags.isEmpty)
  }

  @Test func emptyStringURLsAreAbsent() {
    #expect(quirks[1].thumbnailURL == nil)
    #expect(quirks[1].videoURL == nil)
    #expect(quirks[1].sourceURL == nil)
    #expect(
      quirks[0].thumbnailURL?.absoluteString
        == "https://fixtures.example.org/images/lentil-soup.jpg")
    #expect(quirks[0].sourceURL?.absoluteString == "https://fixtures.example.org/lentil-soup")
    #expect(quirks[0].videoURL?.host == "video.example.org")
  }

  @Test func malformedJSONIsATypedError() throws {
    #expect(throws: RecipesError.invalidResponse("The response is not valid JSON.")) {
      try Fixtures.recipes("malformed.json")
    }
  }

  @Test func wrongShapeIsATypedError() throws {
    let data = try Fixtures.data("wrong-shape.json")
    #expect {
      try MealDB.decodeRecipes(from: data)
    } throws: { error in
      guard case .invalidResponse = error as? RecipesError else { return false }
      return true
    }
  }

  @Test(arguments: ["", "[]", "null", "42", "{\"meals\": [1, 2]}", "\u{FEFF}{"])
  func garbageNeverCrashes(body: String) {
    #expect(throws: RecipesError.self) { try MealDB.decodeRecipes(from: Data(body.utf8)) }
  }

  @Test func wholeNumbersBecomeTextAndOtherNonStringsAreAbsent() throws {
    let body = """
      {"meals": [{"idMeal": 52.0, "strMeal": "Pho", "strCategory": true, "strArea": 1.5,
        "strTags": ["Soup"], "strIngredient1": {"name": "Noodles"}, "strIngredient2": 7,
        "strMeasure2": false}]}
      """
    let recipe = try #require(try MealDB.decodeRecipes(from: Data(body.utf8)).first)
    #expect(recipe.id.rawValue == "52")
    #expect(recipe.category == nil && recipe.area == nil && recipe.tags.isEmpty)
    #expect(recipe.ingredients == [Ingredient(name: "7", measure: "")])
  }

  @Test func theShapeErrorSaysWhere() {
    #expect(throws: RecipesError.invalidResponse("Unexpected value at meals.1.")) {
      try MealDB.decodeRecipes(from: Data(#"{"meals": [{"idMeal": "1"}, 2]}"#.utf8))
    }
    #expect(throws: RecipesError.invalidResponse("Unexpected value at meals.")) {
      try MealDB.decodeRecipes(from: Data(#"{"meals": "not a list"}"#.utf8))
    }
  }

  @Test func missingMealsKeyIsAnError() throws {
    #expect(throws: RecipesError.invalidResponse("Missing meals.")) {
      try MealDB.decodeRecipes(from: Data("{}".utf8))
    }
  }

  @Test func recipeSurvivesItsOwnCodableRoundTrip() throws {
    let data = try JSONEncoder().encode(quirks)
    #expect(try JSONDecoder().decode([Recipe].self, from: data) == quirks)
  }
}
