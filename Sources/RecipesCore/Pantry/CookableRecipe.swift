/// A recipe as "what can I make?" shows it: how much of it is at home and what is missing.
public struct CookableRecipe: Equatable, Identifiable, Sendable {
  /// The recipe.
  public var id: Recipe.ID
  /// Its name.
  public var name: String
  /// How many of what it needs are at home.
  public var have: Int
  /// How many things it needs (what it can do without is not counted).
  public var need: Int
  /// What is missing, as the recipe names it, in its order.
  public var missing: [String]

  /// Creates a ranked recipe.
  public init(id: Recipe.ID, name: String, have: Int, need: Int, missing: [String]) {
    self.id = id
    self.name = name
    self.have = have
    self.need = need
    self.missing = missing
  }
}

/// What "what can I make?" is asked: within which recipes, and how many to give.
public struct CookableRequest: Equatable, Sendable {
  /// The search's words and filters the recipes must pass (empty: every recipe).
  public var query: SearchQuery
  /// Only recipes missing at most this many things; nil: any.
  public var maxMissing: Int?
  /// At most this many recipes; nil: all.
  public var limit: Int?

  /// Creates a request.
  public init(query: SearchQuery = SearchQuery(), maxMissing: Int? = nil, limit: Int? = nil) {
    self.query = query
    self.maxMissing = maxMissing
    self.limit = limit
  }
}

/// The cook's choices about the pantry, kept with the other preferences.
public enum PantryPreferences {
  /// The key under which "staples count as at home" is kept: "true" or "false" (absent:
  /// true).
  public static let staplesAtHomeKey = "pantry.staplesAtHome"

  /// The choice stored as `value` (nil: never chosen, so staples count as at home).
  public static func staplesAtHome(_ value: String?) -> Bool {
    value != "false"
  }
}
