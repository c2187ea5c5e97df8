import RecipesLocalization

/// What the cooking window shows, derived from the cooking state by a pure function.
public struct CookingViewState: Equatable, Sendable {
  /// A step timer's button: "25:00" before it starts, the time left while it runs.
  public struct TimerButton: Equatable, Sendable {
    /// Where a timer is in its life.
    public enum Phase: Equatable, Sendable {
      /// Not started (or stopped): a click starts it.
      case ready
      /// Counting down: a click stops it.
      case running
      /// Reached zero: a click starts it again.
      case finished
    }

    /// The button's text.
    public let label: String
    /// What assistive tools (and the end-to-end tests) read: says what a click does.
    public let accessibleLabel: String
    /// Where the timer is.
    public let phase: Phase
    /// The step's phrase it was read from ("25–30 minutes").
    public let phrase: String
    /// What a click does, with the step's phrase: "Start a timer for 25–30 minutes".
    public let tooltip: String
  }

  /// A timer started on another step of the recipe, still running or finished: it stays
  /// in view, with a button that stops it or puts it away, while the cook is on other steps.
  public struct OtherStepTimer: Equatable, Sendable {
    /// The timer the button stops or puts away.
    public let id: CookingTimer.ID
    /// "Step 2 · 4:59", "Step 2 · Time’s up".
    public let label: String
    /// What assistive tools read: says what a click does.
    public let accessibleLabel: String
    /// Running or finished.
    public let phase: TimerButton.Phase
    /// The step's phrase it was read from ("25–30 minutes").
    public let phrase: String
    /// What a click does: "Stop the timer of step 2".
    public let tooltip: String
  }

  /// The running timer the cook stopped last, while Undo is offered for it.
  public struct StoppedTimerNotice: Equatable, Sendable {
    /// The timer Undo gives back.
    public let id: CookingTimer.ID
    /// What its toast says ("Timer of step 2 stopped.").
    public let text: String
  }

  /// The window's title: "Cooking: " and the recipe's name (the recipe's own window keeps
  /// the bare name).
  public let title: String
  /// "Step 2 of 5"; "Ingredients" while they show instead of the step.
  public let stepCounter: String
  /// "For 8 servings"; nil when cooking the recipe as written and it does not say.
  public let servingsText: String?
  /// Whether the step shown is the last.
  ///
  /// "Next" becomes "Done" there, which records the recipe cooked; before it, the window
  /// can only be closed, which records nothing.
  public let isAtLastStep: Bool
  /// The step shown, as written.
  public let stepText: String
  /// One button per duration the step gives.
  public let timers: [TimerButton]
  /// The timers of the recipe's other steps that run or finished, by step.
  public let otherTimers: [OtherStepTimer]
  /// The timer just stopped, while its stop can be undone (this recipe's only).
  public let stoppedTimer: StoppedTimerNotice?
  /// Whether "Previous" can go back.
  public let canGoPrevious: Bool
  /// Whether "Next" can go on.
  public let canGoNext: Bool
  /// Whether the ingredients show instead of the step.
  public let showsIngredients: Bool
  /// The ingredient lines, for the servings and units cooking started with.
  public let ingredients: [String]

  /// The view of the open session, or nil when cooking mode is closed.
  public init?(_ state: CookingFeature.State) {
    guard let session = state.session else { return nil }
    title = localized("Cooking: {recipe}", ["recipe": session.recipeName])
    ingredients = session.ingredients
    showsIngredients = session.showsIngredients
    servingsText = session.servings.map {
      localizedPlural("For {count} serving", "For {count} servings", count: $0)
    }
    isAtLastStep = !session.hasNext
    otherTimers = Self.otherTimers(of: session, in: state)
    stoppedTimer = state.stopped.flatMap { stopped in
      guard stopped.timer.origin.recipeID == session.recipeID else { return nil }
      return StoppedTimerNotice(
        id: stopped.timer.id,
        text: localized(
          "Timer of step {number} stopped.",
          ["number": String(stopped.timer.origin.stepIndex + 1)]))
    }
    canGoPrevious = session.hasPrevious
    canGoNext = session.hasNext
    guard session.steps.indices.contains(session.stepIndex) else {
      stepCounter = localized("No steps")
      stepText = localized("This recipe has no method written down.")
      timers = []
      return
    }
    let step = session.steps[session.stepIndex]
    stepCounter =
      session.showsIngredients
      ? localized("Ingredients")
      : localized(
        "Step {number} of {count}",
        ["number": String(session.stepIndex + 1), "count": String(session.steps.count)])
    stepText = step.text
    timers = step.timers.indices.map { index in
      let origin = CookingTimer.Origin(
        recipeID: session.recipeID, stepIndex: session.stepIndex, timerIndex: index)
      return Self.button(for: step.timers[index], running: state.timer(from: origin))
    }
  }

