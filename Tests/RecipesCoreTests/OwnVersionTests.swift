import Foundation
import RecipesCore
import Testing

/// Edit on a catalog or remote recipe saves the cook's version of it: marked as theirs on
/// its card, and its window leads back to the original.
@Suite("The cook's version")
struct OwnVersionTests {
  private static let original = Recipe(
    id: "catalog-6", name: "Roast Chicken", category: "Chicken", prepMinutes: 20,
    cookMinutes: 85, totalMinutes: 125)

  @Test func aCopySaysWhatItIsAVersionOfAndEditingItAgainKeepsThat() throws {
    let draft = RecipeDraft(Self.original)
    let copy = try draft.recipe(id: "mine-roast", original: Self.original)
    #expect(copy.basedOn == "catalog-6")
    #expect(copy.summary.basedOn == "catalog-6")
    let again = try RecipeDraft(copy).recipe(id: copy.id, original: copy)
    #expect(again.basedOn == "catalog-6")
    let fresh = try RecipeDraft(Recipe(id: "mine-new", name: "Soup")).recipe(
      id: "mine-new", original: nil)
    #expect(fresh.basedOn == nil)
  }

  @Test func theBasisIsKeptInTheStoredJSON() throws {
    let copy = Recipe(id: "mine-roast", name: "Roast Chicken", basedOn: "catalog-6")
    let data = try JSONEncoder().encode(copy)
    #expect(try JSONDecoder().decode(Recipe.self, from: data) == copy)
    let before = try JSONDecoder().decode(
      Recipe.self, from: Data(#"{"id": "mine-old", "name": "Old"}"#.utf8))
    #expect(before.basedOn == nil)
  }

  @Test func itsCardSaysItIsTheCooksAndItsWindowOpensTheOriginal() throws {
    let copy = try RecipeDraft(Self.original).recipe(id: "mine-roast", original: Self.original)
    let card = RecipeListViewState.Card(copy.summary, isFavorite: false)
    #expect(card.isOwnVersion)
    #expect(card.footnote == "Your version · Total 2 h 5 min")
    #expect(
      RecipeListViewState.Card(Self.original.summary, isFavorite: false).footnote
        == "Total 2 h 5 min")
    var detail = RecipeDetailFeature.State(id: copy.id)
    detail.recipe = copy
    #expect(RecipeDetailViewState(detail).originalID == "catalog-6")
    detail.recipe = Self.original
    #expect(RecipeDetailViewState(detail).originalID == nil)
  }
}
