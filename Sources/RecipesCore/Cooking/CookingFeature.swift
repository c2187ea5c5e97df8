import RecipesLocalization

/// Cooking mode and the kitchen timers.
///
/// Cooking mode shows one recipe a step at a time and keeps the screen awake while it is
/// open. Timers started from its steps live here, outside the session: they keep counting
/// when the cook changes step, closes cooking mode or opens another recipe, and a finished
/// one raises a desktop notification.
public struct CookingFeature: Reducer, Sendable {
  /// Cooking mode, if open, and every timer.
  public struct State: Equatable, Sendable {
    /// The recipe being cooked, while cooking mode is open.
    public var session: CookingSession?
    /// The timers, running and finished, oldest first.
    public var timers: [CookingTimer] = []
    /// The identifier the next timer gets.
    public var nextTimerID = CookingTimer.ID(1)
    /// The running timer the cook stopped last, while its Undo is offered: it counts on
    /// unseen, so Undo gives it back with the time it would have had.
    public var stopped: StoppedTimer?

    /// Creates the state with cooking mode closed and no timer.
    public init() {}

    /// The timers still counting down.
    public var runningTimers: [CookingTimer] { timers.filter { !$0.isFinished } }

    /// The latest timer started from `origin`, running or finished.
    public func timer(from origin: CookingTimer.Origin) -> CookingTimer? {
      timers.last { $0.origin == origin }
    }
  }

  /// What can happen in cooking mode and to its timers.
  public enum Action: Equatable, Sendable {
    /// "Cook" was pressed in a recipe's window: open cooking mode on it, its ingredients
    /// for the window's servings and units (as written when nil).
    case cookTapped(Recipe, scaling: IngredientScaling? = nil)
    /// "Next" (or the right arrow) was pressed.
    case nextTapped
    /// "Previous" (or the left arrow) was pressed.
    case previousTapped
    /// "Ingredients" was toggled: show them instead of the step, or the step again.
    case ingredientsToggled
    /// A step's timer button was pressed: start it, stop it when running, restart it when
    /// finished.
    case timerTapped(stepIndex: Int, timerIndex: Int)
    /// A running timer's second went by.
    case timerTicked(CookingTimer.ID)
    /// A timer was stopped (or a finished one put away) from the main window's header.
    case timerDismissed(CookingTimer.ID)
    /// A running timer's stop button was pressed in cooking mode: it stops, with Undo for
    /// a few seconds.
    case timerStopTapped(CookingTimer.ID)
    /// Undo was pressed after a stop: the timer runs on as if it was never stopped.
    case timerStopUndone(CookingTimer.ID)
    /// The cook closed the stop's Undo: the stopped timer goes for good.
    case timerStopSettled(CookingTimer.ID)
    /// The desktop answered the request to stay awake for a recipe's session.
    case inhibitResponse(Recipe.ID, IdleInhibitor.Token?)
    /// "Done" was pressed at the last step: leave cooking mode and record the recipe cooked
    /// today (before the last step, it only leaves: the recipe was not cooked through).
    case doneTapped
    /// The library recorded the recipe cooked (or failed to; the cook is not bothered).
    case cookedRecorded(Result<Recipe.ID, RecipesError>)
    /// The cooking window went away (closed by the window manager, or the app quit).
    case windowClosed
  }

  private struct TimerCancelID: Hashable, Sendable {
    let id: CookingTimer.ID
  }

  private let clock: any Clock<Duration>
  private let inhibitor: IdleInhibitor
  private let notifier: TimerNotifier
  private let recordCooked: (@Sendable (Recipe.ID) async throws -> Void)?

  /// Creates the feature: timers count on `clock`; `inhibitor` keeps the screen awake while
  /// cooking mode is open, `notifier` tells the cook a timer finished; `recordCooked`, when
  /// given, records a recipe cooked today when "Done" is pressed.
  public init(
    clock: any Clock<Duration>, inhibitor: IdleInhibitor, notifier: TimerNotifier,
    recordCooked: (@Sendable (Recipe.ID) async throws -> Void)? = nil
  ) {
    self.clock = clock
    self.inhibitor = inhibitor
    self.notifier = notifier
    self.recordCooked = recordCooked
  }

  /// Applies a cooking action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cookTapped(let recipe, let scaling):
      let previous = endSession(&state)
      state.session = CookingSession(recipe: recipe, scaling: scaling)
      return .merge(previous, inhibit(for: recipe))

    case .nextTapped:
      guard var session = state.session, session.hasNext else { return .none }
      session.stepIndex += 1
      session.showsIngredients = false
      state.session = session
      return .none

    case .previousTapped:
      guard var session = state.session, session.hasPrevious else { return .none }
      session.stepIndex -= 1
      session.showsIngredients = false
      state.session = session
      return .none

    case .ingredientsToggled:
      state.session?.showsIngredients.toggle()
      return .none

    case .timerTapped(let stepIndex, let timerIndex):
      return timerTapped(stepIndex: stepIndex, timerIndex: timerIndex, in: &state)

    case .timerTicked(let id) where state.stopped?.timer.id == id:
      return stoppedTimerTicked(&state)

    case .timerTicked(let id):
      guard let index = state.timers.firstIndex(where: { $0.id == id }),
        !state.timers[index].isFinished
      else { return .cancel(id: TimerCancelID(id: id)) }
      state.timers[index].remaining -= 1
      guard state.timers[index].isFinished else { return .none }
      return .merge(.cancel(id: TimerCancelID(id: id)), notify(state.timers[index]))

    case .timerDismissed(let id):
      state.timers.removeAll { $0.id == id }
      if state.stopped?.timer.id == id { state.stopped = nil }
      return .cancel(id: TimerCancelID(id: id))

