/// What the cook chose for an ingredient name in every recipe: a food of the table, or to
/// leave it out ("not a food").
///
/// Kept by the library under the name's correction key (its words folded, so "Green Onions"
/// and "green onion" are one ingredient); the nutrition engine prefers it to any match.
public enum FoodChoice: Equatable, Hashable, Sendable {
  /// The food numbered `id` (a USDA SR number, "11282").
  case food(id: String)
  /// Not a food to count: the line is accounted for and counts nothing.
  case leftOut
}

/// A food the cook may choose for a line: its number and its description.
public struct FoodOption: Equatable, Sendable, Identifiable {
  /// The USDA SR number ("11282").
  public let id: String
  /// The description, as the table writes it ("Onions, raw").
  public let name: String

  /// Creates an option.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
