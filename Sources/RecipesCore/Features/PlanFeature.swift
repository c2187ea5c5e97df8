/// The meal planner: the week shown, its entries, and what can be done to them.
///
/// The library keeps the plan; the state holds the last read of the week shown. Adding,
/// suggesting and undoing read the week back; moving and removing change the state at once
/// and write behind it, and a failed write reads the week again so the screen shows what
/// is saved. A removal can be undone for `undoDuration` on the injected clock.
public struct PlanFeature: Reducer, Sendable {
  /// What the planner holds.
  public struct State: Equatable, Sendable {
    /// The day it is, as of the last time the planner looked (nil until it opens).
    public var today: PlanDay?
    /// The first day of the week shown (nil until the planner opens).
    public var weekStart: PlanDay?
    /// The week's entries and the recipes they name.
    public var week = PlanWeek()
    /// Waiting for the library.
    public var isLoading = false
    /// Why the plan could not be read or changed.
    public var error: RecipesError?
    /// The entry removed last, while it can still be put back (the banner shows).
    public var removed: PlanEntry?
    /// What the last "Add this week to the shopping list" or "Suggest dinners" did.
    public var notice: Notice?
    /// The dinners the last "Suggest dinners" planned, while its toast offers Undo.
    public var suggested: [PlanEntry] = []
    /// What the last "Add this week to the shopping list" wrote, while its toast offers Undo.
    public var shopped: PlanShoppingChange?
    /// Numbers the reads, so an answer to an older read arriving late is dropped.
    public var readSequence = 0
    /// Whether the planner window is open.
    public var isOpen = false
    /// Counts the asks to show the window, so asking again raises it.
    public var openRequest = 0
    /// The "+" popover's search.
    public var picker = PlanPickerFeature.State()

    /// Creates the planner's state, not yet opened.
    public init() {}

    /// The seven days shown, first weekday first; none before the planner opens.
    public var days: [PlanDay] {
      weekStart.map { $0.through($0.adding(days: 6)) } ?? []
    }

    /// The days shown as a range, if the planner is open.
    public var dayRange: ClosedRange<PlanDay>? {
      weekStart.map { $0...$0.adding(days: 6) }
    }
  }

  /// A short report of something the planner did for the cook.
  public enum Notice: Equatable, Sendable {
    /// The week's recipes went on the shopping list: how many were added (or added to),
    /// and how many were on it already with nothing more to buy.
    case addedToShoppingList(recipes: Int, alreadyListed: Int = 0)
    /// What "Add this week to the shopping list" did was taken back.
    case shoppingUndone
    /// Dinners were suggested: how many were planned.
    case suggestedDinners(count: Int)
  }

  /// What can happen in the planner.
  public enum Action: Equatable, Sendable {
    /// The planner opened: show the week of today.
    case opened
    /// "Plan" was pressed: open the window (or raise it) on the week of today.
    case openTapped
    /// The planner window was closed.
    case windowClosed
    /// Something happened in the "+" popover's search.
    case picker(PlanPickerFeature.Action)
    /// "Previous week" was pressed.
    case previousWeekTapped
    /// "Next week" was pressed.
    case nextWeekTapped
    /// "Today" was pressed: show the week of today.
    case todayTapped
    /// The library answered read number `sequence`.
    case loaded(sequence: Int, Result<PlanWeek, RecipesError>)
    /// A recipe was chosen for a day and meal, for `servings` (nil: as written).
    case addRecipeTapped(Recipe.ID, day: PlanDay, meal: Meal, servings: Int?)
    /// A note was written for a day and meal.
    case addNoteTapped(String, day: PlanDay, meal: Meal)
    /// An entry was dropped on a day and meal, at `position` there (nil: the end).
    case entryMoved(PlanEntry.ID, day: PlanDay, meal: Meal, position: Int?)
    /// A planned recipe was opened (clicked, or Enter): its window opens at the planned
    /// servings (`AppFeature` opens it).
    case entryActivated(PlanEntry.ID)
    /// A planned recipe's servings were changed in place.
    case servingsChanged(PlanEntry.ID, Int)
    /// An entry's remove button was pressed.
    case removeTapped(PlanEntry.ID)
    /// The library took the entry off the plan (or failed to).
    case removeResponse(Result<PlanEntry, RecipesError>)
    /// "Undo" was pressed in the banner.
    case undoTapped
    /// The time to undo ran out: the banner goes.
    case undoExpired
    /// "Add this week to the shopping list" was pressed.
    case addWeekToShoppingListTapped
    /// The week's recipes went on the shopping list (or did not).
    case addedToShoppingList(Result<PlanShoppingChange, RecipesError>)
    /// "Undo" was pressed on the shopping toast: what it wrote is taken back.
    case undoShoppingTapped
    /// What the week put on the shopping list was taken back (or could not be).
    case shoppingUndoFinished(Result<PlanShoppingChange, RecipesError>)
    /// "Suggest dinners" was pressed: it picks from the whole library, never within the
    /// Recipes view's search (`PlanText.suggestionSource` says so by the button).
    case suggestDinnersTapped
    /// Dinners were planned (or not): the entries planned.
    case suggestedDinners(Result<[PlanEntry], RecipesError>)
    /// "Undo" was pressed on the suggestion's toast: the dinners it planned go.
    case undoSuggestionTapped
    /// An entry was planned, moved or put back: the week is read again.
    case changed
    /// A change could not be saved.
    case writeFailed(RecipesError)
  }

