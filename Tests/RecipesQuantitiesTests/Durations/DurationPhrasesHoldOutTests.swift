import RecipesQuantities
import Testing

/// Phrases written after the parser, without looking at it, to tell how it does on text it
/// was not shaped by: (step, lower seconds, upper seconds) for each timer.
private let heldOutTable: [(step: String, timers: [[Int?]])] = [
  ("Cover and leave to stand for 5 mins before serving.", [[300, nil]]),
  ("Pop it under the grill for 2-3 mins until bubbling.", [[120, 180]]),
  ("Cook the rice for 18 minutes, then fluff with a fork.", [[1080, nil]]),
  ("Reduce the sauce by half, about 6 to 8 minutes.", [[360, 480]]),
  ("Bake in a 375°F oven 50–55 min or until a skewer comes out clean.", [[3000, 3300]]),
  ("Leave the meringues in the switched-off oven for 1 hour.", [[3600, nil]]),
  ("Refrigerate at least 4 hrs, ideally overnight.", [[14_400, nil]]),
  ("Knead 8–10 minutes, then let rise 1–1½ hours.", [[480, 600], [3600, 5400]]),
  ("Blanch the beans for 90 seconds and plunge into iced water.", [[90, nil]]),
  ("Toast the spices 30–60 seconds, until fragrant.", [[30, 60]]),
  ("Braise, covered, 2 hours 30 minutes.", [[9000, nil]]),
  ("Roast the chicken 1 hr 20 mins at 200C.", [[4800, nil]]),
  ("Steep the tea for three minutes.", [[180, nil]]),
  ("Let it sit for fifteen minutes.", [[900, nil]]),
  ("Poach gently for forty-five minutes.", [[2700, nil]]),
  ("Simmer for about half an hour.", [[1800, nil]]),
  ("Rest the steak for 5 minutes per 100 g.", [[300, nil]]),
  ("Cook the pancakes 1 to 2 minutes on each side.", [[60, 120]]),
  ("Bake 12 minutes for chewy cookies or 14 minutes for crisp ones.", [[720, nil], [840, nil]]),
  ("Fry the onions for 10 minutes, stirring every 2 minutes.", [[600, nil], [120, nil]]),
  ("Soak the chickpeas for 12–24 hours.", [[43_200, 86_400]]),
  ("Pressure-cook for 25 min, then release naturally for 10 min.", [[1500, nil], [600, nil]]),
  ("Whip the cream (about 3 minutes).", [[180, nil]]),
  ("Chill the dough 1 hour or up to 2 days.", [[3600, nil]]),
  ("Microwave in 30-second bursts.", [[30, nil]]),
  ("Cook for 1 minute more.", [[60, nil]]),
  ("Allow to cool for a couple of hours.", [[7200, nil]]),
  ("Cook for 3½ minutes for a runny yolk.", [[210, nil]]),
  ("Set the oven to 220 degrees and bake the bread.", []),
  ("This recipe serves 6 to 8 people.", []),
  ("Adapted from a 1950s cookbook.", []),
  ("Add 3 tablespoons of butter and 250 ml of stock.", []),
  ("Divide into 4 portions of about 200 g each.", []),
  ("Roll out to a 30 x 40 cm rectangle.", []),
  ("Use 2 or 3 eggs depending on size.", []),
  ("In 2019 we changed the spice mix.", []),
  ("Cook until tender.", []),
  ("Add the second half of the flour.", []),
  ("Stir constantly for a minute, then add the wine.", [[60, nil]]),
  ("Bake for 1 1/4 hours.", [[4500, nil]]),
]

@Suite struct DurationPhrasesHoldOutTests {
  @Test(arguments: heldOutTable.indices)
  func findsTheDurations(row: Int) {
    let (step, expected) = heldOutTable[row]
    let found = KitchenDuration.phrases(in: step).map { [$0.seconds, $0.upperBoundSeconds] }
    #expect(found == expected, "\(step)")
  }
}
