import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The main window's views as state: the one chosen shows, its feature opens the first time
/// only, the choice is remembered in the library and the next launch opens on it.
@MainActor
@Suite("Home views")
struct HomeViewTests {
  private func appStore(_ library: InMemoryLibrary, view: HomeView = .recipes)
    -> TestStore<AppFeature.State, AppFeature.Action>
  {
    TestStore.app(AppFeature.State(view: view), library: library.client, api: .failing)
  }

  private static let emptyPantry = PantryFeature.Contents(items: [], cookable: [])

  @Test func aFirstLaunchShowsTheRecipes() {
    #expect(AppFeature.State().view == .recipes)
    #expect(HomeView.allCases == [.recipes, .plan, .shopping, .pantry])
  }

  @Test func aViewChosenShowsOpensItsFeatureOnceAndIsRemembered() async {
    let library = InMemoryLibrary()
    let store = appStore(library)
    store.send(.viewSelected(.pantry)) {
      $0.view = .pantry
      $0.viewRequest = 1
      $0.pantry.isOpen = true
      $0.pantry.openRequest = 1
      $0.pantry.isLoading = true
      $0.pantry.readSequence = 1
    }
    await store.receive(inAnyOrder: [
      (.pantry(.loaded(sequence: 1, .success(Self.emptyPantry))), { $0.pantry.isLoading = false }),
      (.viewSaveResponse(.success(.pantry)), nil),
    ])
    #expect(await library.preferences == [HomeView.preferenceKey: "pantry"])

    store.send(.viewSelected(.recipes)) {
      $0.view = .recipes
      $0.viewRequest = 2
    }
    await store.receive(.viewSaveResponse(.success(.recipes)))
    // Back to the pantry: shown and asked for again, not read again.
    store.send(.viewSelected(.pantry)) {
      $0.view = .pantry
      $0.viewRequest = 3
    }
    await store.receive(.viewSaveResponse(.success(.pantry)))
    // Asked for while it shows (Ctrl+K again): the window comes forward, nothing is saved.
    store.send(.viewSelected(.pantry)) { $0.viewRequest = 4 }
    await store.finish()
    #expect(await library.preferences == [HomeView.preferenceKey: "pantry"])
  }

  @Test func theViewRememberedOpensItsFeatureAtLaunch() async {
    let library = InMemoryLibrary()
    let store = appStore(library, view: .pantry)
    store.send(.launched) {
      $0.pantry.isOpen = true
      $0.pantry.openRequest = 1
      $0.pantry.isLoading = true
      $0.pantry.readSequence = 1
    }
    await store.receive(inAnyOrder: [
      (.unitDisplayLoaded(nil), nil), (.appearance(.styleLoaded(nil)), nil),
      (.pantry(.loaded(sequence: 1, .success(Self.emptyPantry))), { $0.pantry.isLoading = false }),
    ])
    await store.finish()
    #expect(store.state.view == .pantry)
  }

  @Test func aSettledWindowOpensThePlannerAndTheShoppingListButNotThePantry() async throws {
    let library = InMemoryLibrary()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = 2
    // 2025-03-12 10:00 UTC, a Wednesday.
    let now = Date(timeIntervalSince1970: 1_741_773_600)
    let store = TestStore(
      initialState: AppFeature.State(),
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, calendar: calendar, now: { now }))
    store.send(.windowSettled) {
      $0.plan.isOpen = true
      $0.plan.openRequest = 1
      $0.plan.today = .fixed("2025-03-12")
      $0.plan.weekStart = .fixed("2025-03-10")
      $0.plan.isLoading = true
      $0.plan.readSequence = 1
      $0.shoppingList.isOpen = true
      $0.shoppingList.openRequest = 1
      $0.shoppingList.isLoading = true
      $0.shoppingList.readSequence = 1
    }
    await store.receive(inAnyOrder: [
      (.plan(.loaded(sequence: 1, .success(PlanWeek()))), { $0.plan.isLoading = false }),
      (
        .shoppingList(
          .loaded(sequence: 1, .success(.init(saved: SavedShoppingList(), recipes: [])))),
        { $0.shoppingList.isLoading = false }
      ),
    ])
    // Nothing is shown or remembered: the Recipes view stays, and the pantry is unread.
    #expect(store.state.view == .recipes)
    #expect(!store.state.pantry.isOpen)
    #expect(await library.preferences.isEmpty)
    // Shown later, the planner is not read again.
    store.send(.viewSelected(.plan)) {
      $0.view = .plan
      $0.viewRequest = 1
    }
    await store.receive(.viewSaveResponse(.success(.plan)))
    await store.finish()
  }

  @Test func theShoppingBadgeCountsWhatIsLeftToBuy() throws {
    var state = ShoppingListFeature.State()
    #expect(state.toBuyCount == 0)
    let milk = OwnShoppingItem(id: "milk", text: "2 l milk")
    state.list = ShoppingList(
      entries: [ShoppingListEntry(recipeID: Recipe.mockCremeBrulee.id, servings: nil)],
      recipes: [Recipe.mockCremeBrulee], ownItems: [milk])
    // Four lines of the recipe (cream, yolks, sugar, vanilla) and the cook's milk.
    #expect(state.list.items.count == 4)
    #expect(state.toBuyCount == 5)
    let sugar = try #require(state.list.items.first { $0.text.contains("sugar") })
    state.checkedKeys = [sugar.key, milk.key]
    #expect(state.toBuyCount == 3)
    let cream = try #require(state.list.items.first { $0.text.contains("cream") })
    state.atHomeKeys = [cream.key]
    #expect(state.toBuyCount == 2)
  }
}
