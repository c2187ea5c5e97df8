/// What a serving of a recipe holds, as worked out from its ingredient lines, and how sure
/// that is: how many lines were counted, and which were not, with why.
public struct NutritionFacts: Equatable, Sendable {
  /// A line that was not counted, and why ("no weight for “bunch”").
  public struct Uncounted: Equatable, Sendable {
    /// The line as written.
    public let text: String
    /// Why it was not counted, in the cook's words.
    public let reason: String

    /// Creates an uncounted line.
    public init(text: String, reason: String) {
      self.text = text
      self.reason = reason
    }
  }

  /// Energy, in kcal.
  public let calories: Double
  /// Fat, in grams.
  public let fat: Double
  /// Saturated fat, in grams.
  public let saturatedFat: Double
  /// Carbohydrate, in grams.
  public let carbohydrate: Double
  /// Sugars, in grams.
  public let sugar: Double
  /// Fibre, in grams.
  public let fiber: Double
  /// Protein, in grams.
  public let protein: Double
  /// Salt, in grams (sodium × 2.5).
  public let salt: Double
  /// The servings the totals are divided by.
  public let servings: Int
  /// How many lines were counted (a food and a weight, or an assumption such as water).
  public let countedLines: Int
  /// How many lines there are.
  public let totalLines: Int
  /// The lines not counted.
  public let uncounted: [Uncounted]

  /// Creates the facts of a serving.
  public init(
    calories: Double, fat: Double, saturatedFat: Double, carbohydrate: Double, sugar: Double,
    fiber: Double, protein: Double, salt: Double, servings: Int, countedLines: Int,
    totalLines: Int, uncounted: [Uncounted]
  ) {
    self.calories = calories
    self.fat = fat
    self.saturatedFat = saturatedFat
    self.carbohydrate = carbohydrate
    self.sugar = sugar
    self.fiber = fiber
    self.protein = protein
    self.salt = salt
    self.servings = servings
    self.countedLines = countedLines
    self.totalLines = totalLines
    self.uncounted = uncounted
  }
}
