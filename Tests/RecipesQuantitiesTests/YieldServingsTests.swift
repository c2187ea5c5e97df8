import RecipesQuantities
import Testing

/// The servings a serving's nutrition divides by, read from yields a serving count cannot
/// be read from as they stand (made-up yields, as cooks write them).
@Suite struct YieldServingsTests {
  /// A recipe's stated servings, its yield, the page's serving size and its name, and the
  /// servings and basis they make.
  static let cases: [(Int?, String?, String?, String, YieldServings)] = [
    (4, nil, nil, "Stew", YieldServings(count: 4, basis: .servings)),
    (nil, nil, nil, "Stew", YieldServings(count: 4, basis: .assumed)),
    (6, "1 loaf", nil, "Rye bread", YieldServings(count: 6, basis: .servings)),
    (1, "1 loaf", nil, "Rye bread", YieldServings(count: 10, basis: .wholes(portions: 10))),
    (nil, "1 9-inch pie", nil, "Pecan pie", YieldServings(count: 8, basis: .wholes(portions: 8))),
    (2, "2 loaves", nil, "Rolls", YieldServings(count: 20, basis: .wholes(portions: 10))),
    (12, "12 bars", nil, "Oat bars", YieldServings(count: 12, basis: .pieces)),
    (nil, "24 cookies", nil, "Cookies", YieldServings(count: 24, basis: .pieces)),
    (4, "Serves 4-6", nil, "Soup", YieldServings(count: 5, basis: .range(low: 4, high: 6))),
    (nil, "4 to 6 servings", nil, "Soup", YieldServings(count: 5, basis: .range(low: 4, high: 6))),
    (4, "für 4 Personen", nil, "Suppe", YieldServings(count: 4, basis: .servings)),
    (nil, "4 Portionen", nil, "Suppe", YieldServings(count: 4, basis: .servings)),
    (6, "pour 6 personnes", nil, "Soupe", YieldServings(count: 6, basis: .servings)),
    (
      1, "1 quart", nil, "Tomato soup",
      YieldServings(count: 4, basis: .measured(portion: "1 cup", isPublished: false))
    ),
    (
      2, "makes 2 cups", nil, "Lemon vinaigrette",
      YieldServings(count: 16, basis: .measured(portion: "2 tbsp", isPublished: false))
    ),
    (
      nil, "Makes 3 cups", nil, "Caramel sauce",
      YieldServings(count: 12, basis: .measured(portion: "¼ cup", isPublished: false))
    ),
    (
      4, "4 cups", "1/2-cup", "Granola",
      YieldServings(count: 8, basis: .measured(portion: "1/2-cup", isPublished: true))
    ),
    (
      2, "2 cups", "2 tablespoons", "Dip",
      YieldServings(count: 16, basis: .measured(portion: "2 tablespoons", isPublished: true))
    ),
    (
      4, "4 cups", "1 serving", "Soup",
      YieldServings(count: 4, basis: .measured(portion: "1 cup", isPublished: false))
    ),
    (
      32, "32 tablespoons", nil, "Spice rub",
      YieldServings(count: 32, basis: .measured(portion: "1 tbsp", isPublished: false))
    ),
    (
      nil, "1 litre", nil, "Stock",
      YieldServings(count: 4, basis: .measured(portion: "1 cup", isPublished: false))
    ),
    (
      500, "500 g", nil, "Fudge",
      YieldServings(count: 5, basis: .measured(portion: "100 g", isPublished: false))
    ),
    // Crackers by the half cup and nuts by the quarter (30 g, the FDA's snack), an ice
    // cream by the ⅔ cup; a nut milk is a drink, by the cup.
    (
      nil, "4 cups (about 80 crackers)", nil, "Rosemary parmesan crackers",
      YieldServings(count: 8, basis: .measured(portion: "½ cup", isPublished: false))
    ),
    (
      nil, "3 cups", nil, "Maple spiced pecans",
      YieldServings(count: 12, basis: .measured(portion: "¼ cup", isPublished: false))
    ),
    (
      nil, "300 g", nil, "Roasted mixed nuts",
      YieldServings(count: 10, basis: .measured(portion: "30 g", isPublished: false))
    ),
    (
      nil, "1 quart", nil, "Strawberry ice cream",
      YieldServings(count: 6, basis: .measured(portion: "⅔ cup", isPublished: false))
    ),
    (
      nil, "4 cups", nil, "Homemade almond milk",
      YieldServings(count: 4, basis: .measured(portion: "1 cup", isPublished: false))
    ),
  ]

  @Test(arguments: cases)
  func eachYieldIsServingsACookWouldEat(
    _ servings: Int?, _ yield: String?, _ servingSize: String?, _ name: String,
    _ expected: YieldServings
  ) {
    #expect(
      YieldServings.of(
        servings: servings, yield: yield, servingSize: servingSize, name: name, assumed: 4)
        == expected)
  }
}