    case .timerStopTapped(let id):
      return stop(id, &state)

    case .timerStopUndone(let id):
      guard let stopped = state.stopped, stopped.timer.id == id else { return .none }
      state.stopped = nil
      // Back in its place among the others, which are kept in the order they started.
      let index = state.timers.firstIndex { $0.id.rawValue > id.rawValue } ?? state.timers.endIndex
      state.timers.insert(stopped.timer, at: index)
      return .none

    case .timerStopSettled(let id):
      guard state.stopped?.timer.id == id else { return .none }
      return settleStopped(&state)

    case .inhibitResponse(let recipeID, let token):
      guard let token else { return .none }
      // The session this answer was for may have ended while the desktop answered.
      guard let session = state.session, session.recipeID == recipeID,
        session.inhibitToken == nil
      else { return release(token) }
      state.session?.inhibitToken = token
      return .none

    case .doneTapped:
      guard let session = state.session, !session.hasNext, let recordCooked else {
        return endSession(&state)
      }
      let id = session.recipeID
      let record = Effect<Action>.run { send in
        await send(
          .cookedRecorded(
            await Result(catching: { () async throws -> Recipe.ID in
              try await recordCooked(id)
              return id
            })))
      }
      return .merge(endSession(&state), record)

    case .cookedRecorded:
      return .none

    case .windowClosed:
      return endSession(&state)
    }
  }

  // MARK: - Timers

  private func timerTapped(stepIndex: Int, timerIndex: Int, in state: inout State)
    -> Effect<Action>
  {
    guard let session = state.session, session.steps.indices.contains(stepIndex),
      session.steps[stepIndex].timers.indices.contains(timerIndex)
    else { return .none }
    let origin = CookingTimer.Origin(
      recipeID: session.recipeID, stepIndex: stepIndex, timerIndex: timerIndex)
    if let running = state.timer(from: origin), !running.isFinished {
      return stop(running.id, &state)
    }
    state.timers.removeAll { $0.origin == origin }
    // Started afresh: the stop of its last run can no longer be undone.
    let settled = state.stopped?.timer.origin == origin ? settleStopped(&state) : .none
    let stepTimer = session.steps[stepIndex].timers[timerIndex]
    let timer = CookingTimer(
      id: state.nextTimerID, origin: origin, recipeName: session.recipeName,
      phrase: stepTimer.text, duration: stepTimer.seconds)
    state.nextTimerID = CookingTimer.ID(state.nextTimerID.rawValue + 1)
    state.timers.append(timer)
    return .merge(settled, ticking(timer, on: clock).cancellable(id: TimerCancelID(id: timer.id)))
  }

  /// Stops the running timer `id`, keeping it (counting) for Undo; a timer stopped before
  /// it goes for good.
  private func stop(_ id: CookingTimer.ID, _ state: inout State) -> Effect<Action> {
    guard let index = state.timers.firstIndex(where: { $0.id == id }),
      !state.timers[index].isFinished
    else { return .none }
    let previous = settleStopped(&state)
    state.stopped = StoppedTimer(timer: state.timers.remove(at: index))
    return previous
  }

  private func stoppedTimerTicked(_ state: inout State) -> Effect<Action> {
    guard var stopped = state.stopped else { return .none }
    stopped.timer.remaining -= 1
    stopped.undoSecondsLeft -= 1
    // Undo's time is over, or the timer's own: it was stopped, so it does not ring.
    guard stopped.timer.isFinished || stopped.undoSecondsLeft <= 0 else {
      state.stopped = stopped
      return .none
    }
    return settleStopped(&state)
  }

  /// The stopped timer goes for good: its count ends.
  private func settleStopped(_ state: inout State) -> Effect<Action> {
    guard let stopped = state.stopped else { return .none }
    state.stopped = nil
    return .cancel(id: TimerCancelID(id: stopped.timer.id))
  }

  private func notify(_ timer: CookingTimer) -> Effect<Action> {
    let notification = TimerNotifier.Notification(
      id: "timer-\(timer.id)",
      title: localized(
        "Timer done: {duration}",
        ["duration": CookingClockText.text(seconds: timer.duration)]),
      body: localized(
        "{recipe}, step {number}: {timer}",
        [
          "recipe": timer.recipeName, "number": String(timer.origin.stepIndex + 1),
          "timer": timer.phrase,
        ]))
    return .run { [notifier] _ in await notifier.notify(notification) }
  }

  // MARK: - Staying awake

  private func inhibit(for recipe: Recipe) -> Effect<Action> {
    .run { [inhibitor] send in
      let token = await inhibitor.inhibit(localized("Cooking {name}", ["name": recipe.name]))
      await send(.inhibitResponse(recipe.id, token))
    }
  }

  private func release(_ token: IdleInhibitor.Token) -> Effect<Action> {
    .run { [inhibitor] _ in await inhibitor.release(token) }
  }

  /// Closes the session and lets the screen sleep again; timers go on.
  private func endSession(_ state: inout State) -> Effect<Action> {
    let token = state.session?.inhibitToken
    state.session = nil
    return token.map(release) ?? .none
  }
}

/// Ticks for `timer` every second of its duration on `clock`, each due at a whole second
/// from now (the tap), so that late wake-ups never add up to a slow timer.
private func ticking(_ timer: CookingTimer, on clock: some Clock<Duration>)
  -> Effect<CookingFeature.Action>
{
  let start = clock.now
  return .run { send in
    for second in 1...max(timer.duration, 1) {
      do {
        try await clock.sleep(until: start.advanced(by: .seconds(second)), tolerance: nil)
      } catch {
        return
      }
      await send(.timerTicked(timer.id))
    }
  }
}
