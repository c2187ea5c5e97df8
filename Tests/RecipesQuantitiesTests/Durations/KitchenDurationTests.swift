import Testing

@testable import RecipesQuantities

@Suite("KitchenDuration")
struct KitchenDurationTests {
  @Test(
    arguments: [
      ("PT1H30M", 90), ("P0DT0H20M", 20), ("PT90M", 90), ("PT0.5H", 30), ("PT1,5H", 90),
      ("PT45S", 1), ("PT20M30S", 21), ("P1D", 1_440), ("P1DT2H", 1_560), ("pt15m", 15),
      (" PT10M ", 10), ("PT1H0M0S", 60), ("PT1H30M0S", 90), ("PT0H45M", 45), ("P0DT1H5M", 65),
      ("PT1.5H", 90), ("P0Y0M0DT0H35M0.000S", 35),
    ] as [(String, Int)])
  func iso8601(_ text: String, _ minutes: Int) {
    #expect(KitchenDuration.minutes(iso8601: text) == minutes)
  }

  @Test(
    arguments: [
      "", "P", "PT", "PT0M", "P0D", "30 minutes", "PT-5M", "PTM", "PT5", "PT5X", "P1Y", "P2M",
      "P1Y0M0DT0H35M", "P0Y2MT5M", "PT1H30", "PT99999999999999999999H", "PT1.2.3M", "1H30M",
    ])
  func iso8601Garbage(_ text: String) {
    #expect(KitchenDuration.minutes(iso8601: text) == nil)
  }

  @Test(
    arguments: [
      ("30 to 45 minutes", 30), ("1 hour", 60), ("45 minutes to an hour", 45),
      ("Less than 15 minutes", 15), ("More than an hour", 60), ("1 hr 15 mins", 75),
      ("1 hour and 30 minutes", 90), ("1½ hours", 90), ("1 1/2 hours", 90), ("45-60 min", 45),
      ("half an hour", 30), ("20", 20), ("2h", 120), ("1h30", 90), ("90 seconds", 2),
      ("10 – 15 Minutes", 10), ("2 days", 2_880),
    ] as [(String, Int)])
  func freeText(_ text: String, _ minutes: Int) {
    #expect(KitchenDuration.minutes(freeText: text) == minutes)
  }

  @Test(arguments: ["", "overnight", "a while", "as long as it takes", "0 minutes", "hours"])
  func freeTextWithoutATime(_ text: String) {
    #expect(KitchenDuration.minutes(freeText: text) == nil)
  }

  @Test func eitherFormIsRecognised() {
    #expect(KitchenDuration.minutes("PT25M") == 25)
    #expect(KitchenDuration.minutes("25 mins") == 25)
  }
}
