import Foundation

/// One thing planned for a meal: a recipe for some servings, or a note ("Leftovers").
public struct PlanEntry: Equatable, Hashable, Sendable, Identifiable {
  /// A plan entry's identifier: stable text, the same in the library, the command line and
  /// the calendar.
  public struct ID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
  {
    /// The identifier's text.
    public let rawValue: String

    /// Wraps an identifier's text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal identifier.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A new identifier from `uuid`: `plan-` and its lowercased text.
    public static func new(_ uuid: UUID) -> ID {
      ID(rawValue: "plan-" + uuid.uuidString.lowercased())
    }

    /// A new identifier from a random UUID.
    public static func random() -> ID { new(UUID()) }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Whether `lhs` sorts first, by text.
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What is planned.
  public enum Content: Equatable, Hashable, Sendable {
    /// A recipe, for `servings` people.
    case recipe(Recipe.ID, servings: Int)
    /// A note in place of a recipe ("Pizza night out").
    case note(String)
  }

  /// The entry's identifier.
  public let id: ID
  /// The day it is planned for.
  public var day: PlanDay
  /// The meal it is planned for.
  public var meal: Meal
  /// Its place among the entries of the same day and meal, smallest first.
  public var position: Int
  /// The recipe or note.
  public var content: Content

  /// Creates an entry.
  public init(id: ID, day: PlanDay, meal: Meal, position: Int = 0, content: Content) {
    self.id = id
    self.day = day
    self.meal = meal
    self.position = position
    self.content = content
  }

  /// The recipe planned, if it is not a note.
  public var recipeID: Recipe.ID? {
    if case .recipe(let id, _) = content { id } else { nil }
  }

  /// The servings planned, if it is a recipe.
  public var servings: Int? {
    if case .recipe(_, let servings) = content { servings } else { nil }
  }

  /// The note, if it is one.
  public var note: String? {
    if case .note(let text) = content { text } else { nil }
  }

  /// The longest note kept, in characters: a note names a meal, it is not a recipe.
  public static let noteLimit = 500

  /// A note as written, without white space around it, cut to `noteLimit` characters.
  public static func trimmedNote(_ text: String) -> String {
    String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(noteLimit))
  }

  /// Whether `self` comes before `other` in a plan: by day, meal, position, then id.
  public func isOrdered(before other: PlanEntry) -> Bool {
    (day, meal.order, position, id) < (other.day, other.meal.order, other.position, other.id)
  }
}

/// A recipe the cook finished cooking, and on which day.
public struct CookedRecord: Equatable, Hashable, Sendable {
  /// The recipe.
  public let recipeID: Recipe.ID
  /// The day it was cooked.
  public let day: PlanDay

  /// Creates a record.
  public init(recipeID: Recipe.ID, day: PlanDay) {
    self.recipeID = recipeID
    self.day = day
  }
}
