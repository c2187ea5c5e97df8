import RecipesCore

extension PlanDay {
  /// The day written `YYYY-MM-DD` in a test; 1970-01-01 (which no test uses) when the text
  /// is not a day, so a typo fails the test rather than crashing it.
  public static func fixed(_ text: String) -> PlanDay {
    PlanDay(parsing: text) ?? PlanDay(dayNumber: 0)
  }
}
