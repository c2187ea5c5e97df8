import Foundation
import RecipesCore
import Testing

/// The lines under a recipe's name: times, servings, yield, author and site.
@Suite("Recipe facts")
struct RecipeFactsTests {
  private static func plain(_ text: String?) -> String? {
    text?.replacingOccurrences(of: "\u{00A0}", with: " ")
  }

  @Test func timesServingsAndYieldInTheOrderACookReadsThem() {
    let scones = Recipe(
      id: "mine-scones", name: "Scones", servings: 8, yield: "8 scones", prepMinutes: 15,
      cookMinutes: 20, totalMinutes: 35)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: scones, servings: 8))
        == "Prep 15 min · Cook 20 min · Total 35 min · Serves 8 · 8 scones")
    // Scaled, it says the servings shown, and not what the recipe as written makes.
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: scones, servings: 4))
        == "Prep 15 min · Cook 20 min · Total 35 min · Serves 4")
    // A yield that only counts the servings again is not said twice.
    let chilli = Recipe(id: "mine-chilli", name: "Chilli", servings: 6, yield: "6 portions")
    #expect(Self.plain(RecipeFacts.timesAndServings(of: chilli, servings: 6)) == "Serves 6")
  }

  @Test func aMissingTotalIsPreparationPlusCookingAndHoursReadAsHours() {
    let stew = Recipe(
      id: "mine-stew", name: "Stew", servings: 6, yield: "6", prepMinutes: 25, cookMinutes: 150)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: stew, servings: 6))
        == "Prep 25 min · Cook 2 h 30 min · Total 2 h 55 min · Serves 6")
    let bread = Recipe(id: "mine-bread", name: "Bread", totalMinutes: 840)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: bread, servings: 1)) == "Total 14 h · Serves 1")
  }

  @Test func aTotalHoldingMoreThanTheWorkSaysHowLongIsSpentWaiting() {
    // Salt fish soaked overnight: the times said add up.
    let soaked = Recipe(
      id: "mine-saltfish", name: "Salt fish", prepMinutes: 15, cookMinutes: 30,
      totalMinutes: 525)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: soaked, servings: nil))
        == "Prep 15 min · Cook 30 min · Waiting 8 h · Total 8 h 45 min")
    // Ten minutes more is a rounded total, not a wait.
    let rounded = Recipe(
      id: "mine-rounded", name: "Rounded", prepMinutes: 10, cookMinutes: 40, totalMinutes: 60)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: rounded, servings: nil))
        == "Prep 10 min · Cook 40 min · Total 1 h")
    // Without both parts, what the rest is spent on is not known.
    let chilled = Recipe(id: "mine-chilled", name: "Chilled", prepMinutes: 20, totalMinutes: 260)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: chilled, servings: nil))
        == "Prep 20 min · Total 4 h 20 min")
  }

  /// A cure or a chilled soup is never cooked: the catalog says 0 minutes, which is no fact
  /// worth a "Cook 0 min"; the cure's days are the wait.
  @Test func noCookingIsNotSaidAsZeroMinutes() {
    let gravlaks = Recipe(
      id: "catalog-46", name: "Gravlaks", prepMinutes: 20, cookMinutes: 0, totalMinutes: 2915)
    #expect(
      Self.plain(RecipeFacts.timesAndServings(of: gravlaks, servings: nil))
        == "Prep 20 min · Waiting 48 h 15 min · Total 48 h 35 min")
  }

  /// A recipe that states no servings is not said to serve the four it is scaled from.
  @Test func noServingsAreInventedForARecipeThatStatesNone() {
    let bread = Recipe(id: "mine-bread", name: "Bread", totalMinutes: 840)
    #expect(Self.plain(RecipeFacts.timesAndServings(of: bread, servings: nil)) == "Total 14 h")
    let bare = Recipe(id: "mine-bare", name: "Only a name")
    #expect(RecipeFacts.timesAndServings(of: bare, servings: nil) == "")
    #expect(IngredientScaling.statedServings(of: bare) == nil)
    let loaf = Recipe(id: "mine-loaf", name: "Loaf", yield: "serves 6")
    #expect(IngredientScaling.statedServings(of: loaf) == 6)
  }

  @Test func factsWrapOnlyBetweenThemselves() {
    let recipe = Recipe(id: "mine-x", name: "X", servings: 2, prepMinutes: 10)
    let facts = RecipeFacts.timesAndServings(of: recipe, servings: 2)
    #expect(facts == "Prep\u{00A0}10\u{00A0}min · Serves\u{00A0}2")
  }

  @Test func theSourceNamesTheAuthorAndTheSite() throws {
    let url = try #require(URL(string: "https://www.oldmill.test/scones"))
    let both = Recipe(id: "mine-a", name: "A", sourceURL: url, author: "Petronella Vos")
    #expect(RecipeFacts.source(of: both) == "By Petronella Vos · oldmill.test")
    let site = Recipe(id: "mine-b", name: "B", sourceURL: url, author: "  ")
    #expect(RecipeFacts.source(of: site) == "oldmill.test")
    #expect(RecipeFacts.source(of: Recipe(id: "mine-c", name: "C")) == nil)
  }

  @Test func theShoppingMarkComparesTheListsServingsWithTheWindows() {
    let recipe = Recipe(id: "mine-soup", name: "Soup", servings: 4)
    var detail = RecipeDetailFeature.State(id: recipe.id)
    detail.recipe = recipe
    #expect(ShoppingListMark(detail, on: ShoppingList()) == .notOnList)
    let asWritten = ShoppingList(
      entries: [ShoppingListEntry(recipeID: recipe.id)], recipes: [recipe])
    #expect(ShoppingListMark(detail, on: asWritten) == .onList)
    detail.chosenServings = 8
    let mark = ShoppingListMark(detail, on: asWritten)
    #expect(mark == .onListFor(servings: 4))
    #expect(mark.buttonText == "Update shopping list")
    #expect(mark.caption == "On the list for 4 servings")
    let forEight = ShoppingList(
      entries: [ShoppingListEntry(recipeID: recipe.id, servings: 8)], recipes: [recipe])
    #expect(ShoppingListMark(detail, on: forEight) == .onList)
  }
}
