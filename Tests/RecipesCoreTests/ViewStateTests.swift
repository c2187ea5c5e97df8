import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite("View state")
struct ViewStateTests {
  private var loaded: AppFeature.State {
    var state = AppFeature.State()
    state.list.status = .loaded
    state.list.recipes = RecipePages(all: Recipe.mocks.map(\.summary))
    state.list.favoriteIDs = [Recipe.mockPasta.id]
    return state
  }

  @Test func cardsHaveTitleSubtitleThumbnailAndFavorite() {
    let view = RecipeListViewState(loaded)
    #expect(view.status == .cards)
    #expect(view.cards.loaded.map(\.title) == Recipe.mocks.map(\.name))
    #expect(view.cards[0]?.subtitle == "Chicken · American")
    #expect(view.cards[0]?.thumbnailURL == Recipe.mock.thumbnailURL)
    #expect(view.cards.loaded.filter(\.isFavorite).map(\.id) == [Recipe.mockPasta.id])
    #expect(view.banner == nil)
  }

  @Test func refreshRunsOnlyOnlineAndWhenNothingItWouldRaceIsRunning() {
    var state = loaded
    #expect(state.canRefreshNow)
    state.list.isRefreshing = true
    #expect(!state.canRefreshNow, "a refresh is running")
    state.list.isRefreshing = false
    state.search.isSearching = true
    #expect(state.canRefreshNow, "a flag left from a search no longer shown")
    state.search.query = SearchQuery(parsing: "soup")
    #expect(!state.canRefreshNow, "the library is searched")
    state.search.isSearching = false
    state.search.isSearchingRemote = true
    #expect(!state.canRefreshNow, "the remote catalogue is searched")
    state.search.isSearchingRemote = false
    #expect(state.canRefreshNow)
    #expect(state.canRefreshNow == !RecipeListViewState.Parts(state).isBusy)
    state.list.canRefresh = false
    #expect(!state.canRefreshNow, "offline")
  }

  @Test func subtitleWithMissingParts() {
    #expect(RecipeListViewState.subtitle(category: "Dessert", area: nil) == "Dessert")
    #expect(RecipeListViewState.subtitle(category: nil, area: "Thai") == "Thai")
    #expect(RecipeListViewState.subtitle(category: nil, area: nil) == "")
  }

  @Test func loadingBeforeTheLibraryAnswers() {
    var state = AppFeature.State()
    state.list.status = .loading
    #expect(RecipeListViewState(state).status == .loading)
  }

  @Test func emptySearchSaysWhatWasSearched() {
    var state = loaded
    state.search.text = "tofu"
    state.search.query = SearchQuery(words: ["tofu"])
    #expect(RecipeListViewState(state).status == .empty(message: "No recipes match “tofu”"))
  }

  @Test func aHugeQueryIsShortenedInTheEmptyMessage() {
    var state = loaded
    state.search.text = String(repeating: "a", count: 10_000)
    state.search.query = SearchQuery(words: [state.search.text])
    guard case .empty(let message) = RecipeListViewState(state).status else {
      Issue.record("expected the empty state")
      return
    }
    #expect(message.count < 100)
  }

  @Test func searchResultsReplaceTheListAndRespectTheFilters() {
    var state = loaded
    state.search.query = SearchQuery(words: ["d"])
    state.search.results = [Recipe.mockDessert.summary, Recipe.mockPasta.summary]
    state.list.filter.category = "Pasta"
    #expect(RecipeListViewState(state).cards.loaded.map(\.id) == [Recipe.mockPasta.id])
  }

  @Test func anOfflineRefreshShowsTheBannerAndKeepsTheCards() {
    var state = loaded
    state.list.refreshError = .offline
    state.list.isOffline = true
    let view = RecipeListViewState(state)
    #expect(view.banner?.message == "Offline — showing saved recipes")
    #expect(view.banner?.isOffline == true)
    #expect(view.cards.count == Recipe.mocks.count)
  }

  @Test func offlineModeSaysSoWithoutARetryThatCannotWork() {
    var state = AppFeature.State(offline: true)
    state.list.status = .loaded
    state.list.recipes = RecipePages(all: Recipe.mocks.map(\.summary))
    let view = RecipeListViewState(state)
    #expect(view.banner?.message == "Offline mode — showing saved recipes")
    #expect(view.banner?.canRetry == false)
    #expect(!view.canRefresh)
  }

  @Test func theListStaysUntilTheSearchsFirstAnswer() {
    var state = loaded
    state.search.text = "pasta"
    state.search.query = SearchQuery(words: ["pasta"])
    state.search.isSearching = true
    #expect(RecipeListViewState(state).cards.count == Recipe.mocks.count, "no blank page")
    state.search.isSearching = false
    state.search.results = [Recipe.mockPasta.summary]
    #expect(RecipeListViewState(state).cards.loaded.map(\.id) == [Recipe.mockPasta.id])
  }

  @Test func aServerErrorBannerExplainsAndOffersRetry() {
    var state = loaded
    state.list.refreshError = .httpStatus(503)
    let view = RecipeListViewState(state)
    #expect(view.banner?.message == "The recipe server answered with an error (HTTP 503).")
    #expect(view.banner?.canRetry == true)
    #expect(view.banner?.isOffline == false)
  }

