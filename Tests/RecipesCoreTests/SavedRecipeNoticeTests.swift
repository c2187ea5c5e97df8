import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Saving in the editor says so in the saved recipe's window, and shows where it is: the
/// cook's version of a catalog recipe takes its original's window, and its "Show"
/// shows the main window's grid of the cook's own recipes, nothing else narrowing it.
@MainActor
@Suite("Saved recipe notice")
struct SavedRecipeNoticeTests {
  private let feature = AppFeature(
    api: .failing, library: InMemoryLibrary(recipes: [.mockPasta]).client, importer: .failing,
    clock: ManualClock(), opener: .failing, newID: { "mine-version" })

  @Test func theCooksVersionOfACatalogRecipeTakesItsWindowAndSaysWhereItIs() {
    var state = AppFeature.State()
    state.details = [RecipeDetailFeature.State(id: Recipe.mockPasta.id)]
    state.details[0].recipe = .mockPasta
    _ = feature.reduce(into: &state, action: .editTapped(Recipe.mockPasta.id))
    #expect(state.editor?.id == "mine-version", "a catalog recipe is edited as a new one")
    let version = Recipe(id: "mine-version", name: "My Pasta", basedOn: Recipe.mockPasta.id)
    _ = feature.reduce(into: &state, action: .editor(.saveResponse(.success(version))))
    #expect(state.editor == nil)
    #expect(state.details.map(\.id) == ["mine-version"], "the original's window stayed")
    let notice = state.details.first?.savedNotice
    #expect(notice?.isNew == true)
    #expect(notice?.message == "“My Pasta” was saved in My recipes.")
  }

  @Test func savingTwiceSaysItTwice() {
    let scones = Recipe(id: "mine-scones", name: "Scones")
    var state = AppFeature.State()
    state.details = [RecipeDetailFeature.State(id: scones.id)]
    state.details[0].recipe = scones
    _ = feature.reduce(into: &state, action: .editTapped(scones.id))
    _ = feature.reduce(into: &state, action: .editor(.saveResponse(.success(scones))))
    let first = state.details[0].savedNotice
    #expect(first?.message == "Your changes to “Scones” were saved.")
    _ = feature.reduce(into: &state, action: .editTapped(scones.id))
    _ = feature.reduce(into: &state, action: .editor(.saveResponse(.success(scones))))
    #expect(state.details[0].savedNotice != first, "a second save looks like the first")
  }

  @Test func showInMyRecipesShowsTheCooksRecipesAndNothingElseNarrowsThem() {
    var state = AppFeature.State(view: .plan)
    state.details = [RecipeDetailFeature.State(id: "mine-scones")]
    state.list.filter.favoritesOnly = true
    state.list.filter.category = "Dessert"
    state.list.filter.collection = "sunday"
    state.search.text = "cheese"
    let requests = state.viewRequest
    _ = feature.reduce(into: &state, action: .detail("mine-scones", .showInMyRecipesTapped))
    #expect(state.view == .recipes)
    #expect(state.viewRequest == requests + 1, "the main window is not brought forward")
    #expect(state.list.filter == RecipeFilter(mineOnly: true))
    #expect(state.search.text == "")
  }
}
