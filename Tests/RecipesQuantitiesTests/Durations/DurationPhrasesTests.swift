import RecipesQuantities
import Testing

/// The durations our own steps hold, as (lower, upper) seconds: written for this project,
/// one row per way a recipe says how long.
private let durationTable: [(step: String, timers: [Span])] = [
  // Plain amounts and units
  ("Bake for 25 minutes.", [.init(1500)]),
  ("Boil the eggs 9 min, then cool.", [.init(540)]),
  ("Microwave on high for 45 seconds.", [.init(45)]),
  ("Whisk for 30 secs until frothy.", [.init(30)]),
  ("Let the dough rise 2 hours in a warm place.", [.init(7200)]),
  ("Slow-cook 8 hrs on low.", [.init(28_800)]),
  ("Roast 3 h, basting now and then.", [.init(10_800)]),
  ("Marinate the lamb 12mins", [.init(720)]),
  ("Steam for 1 minute only.", [.init(60)]),
  // Ranges
  ("Bake for 25–30 minutes, until golden.", [.init(1500, 1800)]),
  ("Cook 10-15 min over medium heat.", [.init(600, 900)]),
  ("Grill 2 to 3 minutes per side.", [.init(120, 180)]),
  ("Sear 4 or 5 minutes each side.", [.init(240, 300)]),
  ("Chill between 20 and 25 minutes.", [.init(1200, 1500)]),
  ("Braise 2 — 3 hours.", [.init(7200, 10_800)]),
  ("Rest 45 minutes to 1 hour.", [.init(2700, 3600)]),
  ("Proof for 30 minutes-1 hour.", [.init(1800, 3600)]),
  ("Stir for a minute or two.", [.init(60, 120)]),
  ("Leave an hour or two, then knead.", [.init(3600, 7200)]),
  ("Roast 1 to 1½ hours.", [.init(3600, 5400)]),
  ("Simmer 1 1/2-2 hours, covered.", [.init(5400, 7200)]),
  ("Bake 1 hour 10 minutes to 1 hour 20 minutes.", [.init(4200, 4800)]),
  ("Fry 3-4 mins.", [.init(180, 240)]),
  // Compounds
  ("Simmer 1 hr 15 min.", [.init(4500)]),
  ("Bake 1 hour and 15 minutes.", [.init(4500)]),
  ("Blend 1 minute 30 seconds.", [.init(90)]),
  ("Cook 2h 30min.", [.init(9000)]),
  // Fractions and words
  ("Braise for 1½ hours.", [.init(5400)]),
  ("Braise for 1 ½ hours.", [.init(5400)]),
  ("Roast 1 1/2 hours.", [.init(5400)]),
  ("Simmer 1.5 hrs.", [.init(5400)]),
  ("Cook ½ hour.", [.init(1800)]),
  ("Cook 1/2 hour.", [.init(1800)]),
  ("Bake ¾ hour.", [.init(2700)]),
  ("Let it cool for an hour.", [.init(3600)]),
  ("Rest for a minute.", [.init(60)]),
  ("Simmer half an hour.", [.init(1800)]),
  ("Bake a half hour.", [.init(1800)]),
  ("Bake an hour and a half.", [.init(5400)]),
  ("Stew one and a half hours.", [.init(5400)]),
  ("Stew 1 and a half hours.", [.init(5400)]),
  ("Knead for ten minutes.", [.init(600)]),
  ("Bake twenty-five minutes.", [.init(1500)]),
  ("Bake twenty five minutes.", [.init(1500)]),
  ("Poach for a quarter of an hour.", [.init(900)]),
  ("Roast three quarters of an hour.", [.init(2700)]),
  ("Roast three-quarters of an hour.", [.init(2700)]),
  ("Toast a couple of minutes.", [.init(120)]),
  ("Cook another minute.", [.init(60)]),
  ("Cook a further 10 minutes.", [.init(600)]),
  ("Cook 2 more minutes.", [.init(120)]),
  ("Cook for five to six minutes.", [.init(300, 360)]),
  // Where the phrase sits
  ("Roast (40 minutes) until the skin crackles.", [.init(2400)]),
  ("Use a 30-minute timer.", [.init(1800)]),
  ("A 12-hour brine keeps it moist.", [.init(43_200)]),
  ("Simmer 10 minutes, then bake 25 minutes.", [.init(600), .init(1500)]),
  ("Boil 5 minutes; drain; rest 10 minutes.", [.init(300), .init(600)]),
  ("Bake at 180°C for 20 minutes.", [.init(1200)]),
  ("Heat oven to 350 °F (175 °C). Bake 40 min.", [.init(2400)]),
  // Not durations
  ("Preheat the oven to 200 °C / gas mark 6.", []),
  ("Heat the oven to 425F.", []),
  ("Serves 4.", []),
  ("Makes 12 to 14 cookies.", []),
  ("My grandmother wrote this in 1962.", []),
  ("Add 2 cups of flour and 1½ tsp salt.", []),
  ("Add a second coat of glaze.", []),
  ("Mince 3 cloves of garlic.", []),
  ("Cut into 2 cm pieces.", []),
  ("Whisk in the eggs one at a time.", []),
  ("Cook for a few minutes.", []),
  ("Leave overnight.", []),
  ("Keeps for up to 3 days in the fridge.", []),
  ("Step 1. Heat the pan.", []),
  ("Fold in 150 g of sugar, 2 m of string aside.", []),
  ("Popular since the 1980s.", []),
  ("Cook for 10 minutes or until 2 cups remain.", [.init(600)]),
]

/// A timer as (lower, upper) seconds, so a table row reads short.
private struct Span: Equatable, CustomStringConvertible {
  let seconds: Int
  let upper: Int?

  init(_ seconds: Int, _ upper: Int? = nil) {
    self.seconds = seconds
    self.upper = upper
  }

  var description: String { upper.map { "\(seconds)…\($0)" } ?? "\(seconds)" }
}

@Suite struct DurationPhrasesTests {
  @Test(arguments: durationTable.indices)
  func findsTheDurations(row: Int) {
    let (step, expected) = durationTable[row]
    let found = KitchenDuration.phrases(in: step).map { Span($0.seconds, $0.upperBoundSeconds) }
    #expect(found == expected, "\(step)")
  }

  @Test func givesWhereEachPhraseIsWritten() {
    let step = "Bake for 25–30 minutes, then rest 1 hr 15 min."
    #expect(
      KitchenDuration.phrases(in: step).map(\.text) == ["25–30 minutes", "1 hr 15 min"])
  }

  @Test func aRangeBetweenAndSpansItsBounds() {
    let step = "Chill between 2 and 3 hours."
    #expect(KitchenDuration.phrases(in: step).map(\.text) == ["between 2 and 3 hours"])
  }

  @Test func aLimitAfterAWaitIsNoWait() {
    let step = "Chill 2 hours (or up to 24 hours), then slice."
    #expect(KitchenDuration.phrases(in: step).map(\.seconds) == [7200])
    #expect(KitchenDuration.phrases(in: "Marinate up to 30 minutes.").map(\.seconds) == [1800])
  }

  @Test func emptyTextHasNoDuration() {
    #expect(KitchenDuration.phrases(in: "").isEmpty)
  }
}
