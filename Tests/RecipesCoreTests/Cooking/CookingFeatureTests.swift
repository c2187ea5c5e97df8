import RecipesCore
import RecipesTestSupport
import Testing

/// Soft-boiled eggs with timers short enough to count through second by second.
private let eggs = Recipe(
  id: "catalog-eggs", name: "Soft-boiled eggs",
  instructions: """
    Bring a pan of water to the boil.
    Lower in the eggs and boil for 3 seconds.
    Cool them 2 to 4 seconds, the longer for firmer yolks.
    Peel and serve.
    """,
  ingredients: [Ingredient(name: "Eggs", measure: "4")])

@MainActor
@Suite("CookingFeature")
struct CookingFeatureTests {
  private let clock = ManualClock()
  private let inhibitor = RecordingInhibitor()
  private let notifier = RecordingNotifier()

  private func makeStore(_ state: CookingFeature.State = .init()) -> TestStore<
    CookingFeature.State, CookingFeature.Action
  > {
    TestStore(
      initialState: state,
      reducer: CookingFeature(
        clock: clock, inhibitor: inhibitor.client, notifier: notifier.client))
  }

  /// A store already cooking `eggs`, the desktop's token received.
  private func cookingStore() async -> TestStore<CookingFeature.State, CookingFeature.Action> {
    let store = makeStore()
    store.send(.cookTapped(eggs)) { $0.session = CookingSession(recipe: eggs) }
    await store.receive(.inhibitResponse(eggs.id, IdleInhibitor.Token(rawValue: 1))) {
      $0.session?.inhibitToken = IdleInhibitor.Token(rawValue: 1)
    }
    return store
  }

