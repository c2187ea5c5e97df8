import RecipesCore
import Testing

/// The timers of a step are the durations `KitchenDuration` finds in it (its own tests read
/// the phrases): each with its seconds, its range's upper bound and its words as written.
@Suite struct StepTimersTests {
  @Test func aTimerPerDurationWithThePhraseAsWritten() {
    #expect(
      StepTimers.find(in: "Bake for 25–30 minutes, then rest 1 hr 15 min.") == [
        StepTimer(seconds: 1500, upperBoundSeconds: 1800, text: "25–30 minutes"),
        StepTimer(seconds: 4500, text: "1 hr 15 min"),
      ])
  }

  @Test func aRangeBetweenAndIsQuotedWithItsBounds() {
    #expect(
      StepTimers.find(in: "Chill between 2 and 3 hours.")
        == [StepTimer(seconds: 7200, upperBoundSeconds: 10_800, text: "between 2 and 3 hours")])
  }

  @Test(arguments: [
    "Preheat the oven to 200 °C / gas mark 6.", "Serves 4.", "My grandmother wrote this in 1962.",
    "Add 2 cups of flour.", "Keeps for up to 3 days in the fridge.", "",
  ])
  func noTimerWhereNoWait(_ step: String) {
    #expect(StepTimers.find(in: step).isEmpty)
  }

  @Test func secondsAreRoundedToWholeSeconds() {
    #expect(StepTimers.find(in: "Whisk 0.33 minutes.").map(\.seconds) == [20])
  }
}
