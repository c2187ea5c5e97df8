import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("PlanFeature")
struct PlanFeatureTests {
  nonisolated static let monday = PlanDay.fixed("2026-11-30")
  nonisolated static let wednesday = PlanDay.fixed("2026-12-02")
  nonisolated static let rendang = Recipe(
    id: "catalog-rendang", name: "Beef Rendang",
    ingredients: [Ingredient(name: "Beef", measure: "1 kg")], servings: 6)
  nonisolated static let soup = Recipe(
    id: "catalog-soup", name: "Leek Soup", category: "Vegetarian",
    ingredients: [Ingredient(name: "Leeks", measure: "2")])

  private func makeStore(
    _ library: InMemoryLibrary, clock: ManualClock = ManualClock(),
    ids: [PlanEntry.ID] = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"]
  ) -> TestStore<PlanFeature.State, PlanFeature.Action> {
    let names = LockedIDs(ids)
    return TestStore(
      initialState: PlanFeature.State(),
      reducer: PlanFeature(
        library: library.client, clock: clock, firstWeekday: 2, today: { Self.wednesday },
        newID: { names.next() }, seed: { 42 }))
  }

  /// Opens the planner on the week of Wednesday 2 December 2026.
  private func open(
    _ store: TestStore<PlanFeature.State, PlanFeature.Action>, week: PlanWeek = PlanWeek()
  ) async {
    store.send(.opened) {
      $0.today = Self.wednesday
      $0.weekStart = Self.monday
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(week))) {
      $0.isLoading = false
      $0.week = week
    }
  }

  @Test func theWeekOfTodayShowsAndTheArrowsMoveBySevenDays() async {
    let library = InMemoryLibrary(recipes: [Self.rendang])
    let nextWeek = PlanEntry(
      id: "n", day: Self.monday.adding(days: 7), meal: .lunch, content: .note("Out"))
    await library.setPlan([nextWeek])
    let store = makeStore(library)
    await open(store)
    #expect(store.state.days.first?.description == "2026-11-30")
    #expect(store.state.days.last?.description == "2026-12-06")

    store.send(.nextWeekTapped) {
      $0.weekStart = PlanDay(year: 2026, month: 12, day: 7)
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(.loaded(sequence: 2, .success(PlanWeek(entries: [nextWeek])))) {
      $0.isLoading = false
      $0.week = PlanWeek(entries: [nextWeek])
    }
    store.send(.previousWeekTapped) {
      $0.weekStart = Self.monday
      $0.isLoading = true
      $0.readSequence = 3
    }
    await store.receive(.loaded(sequence: 3, .success(PlanWeek()))) {
      $0.isLoading = false
      $0.week = PlanWeek()
    }
    await store.finish()
  }

  @Test func recipesAndNotesAreAddedAndMovedBetweenDaysAndMeals() async {
    let library = InMemoryLibrary(recipes: [Self.rendang, Self.soup])
    let store = makeStore(library)
    await open(store)

    store.send(.addRecipeTapped(Self.rendang.id, day: Self.wednesday, meal: .dinner, servings: nil))
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 2
    }
    let rendang = PlanEntry(
      id: "p1", day: Self.wednesday, meal: .dinner, position: 0,
      content: .recipe(Self.rendang.id, servings: 6))
    let recipes = [Self.rendang.id: Self.rendang.summary]
    await store.receive(
      .loaded(sequence: 2, .success(PlanWeek(entries: [rendang], recipes: recipes)))
    ) {
      $0.isLoading = false
      $0.week = PlanWeek(entries: [rendang], recipes: recipes)
    }

    store.send(.addNoteTapped("  Leftovers \n", day: Self.monday, meal: .dinner))
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 3
    }
    let note = PlanEntry(
      id: "p2", day: Self.monday, meal: .dinner, position: 0, content: .note("Leftovers"))
    await store.receive(
      .loaded(sequence: 3, .success(PlanWeek(entries: [note, rendang], recipes: recipes)))
    ) {
      $0.isLoading = false
      $0.week = PlanWeek(entries: [note, rendang], recipes: recipes)
    }
    store.send(.addNoteTapped("   ", day: Self.monday, meal: .lunch))

    // The rendang is dropped before the note on Monday: it moves at once.
    var movedRendang = rendang
    movedRendang.day = Self.monday
    var pushedNote = note
    pushedNote.position = 1
    store.send(.entryMoved("p1", day: Self.monday, meal: .dinner, position: 0)) {
      $0.week.entries = [movedRendang, pushedNote]
    }
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 4
    }
    let moved = PlanWeek(entries: [movedRendang, pushedNote], recipes: recipes)
    await store.receive(.loaded(sequence: 4, .success(moved))) { $0.isLoading = false }
    #expect(await library.plan == [movedRendang, pushedNote])
    await store.finish()
  }

  @Test func anUnknownRecipeIsNotPlanned() async {
    let store = makeStore(InMemoryLibrary())
    await open(store)
    store.send(.addRecipeTapped("catalog-none", day: Self.monday, meal: .lunch, servings: 2))
    await store.receive(.writeFailed(.notFound)) {
      $0.error = .notFound
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(.loaded(sequence: 2, .success(PlanWeek()))) {
      $0.isLoading = false
      $0.error = nil
    }
    await store.finish()
  }

  @Test func aRemovalCanBeUndoneUntilItsTimeRunsOut() async {
    let library = InMemoryLibrary(recipes: [Self.rendang])
    let entry = PlanEntry(
      id: "a", day: Self.wednesday, meal: .dinner, content: .recipe(Self.rendang.id, servings: 2))
    await library.setPlan([entry])
    let clock = ManualClock()
    let store = makeStore(library, clock: clock)
    let week = PlanWeek(entries: [entry], recipes: [Self.rendang.id: Self.rendang.summary])
    await open(store, week: week)

    store.send(.removeTapped("a")) { $0.week.entries = [] }
    await store.receive(.removeResponse(.success(entry))) { $0.removed = entry }
    #expect(PlanWeekViewState(store.state).undoText == "Removed “Beef Rendang” from the plan")
    await clock.advance(by: .seconds(5))
    store.send(.undoTapped) { $0.removed = nil }
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(.loaded(sequence: 2, .success(week))) {
      $0.isLoading = false
      $0.week = week
    }
    await clock.advance(by: .seconds(10))

    store.send(.removeTapped("a")) { $0.week.entries = [] }
    await store.receive(.removeResponse(.success(entry))) { $0.removed = entry }
    await clock.advance(by: PlanFeature.undoDuration - .milliseconds(1))
    store.assertNoPendingActions()
    await clock.advance(by: .milliseconds(1))
    await store.receive(.undoExpired) { $0.removed = nil }
    store.send(.undoTapped)
    #expect(await library.plan.isEmpty)
    await store.finish()
  }

  @Test func theWeekFromTodayGoesOnTheShoppingListAddingToWhatIsThere() async throws {
    let library = InMemoryLibrary(recipes: [Self.rendang, Self.soup])
    let tuesday = Self.monday.adding(days: 1)
    let thursday = Self.wednesday.adding(days: 1)
    let week = [
      // Monday and Tuesday are gone by (today is Wednesday): not shopped for.
      PlanEntry(
        id: "b", day: Self.monday, meal: .lunch, content: .recipe(Self.soup.id, servings: 2)),
      PlanEntry(id: "c", day: Self.monday, meal: .dinner, content: .note("Pizza night out")),
      PlanEntry(
        id: "a", day: tuesday, meal: .dinner, content: .recipe(Self.rendang.id, servings: 4)),
      PlanEntry(
        id: "d", day: Self.wednesday, meal: .dinner,
        content: .recipe(Self.rendang.id, servings: 3)),
      PlanEntry(
        id: "f", day: thursday, meal: .lunch, content: .recipe(Self.soup.id, servings: 5)),
      PlanEntry(
        id: "g", day: thursday, meal: .dinner, content: .recipe(Self.rendang.id, servings: 2)),
    ]
    await library.setPlan(
      week + [
        PlanEntry(
          id: "e", day: Self.monday.adding(days: 7), meal: .dinner,
          content: .recipe(Self.rendang.id, servings: 9))
      ])
    // The cook put the rendang on the list by hand, for 2, before planning: taken for the
    // same meal, so the plan's 5 (3 on Wednesday, 2 on Thursday) is what is bought, not 7.
    try await library.client.addToShoppingList(Self.rendang.id, 2)
    #expect(await library.shopping.entries.map(\.recipeID) == [Self.rendang.id])
    let store = makeStore(library)
    // Nothing to add before the planner shows a week.
    store.send(.addWeekToShoppingListTapped)
    await open(
      store,
      week: PlanWeek(
        entries: week,
        recipes: [Self.rendang.id: Self.rendang.summary, Self.soup.id: Self.soup.summary]))
    store.send(.addWeekToShoppingListTapped)
    let expected = [
      ShoppingListEntry(
        recipeID: Self.rendang.id, servings: 5, planDays: [Self.wednesday, thursday]),
      ShoppingListEntry(recipeID: Self.soup.id, servings: 5, planDays: [thursday]),
    ]
    let change = PlanShoppingChange(
      written: expected, before: [ShoppingListEntry(recipeID: Self.rendang.id, servings: 2)],
      added: 2)
    await store.receive(.addedToShoppingList(.success(change))) {
      $0.notice = .addedToShoppingList(recipes: 2)
      $0.shopped = change
    }
    #expect(await library.shopping.entries == expected)
    #expect(PlanWeekViewState(store.state).noticeText == "Added 2 recipes to the shopping list.")
    #expect(PlanWeekViewState(store.state).noticeUndo == .undoShoppingTapped)

    // Pressed again: every planned day is on the list already, and nothing is counted twice.
    store.send(.addWeekToShoppingListTapped)
    await store.receive(
      .addedToShoppingList(.success(PlanShoppingChange(alreadyListed: 2)))
    ) {
      $0.notice = .addedToShoppingList(recipes: 0, alreadyListed: 2)
      $0.shopped = nil
    }
    #expect(await library.shopping.entries == expected)
    #expect(PlanWeekViewState(store.state).noticeUndo == nil)
    await store.finish()
  }

  @Test func undoTakesBackOnlyWhatTheWeekPutOnTheShoppingList() async throws {
    let library = InMemoryLibrary(recipes: [Self.rendang, Self.soup])
    let thursday = Self.wednesday.adding(days: 1)
    let week = [
      PlanEntry(
        id: "b", day: thursday, meal: .lunch, content: .recipe(Self.soup.id, servings: 3)),
      PlanEntry(
        id: "a", day: thursday, meal: .dinner, content: .recipe(Self.rendang.id, servings: 6)),
    ]
    await library.setPlan(week)
    // The rendang is on the list by hand for the 6 planned: nothing more to buy for it.
    try await library.client.addToShoppingList(Self.rendang.id, 6)
    let store = makeStore(library)
    await open(
      store,
      week: PlanWeek(
        entries: week,
        recipes: [Self.rendang.id: Self.rendang.summary, Self.soup.id: Self.soup.summary]))
    store.send(.addWeekToShoppingListTapped)
    let change = PlanShoppingChange(
      written: [
        ShoppingListEntry(recipeID: Self.soup.id, servings: 3, planDays: [thursday]),
        ShoppingListEntry(recipeID: Self.rendang.id, servings: 6, planDays: [thursday]),
      ],
      before: [ShoppingListEntry(recipeID: Self.rendang.id, servings: 6)], added: 1,
      alreadyListed: 1)
    await store.receive(.addedToShoppingList(.success(change))) {
      $0.notice = .addedToShoppingList(recipes: 1, alreadyListed: 1)
      $0.shopped = change
    }
    #expect(
      PlanWeekViewState(store.state).noticeText
        == "Added 1 recipe to the shopping list. 1 was on it already.")
    store.send(.undoShoppingTapped) { $0.shopped = nil }
    await store.receive(.shoppingUndoFinished(.success(change))) { $0.notice = .shoppingUndone }
    // The soup is gone again; the rendang is as the cook put it there.
    #expect(
      await library.shopping.entries == [
        ShoppingListEntry(recipeID: Self.rendang.id, servings: 6)
      ])
    // A second Undo has nothing left to take back.
    store.send(.undoShoppingTapped)
    await store.finish()
  }

  @Test func aWeekGoneByPutsNothingOnTheShoppingList() async {
    let library = InMemoryLibrary(recipes: [Self.rendang])
    let lastWeek = PlanEntry(
      id: "a", day: Self.monday.adding(days: -7), meal: .dinner,
      content: .recipe(Self.rendang.id, servings: 3))
    await library.setPlan([lastWeek])
    let store = makeStore(library)
    await open(store)
    store.send(.previousWeekTapped) {
      $0.weekStart = Self.monday.adding(days: -7)
      $0.isLoading = true
      $0.readSequence = 2
    }
    let week = PlanWeek(entries: [lastWeek], recipes: [Self.rendang.id: Self.rendang.summary])
    await store.receive(.loaded(sequence: 2, .success(week))) {
      $0.isLoading = false
      $0.week = week
    }
    store.send(.addWeekToShoppingListTapped)
    await store.receive(.addedToShoppingList(.success(PlanShoppingChange()))) {
      $0.notice = .addedToShoppingList(recipes: 0)
    }
    #expect(await library.shopping.entries.isEmpty)
    // Nothing planned from today on: it says so, not that the list has it all.
    #expect(
      PlanText.notice(.addedToShoppingList(recipes: 0))
        == "Nothing is planned from today on this week, so there is nothing to add.")
    #expect(
      PlanText.notice(.addedToShoppingList(recipes: 0, alreadyListed: 2))
        == "The shopping list already has every meal planned from today on.")
    await store.finish()
  }

  @Test func servingsChangedInPlaceAreSavedWhereTheEntryIs() async {
    let library = InMemoryLibrary(recipes: [Self.rendang, Self.soup])
    let first = PlanEntry(
      id: "a", day: Self.monday, meal: .dinner, content: .recipe(Self.rendang.id, servings: 6))
    let second = PlanEntry(
      id: "b", day: Self.monday, meal: .dinner, position: 1,
      content: .recipe(Self.soup.id, servings: 2))
    await library.setPlan([first, second])
    let store = makeStore(library)
    let recipes = [Self.rendang.id: Self.rendang.summary, Self.soup.id: Self.soup.summary]
    await open(store, week: PlanWeek(entries: [first, second], recipes: recipes))

    var changed = first
    changed.content = .recipe(Self.rendang.id, servings: 3)
    store.send(.servingsChanged("a", 3)) { $0.week.entries = [changed, second] }
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(
      .loaded(sequence: 2, .success(PlanWeek(entries: [changed, second], recipes: recipes)))
    ) { $0.isLoading = false }
    #expect(await library.plan == [changed, second])
    #expect(PlanWeekViewState(store.state).days[0].slots[3].cards.map(\.servings) == [3, 2])

    // The same servings again, or a note, change nothing.
    store.send(.servingsChanged("a", 3))
    store.send(.servingsChanged("missing", 5))
    await store.finish()
  }
}

/// Hands out the given identifiers in turn.
final class LockedIDs: Sendable {
  private let remaining: Locked<[PlanEntry.ID]>

  init(_ ids: [PlanEntry.ID]) { remaining = Locked(ids) }

  func next() -> PlanEntry.ID {
    remaining.withLock { $0.isEmpty ? "overflow" : $0.removeFirst() }
  }
}