  /// The latest timer of each of the session's other steps' durations, by step.
  private static func otherTimers(of session: CookingSession, in state: CookingFeature.State)
    -> [OtherStepTimer]
  {
    let shownStep = session.steps.indices.contains(session.stepIndex) ? session.stepIndex : -1
    return state.timers.filter {
      $0.origin.recipeID == session.recipeID && $0.origin.stepIndex != shownStep
        && state.timer(from: $0.origin)?.id == $0.id
    }
    .sorted {
      ($0.origin.stepIndex, $0.origin.timerIndex) < ($1.origin.stepIndex, $1.origin.timerIndex)
    }
    .map { timer in
      let step = String(timer.origin.stepIndex + 1)
      if timer.isFinished {
        return OtherStepTimer(
          id: timer.id,
          label: localized("Step {number} · Time’s up", ["number": step]),
          accessibleLabel: localized(
            "Put away the finished timer of step {number}", ["number": step]),
          phase: .finished, phrase: timer.phrase,
          tooltip: localized("Put away the finished timer of step {number}", ["number": step]))
      }
      let left = CookingClockText.text(seconds: timer.remaining)
      return OtherStepTimer(
        id: timer.id,
        label: localized("Step {number} · {time}", ["number": step, "time": left]),
        accessibleLabel: localized(
          "Stop the timer of step {number}, {time} left", ["number": step, "time": left]),
        phase: .running, phrase: timer.phrase,
        tooltip: localized("Stop the timer of step {number}", ["number": step]))
    }
  }

  private static func button(for stepTimer: StepTimer, running: CookingTimer?) -> TimerButton {
    let full = CookingClockText.text(seconds: stepTimer.seconds)
    guard let running else {
      return TimerButton(
        label: full, accessibleLabel: localized("Start timer {time}", ["time": full]),
        phase: .ready, phrase: stepTimer.text,
        tooltip: localized("Start a timer for {phrase}", ["phrase": stepTimer.text]))
    }
    if running.isFinished {
      return TimerButton(
        label: localized("Time’s up"),
        accessibleLabel: localized("Timer finished, start {time} again", ["time": full]),
        phase: .finished, phrase: stepTimer.text,
        tooltip: localized("Start the timer for {phrase} again", ["phrase": stepTimer.text]))
    }
    let left = CookingClockText.text(seconds: running.remaining)
    return TimerButton(
      label: left, accessibleLabel: localized("Stop timer, {time} left", ["time": left]),
      phase: .running, phrase: stepTimer.text, tooltip: localized("Stop this timer"))
  }
}

/// What the main window's header shows of the kitchen timers.
public struct RunningTimersViewState: Equatable, Sendable {
  /// The indicator's text, beside its alarm icon.
  ///
  /// Each running timer's recipe, step and time left, soonest first, and how many finished
  /// ("Stew, step 3: 4:59 · Stew, step 5: 24:10 · 1 done"). The step tells two timers of one
  /// recipe apart, as the names of GNOME Clocks' timers do.
  public let label: String
  /// The same for assistive tools, naming each timer's recipe.
  public let accessibleLabel: String
  /// Whether there is any timer to show.
  public let isVisible: Bool

  /// The indicator for `state`'s timers.
  public init(_ state: CookingFeature.State) {
    let running = state.runningTimers.sorted { $0.remaining < $1.remaining }
    let finished = state.timers.count - running.count
    var parts = running.map {
      // TRANSLATORS: a running kitchen timer in the main window's timers bar: the recipe,
      // the step it was started from, and the time left ("Stew, step 3: 12:34").
      localized(
        "{recipe}, step {number}: {time}",
        [
          "recipe": $0.recipeName, "number": String($0.origin.stepIndex + 1),
          "time": CookingClockText.text(seconds: $0.remaining),
        ])
    }
    if finished > 0 {
      // TRANSLATORS: kitchen timers that reached zero, in the header's timer indicator.
      parts.append(localizedPlural("{count} done", "{count} done", count: finished))
    }
    label = parts.joined(separator: " · ")
    var spoken = running.map {
      localized(
        "{recipe}, step {number}, {time} left",
        [
          "recipe": $0.recipeName, "number": String($0.origin.stepIndex + 1),
          "time": CookingClockText.text(seconds: $0.remaining),
        ])
    }
    if finished > 0 {
      spoken.append(localizedPlural("{count} finished", "{count} finished", count: finished))
    }
    accessibleLabel = localized("Timers: {list}", ["list": spoken.joined(separator: ", ")])
    isVisible = !state.timers.isEmpty
  }
}
