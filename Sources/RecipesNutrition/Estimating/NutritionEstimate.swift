/// Nutrition worked out from a recipe's ingredient lines: the totals, per serving, and what
/// each line was taken to be.
public struct NutritionEstimate: Equatable, Sendable {
  /// One ingredient line, and what it counted for.
  public struct Line: Equatable, Sendable {
    /// What became of the line.
    public enum Outcome: Equatable, Sendable {
      /// Counted: `grams` of `food`, with what was assumed if anything (frying oil).
      case counted(food: Food, grams: Double, assumption: Assumption?, source: FoodMatcher.Source)
      /// Accounted for but not counted, as a cook would (to taste, water, optional…).
      case assumed(Assumption, food: Food?)
      /// Not counted, and why.
      case unmatched(UnmatchedReason, food: Food?)
    }

    /// The line as written.
    public let text: String
    /// The ingredient's name as read, the key a cook's correction is kept under.
    public let name: String
    /// What it counted for.
    public let outcome: Outcome
    /// What it holds (none unless counted).
    public let nutrients: Nutrients

    /// The food the line was matched to, if any.
    public var food: Food? {
      switch outcome {
      case .counted(let food, _, _, _): food
      case .assumed(_, let food), .unmatched(_, let food): food
      }
    }

    /// The grams counted, nil unless counted.
    public var grams: Double? {
      if case .counted(_, let grams, _, _) = outcome { return grams }
      return nil
    }

    /// Whether the line is accounted for (counted, or assumed as a cook would).
    public var isMatched: Bool {
      if case .unmatched = outcome { return false }
      return true
    }
  }

  /// Every ingredient line, in order (section headings left out).
  public let lines: [Line]
  /// What the whole recipe holds.
  public let total: Nutrients
  /// How many servings the totals are divided by.
  public let servings: Int

  /// What one serving holds.
  public var perServing: Nutrients {
    total.scaled(by: 1 / Double(max(servings, 1)))
  }

  /// How many lines were matched ("Estimated from 12 of 13 lines").
  public var matchedCount: Int { lines.filter(\.isMatched).count }

  /// The lines not counted for want of a food or a weight.
  public var unmatched: [Line] { lines.filter { !$0.isMatched } }
}

/// Why a line could not be counted.
public enum UnmatchedReason: Equatable, Sendable {
  /// The line gives no amount.
  case noQuantity
  /// No food of the table fits the name.
  case unknownFood
  /// The food has no weight for the line's unit ("no weight for one bunch").
  case noWeight(unit: String)

  /// In a few English words, for the command line's JSON and logs.
  public var summary: String {
    switch self {
    case .noQuantity: "no quantity"
    case .unknownFood: "unknown food"
    case .noWeight(let unit): "no weight for \(unit == "one" ? "one" : "a " + unit) of this food"
    }
  }
}
