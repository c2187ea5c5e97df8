import RecipesQuantities
import Testing

/// Yields as cooks write them, read into how many a per-serving figure divides by.
@Suite struct RecipeYieldTests {
  /// The yield as written, and what it reads as.
  static let yields: [(String, RecipeYield?)] = [
    ("4", RecipeYield(count: 4)),
    ("Serves 4", RecipeYield(count: 4)),
    ("serves 4 to 6", RecipeYield(count: 4, countMax: 6)),
    ("4 to 6", RecipeYield(count: 4, countMax: 6)),
    ("4-6 servings", RecipeYield(count: 4, countMax: 6)),
    ("6 to 8 servings", RecipeYield(count: 6, countMax: 8)),
    ("2 dozen", RecipeYield(count: 24)),
    ("Makes 2 dozen cookies", RecipeYield(count: 24, unit: "cookie")),
    ("makes 12 cookies", RecipeYield(count: 12, unit: "cookie")),
    ("1 loaf", RecipeYield(count: 1, unit: "loaf")),
    ("1 loaf (10 slices)", RecipeYield(count: 10)),
    ("Serves 4 (makes about 12 pancakes)", RecipeYield(count: 4)),
    ("Makes about 2 cups (8 servings)", RecipeYield(count: 8)),
    ("4 servings (8 tacos)", RecipeYield(count: 4)),
    ("Makes 16 squares", RecipeYield(count: 16)),
    ("12 Stücke", RecipeYield(count: 12)),
    ("4 Portionen", RecipeYield(count: 4)),
    ("Für 4 Personen", RecipeYield(count: 4)),
    ("4 personnes", RecipeYield(count: 4)),
    ("pour 6 à 8 personnes", RecipeYield(count: 6, countMax: 8)),
    ("Serves two", RecipeYield(count: 2)),
    ("a dozen muffins", RecipeYield(count: 12, unit: "muffin")),
    ("1 9-inch pie", RecipeYield(count: 1, unit: "pie")),
    ("One 23 cm tart", RecipeYield(count: 1, unit: "tart")),
    ("Makes 4 Cups", RecipeYield(count: 4, unit: "cup")),
    ("1 quart", RecipeYield(count: 1, unit: "quart")),
    ("1 9x13-inch pan", RecipeYield(count: 1, unit: "pan")),
    ("", nil),
    ("to taste", nil),
    ("0 servings", nil),
  ]

  @Test(arguments: yields)
  func eachYieldReadsAsACookMeansIt(_ text: String, _ expected: RecipeYield?) {
    #expect(RecipeYield.read(text) == expected)
  }
}