  @Test func cookingShowsOneStepAtATimeAndKeepsTheScreenAwakeUntilDone() async {
    let store = await cookingStore()
    #expect(store.state.session?.steps.count == 4)
    #expect(inhibitor.held == [1])
    store.send(.previousTapped)  // already at the first step: nothing changes
    store.send(.nextTapped) { $0.session?.stepIndex = 1 }
    store.send(.nextTapped) { $0.session?.stepIndex = 2 }
    store.send(.ingredientsToggled) { $0.session?.showsIngredients = true }
    store.send(.nextTapped) {
      $0.session?.stepIndex = 3
      $0.session?.showsIngredients = false
    }
    store.send(.nextTapped)  // the last step: nothing changes
    store.send(.previousTapped) { $0.session?.stepIndex = 2 }
    store.send(.doneTapped) { $0.session = nil }
    await store.finish()
    #expect(
      inhibitor.calls == [
        .inhibit(reason: "Cooking Soft-boiled eggs", token: 1), .release(token: 1),
      ])
  }

  @Test func closingTheWindowReleasesTheScreenToo() async {
    let store = await cookingStore()
    store.send(.windowClosed) { $0.session = nil }
    await store.finish()
    #expect(inhibitor.held.isEmpty)
    #expect(inhibitor.calls.count == 2)
  }

  @Test func anAnswerThatComesAfterCookingEndedIsReleasedAtOnce() async {
    let store = makeStore()
    store.send(.cookTapped(eggs)) { $0.session = CookingSession(recipe: eggs) }
    store.send(.windowClosed) { $0.session = nil }
    await store.receive(.inhibitResponse(eggs.id, IdleInhibitor.Token(rawValue: 1)))
    await store.finish()
    #expect(inhibitor.held.isEmpty)
    #expect(inhibitor.calls.last == .release(token: 1))
  }

  @Test func cookingAnotherRecipeReleasesTheFirstRequest() async {
    let store = await cookingStore()
    store.send(.cookTapped(.mock)) { $0.session = CookingSession(recipe: .mock) }
    await store.receive(.inhibitResponse(Recipe.mock.id, IdleInhibitor.Token(rawValue: 2))) {
      $0.session?.inhibitToken = IdleInhibitor.Token(rawValue: 2)
    }
    store.send(.doneTapped) { $0.session = nil }
    await store.finish()
    #expect(inhibitor.held.isEmpty)
    #expect(inhibitor.calls.count == 4)
  }

  @Test func aTimerCountsDownOnTheClockAndNotifiesWhenItFinishes() async {
    let store = await cookingStore()
    let origin = CookingTimer.Origin(recipeID: eggs.id, stepIndex: 1, timerIndex: 0)
    var timer = CookingTimer(
      id: CookingTimer.ID(1), origin: origin, recipeName: "Soft-boiled eggs",
      phrase: "3 seconds", duration: 3)
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = [timer]
      $0.nextTimerID = CookingTimer.ID(2)
    }
    await clock.advance(by: .milliseconds(999))
    store.assertNoPendingActions()
    for remaining in [2, 1, 0] {
      await clock.advance(by: .seconds(1))
      timer.remaining = remaining
      await store.receive(.timerTicked(timer.id)) { $0.timers = [timer] }
    }
    #expect(store.state.timers.first?.isFinished == true)
    #expect(store.state.runningTimers.isEmpty)
    store.send(.doneTapped) { $0.session = nil }
    await store.finish()
    #expect(
      notifier.notifications == [
        TimerNotifier.Notification(
          id: "timer-1", title: "Timer done: 0:03",
          body: "Soft-boiled eggs, step 2: 3 seconds")
      ])
  }

  @Test func twoTimersRunAtOnceAndOutliveCookingMode() async {
    let store = await cookingStore()
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = [self.timer(1, step: 1, index: 0, "3 seconds", 3)]
      $0.nextTimerID = CookingTimer.ID(2)
    }
    await clock.advance(by: .milliseconds(500))
    store.send(.nextTapped) { $0.session?.stepIndex = 1 }
    store.send(.nextTapped) { $0.session?.stepIndex = 2 }
    store.send(.timerTapped(stepIndex: 2, timerIndex: 0)) {
      $0.timers.append(self.timer(2, step: 2, index: 0, "2 to 4 seconds", 2))
      $0.nextTimerID = CookingTimer.ID(3)
    }
    #expect(store.state.runningTimers.count == 2)
    // Cooking mode closes; the timers go on.
    store.send(.doneTapped) { $0.session = nil }
    await clock.advance(by: .milliseconds(500))  // 1.0 s
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 2 }
    await clock.advance(by: .milliseconds(500))  // 1.5 s
    await store.receive(.timerTicked(CookingTimer.ID(2))) { $0.timers[1].remaining = 1 }
    await clock.advance(by: .milliseconds(500))  // 2.0 s
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 1 }
    await clock.advance(by: .milliseconds(500))  // 2.5 s
    await store.receive(.timerTicked(CookingTimer.ID(2))) { $0.timers[1].remaining = 0 }
    #expect(store.state.runningTimers.map(\.id) == [CookingTimer.ID(1)])
    await clock.advance(by: .milliseconds(500))  // 3.0 s
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 0 }
    await store.finish()
    #expect(notifier.notifications.map(\.id) == ["timer-2", "timer-1"])
    #expect(inhibitor.held.isEmpty)
  }

  @Test func tappingARunningTimerStopsItAndTappingAgainStartsAfresh() async {
    let store = await cookingStore()
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = [self.timer(1, step: 1, index: 0, "3 seconds", 3)]
      $0.nextTimerID = CookingTimer.ID(2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 2 }
    var stopped = self.timer(1, step: 1, index: 0, "3 seconds", 3)
    stopped.remaining = 2
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = []
      $0.stopped = StoppedTimer(timer: stopped)
    }
    // Kept for Undo, it counts on unseen, and goes at zero without ringing.
    await clock.advance(by: .seconds(5))
    await store.receive(.timerTicked(CookingTimer.ID(1))) {
      $0.stopped?.timer.remaining = 1
      $0.stopped?.undoSecondsLeft = StoppedTimer.undoSeconds - 1
    }
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.stopped = nil }
    store.assertNoPendingActions()
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = [self.timer(2, step: 1, index: 0, "3 seconds", 3)]
      $0.nextTimerID = CookingTimer.ID(3)
    }
    store.send(.timerDismissed(CookingTimer.ID(2))) { $0.timers = [] }
    store.send(.doneTapped) { $0.session = nil }
    await store.finish()
    #expect(notifier.notifications.isEmpty)
  }

  @Test func aStepWithoutThatTimerStartsNothing() async {
    let store = await cookingStore()
    store.send(.timerTapped(stepIndex: 0, timerIndex: 0))
    store.send(.timerTapped(stepIndex: 9, timerIndex: 0))
    store.send(.doneTapped) { $0.session = nil }
    await store.finish()
  }

  @Test func stepsCarryTheirTimersAndTheIngredientsAsWritten() {
    let session = CookingSession(recipe: eggs)
    #expect(session.steps.map { $0.timers.map(\.seconds) } == [[], [3], [2], []])
    #expect(session.steps[2].timers.first?.text == "2 to 4 seconds")
    #expect(session.steps[2].timers.first?.upperBoundSeconds == 4)
    #expect(session.ingredients == ["4 Eggs"])
    #expect(!session.hasPrevious && session.hasNext)
  }

  private func timer(_ id: Int, step: Int, index: Int, _ phrase: String, _ seconds: Int)
    -> CookingTimer
  {
    CookingTimer(
      id: CookingTimer.ID(id),
      origin: CookingTimer.Origin(recipeID: eggs.id, stepIndex: step, timerIndex: index),
      recipeName: eggs.name, phrase: phrase, duration: seconds)
  }
}

@Suite struct CookingClockTextTests {
  @Test(arguments: [
    (0, "0:00"), (45, "0:45"), (60, "1:00"), (1500, "25:00"), (3599, "59:59"),
    (3600, "1:00:00"), (4500, "1:15:00"), (36_005, "10:00:05"), (-3, "0:00"),
  ])
  func writesSecondsAsAKitchenTimer(seconds: Int, text: String) {
    #expect(CookingClockText.text(seconds: seconds) == text)
  }
}
