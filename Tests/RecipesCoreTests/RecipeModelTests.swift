import Foundation
import RecipesCore
import Testing

@Suite struct RecipeModelTests {
  @Test func identifiersTellTheOrigin() {
    #expect(Recipe.ID("catalog-shakshuka").origin == .catalog)
    #expect(Recipe.ID("52772").origin == .remote)
    let uuid = UUID(uuidString: "6F1C2B9A-0000-4000-8000-00000000ABCD")!
    #expect(Recipe.ID.mine(uuid).rawValue == "mine-6f1c2b9a-0000-4000-8000-00000000abcd")
    #expect(Recipe.ID.mine(uuid).origin == .mine)
  }

  @Test func aCopyWithOneFieldChangedKeepsEveryOtherAndNoEmptyMembers() throws {
    let members = try #require(PublishedMembers(json: #"{"id":"7","tool":["Pan"]}"#))
    let recipe = Recipe(
      id: "mine-a", name: "Soup", category: "Starter", tags: ["Quick"], servings: 4,
      notes: "Less salt", publishedMembers: members)
    let picture = URL(fileURLWithPath: "/tmp/soup.jpg")

    let pictured = recipe.withPicture(picture)
    #expect(pictured.thumbnailURL == picture)
    #expect(pictured.withPicture(nil) == recipe)
    #expect(recipe.keeping(PublishedMembers(members: [])).publishedMembers == nil)
    #expect(recipe.keeping(nil).keeping(members) == recipe)
  }

  @Test func aRecipeSavedBeforeTheNewFieldsStillDecodes() throws {
    // The shape the library stored before sections, servings and times existed.
    let stored = Data(
      #"""
      {"id":"52772","name":"Teriyaki Chicken","category":"Chicken","instructions":"Mix.\nBake.",
       "tags":[],"ingredients":[{"name":"Soy sauce","measure":"3/4 cup"}]}
      """#.utf8)
    let recipe = try JSONDecoder().decode(Recipe.self, from: stored)
    #expect(recipe.steps == ["Mix.", "Bake."])
    #expect(recipe.sections == [StepSection(title: nil, steps: ["Mix.", "Bake."])])
    #expect(recipe.ingredients == [Ingredient(name: "Soy sauce", measure: "3/4 cup")])
    #expect(recipe.ingredients.first?.text == "3/4 cup Soy sauce")
    #expect(recipe.servings == nil && recipe.author == nil)
  }

  @Test func sectionsWinOverInstructionsAndSurviveARoundTrip() throws {
    let recipe = Recipe(
      id: "mine-1", name: "Layer cake",
      ingredients: [
        Ingredient(name: "flour", measure: "200 g", text: "200 g flour, sifted", group: "Sponge")
      ],
      stepSections: [
        StepSection(title: "Sponge", steps: ["Whisk.", "Bake."]),
        StepSection(title: "Icing", steps: ["Beat."]),
      ],
      servings: 8, yield: "one 20 cm cake", prepMinutes: 30, cookMinutes: 25, totalMinutes: 90,
      description: "A tall cake.", author: "Ada")
    #expect(recipe.steps == ["Whisk.", "Bake.", "Beat."])
    let decoded = try JSONDecoder().decode(Recipe.self, from: JSONEncoder().encode(recipe))
    #expect(decoded == recipe)
  }
}