  /// How long Undo stays offered after a removal.
  public static let undoDuration = Duration.seconds(6)

  private enum CancelID { case undoTimer }

  private let library: Library
  /// The week's writes, saved in the order the cook made them (two quick clicks on a
  /// servings arrow, a move after a move).
  private let writes = WritesInOrder()
  private let picker: PlanPickerFeature
  private let clock: any Clock<Duration>
  private let firstWeekday: Int
  private let today: @Sendable () -> PlanDay
  private let newID: @Sendable () -> PlanEntry.ID
  private let seed: @Sendable () -> UInt64

  /// Creates the planner: weeks start on `firstWeekday` (1 is Sunday, as in
  /// `Calendar.firstWeekday`) and `today` says the day it is; `newID` names new entries;
  /// `seed` seeds each suggestion's random order.
  ///
  /// This file does without Foundation (`PlanDay.today(in:now:)` turns a calendar and the
  /// time into a day): with it imported, `any Clock<Duration>` is not opened for the undo
  /// timer's generic sleep.
  public init(
    library: Library, clock: any Clock<Duration>, firstWeekday: Int,
    today: @escaping @Sendable () -> PlanDay,
    newID: @escaping @Sendable () -> PlanEntry.ID = { .random() },
    seed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) {
    self.library = library
    self.picker = PlanPickerFeature(library: library, today: today)
    self.clock = clock
    self.firstWeekday = firstWeekday
    self.today = today
    self.newID = newID
    self.seed = seed
  }

  /// Applies a planner action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .opened, .todayTapped:
      let today = today()
      state.today = today
      state.weekStart = today.startOfWeek(firstWeekday: firstWeekday)
      return read(&state)

    case .openTapped:
      state.isOpen = true
      state.openRequest += 1
      return reduce(into: &state, action: .opened)

    case .windowClosed:
      state.isOpen = false
      state.picker = PlanPickerFeature.State()
      return .none

    case .picker(let pickerAction):
      return picker.reduce(into: &state.picker, action: pickerAction).map(Action.picker)

    case .previousWeekTapped, .nextWeekTapped:
      guard let start = state.weekStart else { return .none }
      state.weekStart = start.adding(days: action == .nextWeekTapped ? 7 : -7)
      return read(&state)

    case .loaded(let sequence, let result):
      guard sequence == state.readSequence else { return .none }
      state.isLoading = false
      switch result {
      case .success(let week):
        state.week = week
        state.error = nil
      case .failure(let error):
        state.error = error
      }
      return .none

    case .addRecipeTapped(let id, let day, let meal, let servings):
      let entryID = newID()
      return change { library in
        _ = try await PlanChanges.addRecipe(
          id, servings: servings, day: day, meal: meal, entryID: entryID, in: library)
      }

    case .addNoteTapped(let text, let day, let meal):
      let note = PlanEntry.trimmedNote(text)
      guard !note.isEmpty else { return .none }
      let entry = PlanEntry(id: newID(), day: day, meal: meal, content: .note(note))
      return change { library in _ = try await library.addPlanEntry(entry) }

    case .entryMoved(let id, let day, let meal, let position):
      move(id, to: day, meal: meal, position: position, in: &state)
      return change { library in _ = try await library.movePlanEntry(id, day, meal, position) }

    case .entryActivated:
      return .none