  @Test func aLibraryFailureIsAFailedStatus() {
    var state = AppFeature.State()
    state.list.status = .failed(.library("disk I/O error"))
    #expect(
      RecipeListViewState(state).status
        == .failed(message: "The recipe library could not be read (disk I/O error)."))
  }

  @Test func emptyFavoritesExplainHowToAddOne() {
    var state = AppFeature.State()
    state.list.status = .loaded
    state.list.filter.favoritesOnly = true
    guard case .empty(let message) = RecipeListViewState(state).status else {
      Issue.record("expected the empty state")
      return
    }
    #expect(message.contains("favorites"))
  }

  @Test func cardsAndDetailsAreIllustratedByCategoryAndCuisine() {
    let card = RecipeListViewState.Card(
      Recipe.mockPasta.summary, isFavorite: false)
    #expect(card.illustration.motif == .noodles)
    #expect(card.illustration.background == CuisinePalette.colour(for: "Italian"))
    var state = RecipeDetailFeature.State(id: Recipe.mock.id, isFavorite: false)
    state.recipe = .mock
    #expect(
      RecipeDetailViewState(state).illustration
        == Illustration(category: "Chicken", area: "American"))
  }

  @Test func detailShowsEverythingItKnows() {
    var state = RecipeDetailFeature.State(id: Recipe.mock.id, isFavorite: true)
    state.recipe = .mock
    let view = RecipeDetailViewState(state)
    #expect(view.title == "Chicken Pot Pie")
    #expect(view.chips == ["Chicken", "American", "Pie", "Comfort"])
    #expect(view.ingredients.first?.measure == "500 g")
    #expect(view.ingredients.first?.name == "Chicken thighs")
    #expect(view.ingredients.first?.original == "500 g Chicken thighs")
    #expect(view.steps.map(\.number) == [1, 2, 3])
    #expect(view.steps[1].text == "Simmer the filling for 10 minutes.")
    #expect(view.showsSourceButton && view.showsVideoButton && view.isFavorite)
    #expect(view.errorMessage == nil)
  }

  /// A new own recipe with nothing but a name: no empty sections, no invented servings,
  /// no scaling controls, and a hint of what to do instead.
  @Test func aRecipeWithOnlyANameSaysWhatIsMissing() {
    var state = RecipeDetailFeature.State(id: .mine(UUID()))
    state.recipe = Recipe(id: state.id, name: "Gran’s stew")
    let view = RecipeDetailViewState(state)
    #expect(view.facts == nil, "facts of a recipe that states none: \(view.facts ?? "")")
    #expect(view.emptyHint == "No ingredients or steps yet — Edit to add some.")
    #expect(!view.showsScaling)
    #expect(view.notes == nil)
    state.recipe = Recipe(
      id: state.id, name: "Gran’s stew", ingredients: [Ingredient(name: "Beef", measure: "1 kg")],
      notes: "  Better the next day.\n")
    let written = RecipeDetailViewState(state)
    #expect(written.emptyHint == "No steps yet — Edit to add some.")
    #expect(written.showsScaling)
    #expect(written.notes == "Better the next day.")
    // Scaled from the four it is taken to serve, and saying so where the servings are set.
    #expect(written.servings == 4)
    #expect(written.servingsNote?.contains("taken as for 4") == true)
    #expect(written.facts == nil)
    state.chosenServings = 6
    #expect(RecipeDetailViewState(state).facts == "Serves\u{00A0}6")
    state.isLoading = true
    #expect(RecipeDetailViewState(state).emptyHint == nil, "a hint while it still loads")
  }

  @Test func detailWithoutLinksHidesTheButtons() {
    var state = RecipeDetailFeature.State(id: Recipe.mockPasta.id)
    state.recipe = .mockPasta
    let view = RecipeDetailViewState(state)
    #expect(!view.showsSourceButton)
    #expect(!view.showsVideoButton)
    #expect(view.heroImageURL == nil)
  }

  @Test func editNeedsTheRecipeAndDeleteOnlyOwnRecipes() {
    var catalog = RecipeDetailFeature.State(id: Recipe.mock.id, summary: Recipe.mock.summary)
    #expect(!RecipeDetailViewState(catalog).canEdit, "nothing to edit before it loads")
    catalog.recipe = .mock
    #expect(RecipeDetailViewState(catalog).canEdit)
    #expect(!RecipeDetailViewState(catalog).canDelete)
    var own = RecipeDetailFeature.State(id: .mine(UUID()))
    #expect(RecipeDetailViewState(own).canDelete)
    #expect(!RecipeDetailViewState(own).canEdit)
    own.recipe = .mockPasta
    #expect(RecipeDetailViewState(own).canEdit)
  }

  @Test func detailBeforeLoadingShowsTheSummaryAndASpinner() {
    var state = RecipeDetailFeature.State(id: Recipe.mock.id, summary: Recipe.mock.summary)
    state.isLoading = true
    let view = RecipeDetailViewState(state)
    #expect(view.title == "Chicken Pot Pie")
    #expect(view.isLoading)
    #expect(view.ingredients.isEmpty)
  }

  @Test func detailFailureOffersRetryButKeepsThePartialRecipe() {
    var state = RecipeDetailFeature.State(id: Recipe.mock.id)
    state.recipe = Recipe(id: Recipe.mock.id, name: "Chicken Pot Pie")
    state.error = .timedOut
    let view = RecipeDetailViewState(state)
    #expect(view.errorMessage == RecipesError.timedOut.message)
    #expect(view.canRetry)
    #expect(view.title == "Chicken Pot Pie")
  }

  @Test func everyErrorHasAMessage() {
    let errors: [RecipesError] = [
      .offline, .connectionRefused, .timedOut, .tls("bad cert"), .httpStatus(404),
      .tooLarge(limit: 10), .cancelled, .invalidResponse("x"), .notFound, .library("x"),
      .refusedURL("file:///"), .other("x"),
    ]
    #expect(Set(errors.map(\.message)).count == errors.count)
    #expect(
      errors.filter(\.isConnectivity) == [
        .offline, .connectionRefused, .timedOut, .tls("bad cert"),
      ])
  }
}
