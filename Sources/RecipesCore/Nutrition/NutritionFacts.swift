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

  /// One ingredient line and what it was counted as, with the key a cook's correction of it
  /// is kept under.
  public struct Line: Equatable, Sendable {
    /// The line as written.
    public let text: String
    /// The key the cook's choice of food for its ingredient is kept under (`FoodChoice`).
    public let key: String
    /// The food it was counted as, as the table describes it; nil when none.
    public let food: String?
    /// The grams counted; nil when the line counts nothing.
    public let grams: Double?
    /// What was assumed, or why it was not counted, in the cook's words; nil for a plain line.
    public let note: String?
    /// The cook's own choice for this ingredient, when there is one.
    public let choice: FoodChoice?

    /// Creates a line.
    public init(
      text: String, key: String, food: String?, grams: Double?, note: String? = nil,
      choice: FoodChoice? = nil
    ) {
      self.text = text
      self.key = key
      self.food = food
      self.grams = grams
      self.note = note
      self.choice = choice
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
  /// Which yield the servings were read from ("Yield “1 loaf”: each cut in 10 servings."),
  /// in the reader's language; nil for servings stated as one number.
  public let servingsNote: String?
  /// How many lines were counted (a food and a weight, or an assumption such as water).
  public let countedLines: Int
  /// How many lines there are.
  public let totalLines: Int
  /// The lines not counted.
  public let uncounted: [Uncounted]
  /// Every ingredient line, in order, and what it counted as.
  public let lines: [Line]

  /// Creates the facts of a serving.
  public init(
    calories: Double, fat: Double, saturatedFat: Double, carbohydrate: Double, sugar: Double,
    fiber: Double, protein: Double, salt: Double, servings: Int, countedLines: Int,
    totalLines: Int, uncounted: [Uncounted], lines: [Line] = [], servingsNote: String? = nil
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
    self.servingsNote = servingsNote
    self.countedLines = countedLines
    self.totalLines = totalLines
    self.uncounted = uncounted
    self.lines = lines
  }
}
