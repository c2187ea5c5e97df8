import RecipesQuantities
import Testing

/// Whole time fields as recipe sites write them (`prepTime`, `cookTime`, `totalTime`, an
/// app's "Cook time" box), read into minutes: written for this project, one row per shape.
@Suite struct TimeFieldTests {
  @Test(
    arguments: [
      // ISO 8601, every shape sites write
      ("P0Y0M0DT1H20M0.000S", 80), ("PT1.5H", 90), ("PT90M", 90), ("PT1H20M", 80),
      ("pt20m", 20), ("P1DT2H", 1_560), ("PT 1H 20M", 80), (" PT20M\n", 20), ("PT1H 5M", 65),
      ("P0DT0H45M", 45), ("PT20.0M", 20), ("PT1H0M0S", 60), ("PT2H30M0S", 150), ("Pt1h", 60),
      // ISO 8601 written loosely (issue 32): unit words, a day in the time, spaces, case
      ("PT20 Mins", 20), ("PT20Mins", 20), ("PT1 Hour 30 Minutes", 90), ("PT0D4H45M", 285),
      ("pt1h30m", 90), ("P0DT1H", 60), ("PT 1 H 30 M", 90), ("PT1HR", 60), ("PT45MIN", 45),
      ("P T20M", 20),
      // Words
      ("1 hr 20 mins", 80), ("1 hour and 20 minutes", 80), ("1 HR 20 MINS", 80),
      ("1 hr. 20 min.", 80), ("1 hour, 20 minutes", 80), ("1h20", 80), ("1h 20m", 80),
      ("1 hr 20", 80), ("1 hour 20", 80), ("20-25 minutes", 20), ("20 to 25 mins", 20),
      ("About 45 minutes", 45), ("Prep time: 15 min", 15), ("Prep 20 min", 20), ("20m", 20),
      ("20min", 20), ("1 day 2 hours", 1_560), ("2d", 2_880), ("an hour and a half", 90),
      ("twenty-five minutes", 25), ("30 seconds", 1), ("90 seconds", 2), ("1 week", 10_080),
      ("15 minutes or less", 15), ("15 to 30 minutes", 15), ("1½ hours", 90),
      ("1 hr 20 mins", 80), ("Under 30 minutes", 30),
      // Clocks and bare minutes
      ("1:20", 80), ("0:45", 45), ("1:20:00", 80), ("45", 45), (" 45 ", 45), ("7.5", 8),
    ] as [(String, Int)])
  func readsTheMinutes(_ field: String, _ minutes: Int) {
    #expect(KitchenDuration.minutes(field) == minutes, "\(field)")
  }

  /// Nothing, garbage and zero are a time not given: the importer then sums the parts.
  @Test(
    arguments: [
      "", "  ", "PT0S", "PT0M", "P0DT0H0M", "P0Y0M0DT0H0M0.000S", "0", "0 minutes", "0:00",
      "P2M", "P1Y", "PT", "overnight", "a while", "hours", "1:75", "12:3", ":30", "-5", "nan",
      "inf", "PT99999999999999999999H",
    ])
  func readsNoTime(_ field: String) {
    #expect(KitchenDuration.minutes(field) == nil, "\(field)")
  }

  /// A total is as long as the longest reading of a range: "15 to 30 minutes" is 30, as
  /// recipe sites add it up; one time is itself.
  @Test(
    arguments: [
      ("15 to 30 minutes", 30), ("15-30 mins", 30), ("1 to 1½ hours", 90), ("20 minutes", 20),
      ("15 minutes or less", 15), ("45 minutes to an hour", 60), ("PT1H30M", 90),
      ("PT20 Mins", 20), ("1:20", 80), ("a minute or two", 2),
    ] as [(String, Int)])
  func readsTheLongestMinutes(_ field: String, _ minutes: Int) {
    #expect(KitchenDuration.longestMinutes(field) == minutes, "\(field)")
  }

  @Test(arguments: ["", "PT0S", "a while", "PT", "P1Y"])
  func readsNoLongestTime(_ field: String) {
    #expect(KitchenDuration.longestMinutes(field) == nil, "\(field)")
  }

  /// A field holds one time, so units a step would never read as one do: "2 m" of string
  /// in a step, 2 minutes in a field.
  @Test func aFieldReadsUnitsAStepDoesNot() {
    #expect(KitchenDuration.minutes("2 m") == 2)
    #expect(KitchenDuration.phrases(in: "Cut 2 m of string.").isEmpty)
    #expect(KitchenDuration.minutes("3 days") == 4_320)
    #expect(KitchenDuration.phrases(in: "Keeps 3 days.").isEmpty)
  }

  /// The one reader serves both: a phrase reads the same in a field as in a step.
  @Test(
    arguments: [
      ("25–30 minutes", 25), ("1 hr 15 min", 75), ("1½ hours", 90), ("an hour and a half", 90),
      ("a couple of minutes", 2), ("three quarters of an hour", 45), ("1-1/2 hours", 90),
      ("45 minutes to an hour", 45),
    ] as [(String, Int)])
  func aFieldReadsWhatAStepReads(_ phrase: String, _ minutes: Int) {
    #expect(KitchenDuration.minutes(phrase) == minutes)
    #expect(KitchenDuration.phrases(in: "Bake \(phrase).").map(\.seconds) == [minutes * 60])
  }
}