    case .servingsChanged(let id, let servings):
      let count = min(max(servings, 1), IngredientScaling.servingsRange.upperBound)
      guard let index = state.week.entries.firstIndex(where: { $0.id == id }),
        case .recipe(let recipeID, let planned) = state.week.entries[index].content,
        planned != count
      else { return .none }
      state.week.entries[index].content = .recipe(recipeID, servings: count)
      let entry = state.week.entries[index]
      // Put back as it is now: same place, same id, the new servings.
      return change { library in try await library.restorePlanEntry(entry) }

    case .removeTapped(let id):
      state.week.entries.removeAll { $0.id == id }
      state.suggested.removeAll { $0.id == id }
      let removed = writes.queue { [library] in
        await Result(catching: { try await library.removePlanEntry(id) })
      }
      return .run { send in await send(.removeResponse(await removed.value)) }

    case .removeResponse(.success(let entry)):
      state.removed = entry
      return .send(.undoExpired, after: Self.undoDuration, on: clock, id: CancelID.undoTimer)

    case .removeResponse(.failure(let error)):
      return reduce(into: &state, action: .writeFailed(error))

    case .undoTapped:
      guard let entry = state.removed else { return .none }
      state.removed = nil
      return .merge(
        .cancel(id: CancelID.undoTimer),
        change { library in try await library.restorePlanEntry(entry) })

    case .undoExpired:
      state.removed = nil
      return .cancel(id: CancelID.undoTimer)

    case .addWeekToShoppingListTapped:
      guard let days = state.dayRange, let today = state.today else { return .none }
      return .run { [library] send in
        await send(
          .addedToShoppingList(
            await Result(catching: {
              try await PlanChanges.addToShoppingList(days, from: today, in: library)
            })))
      }

    case .addedToShoppingList(.success(let change)):
      state.notice = .addedToShoppingList(
        recipes: change.added, alreadyListed: change.alreadyListed)
      state.suggested = []
      state.shopped = change.isEmpty ? nil : change
      return .none

    case .undoShoppingTapped:
      guard let change = state.shopped else { return .none }
      state.shopped = nil
      return .run { [library] send in
        await send(
          .shoppingUndoFinished(
            await Result(catching: {
              try await PlanChanges.undoShopping(change, in: library)
              return change
            })))
      }

    case .shoppingUndoFinished(.success):
      state.notice = .shoppingUndone
      return .none

    case .shoppingUndoFinished(.failure(let error)):
      state.error = error
      return .none

    case .suggestDinnersTapped:
      guard let days = state.dayRange, let today = state.today else { return .none }
      let seed = seed()
      return .run { [library, newID] send in
        let planned = await Result(catching: {
          try await PlanChanges.suggestDinners(
            days, matching: SearchQuery(), today: today, seed: seed, newID: newID, in: library)
        })
        await send(.suggestedDinners(planned))
      }

    case .suggestedDinners(.success(let entries)):
      state.notice = .suggestedDinners(count: entries.count)
      state.suggested = entries
      state.shopped = nil
      return read(&state)

    case .undoSuggestionTapped:
      let entries = state.suggested
      guard !entries.isEmpty else { return .none }
      state.suggested = []
      state.notice = nil
      let ids = Set(entries.map(\.id))
      state.week.entries.removeAll { ids.contains($0.id) }
      return change { library in
        for entry in entries {
          // One the cook already took off, or moved and took off, is gone already.
          do { _ = try await library.removePlanEntry(entry.id) } catch RecipesError.notFound {}
        }
      }

    case .addedToShoppingList(.failure(let error)), .suggestedDinners(.failure(let error)):
      state.error = error
      return .none

    case .changed:
      return read(&state)

    case .writeFailed(let error):
      let effect = read(&state)
      state.error = error
      return effect
    }
  }

  // MARK: - Effects

  private func read(_ state: inout State) -> Effect<Action> {
    guard let days = state.dayRange else { return .none }
    state.readSequence += 1
    state.isLoading = true
    return .run { [library, sequence = state.readSequence] send in
      await send(
        .loaded(
          sequence: sequence,
          await Result(catching: { try await PlanChanges.week(days, in: library) })))
    }
  }

  /// Runs `body` on the library after the writes asked for before it, then reads the week
  /// again; a failure is `writeFailed`.
  private func change(_ body: @escaping @Sendable (Library) async throws -> Void)
    -> Effect<Action>
  {
    // Queued now, while the reducer runs in the order of the cook's actions.
    let written = writes.queueChange { [library] in try await body(library) }
    return .run { send in
      if let error = await written.value {
        await send(.writeFailed(error))
        return
      }
      await send(.changed)
    }
  }
}
