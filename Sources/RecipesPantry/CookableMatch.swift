/// A recipe as the ranking reads it: its identity, name and needs.
public struct PantryRecipe: Equatable, Sendable {
  /// The recipe's id, as the library keeps it.
  public var id: String
  /// Its name.
  public var name: String
  /// What it needs, one per ingredient line's food (`PantryNeed.needs(of:)`).
  public var needs: [PantryNeed]

  /// Creates a recipe to rank.
  public init(id: String, name: String, needs: [PantryNeed]) {
    self.id = id
    self.name = name
    self.needs = needs
  }
}

/// How one recipe stands against the pantry.
public struct CookableMatch: Equatable, Sendable {
  /// The recipe's id.
  public var id: String
  /// The recipe's name.
  public var name: String
  /// How many of its needs are at home.
  public var have: Int
  /// How many needs it has (optional ones are not counted).
  public var need: Int
  /// The names of the needs not at home, in the recipe's order.
  public var missing: [String]

  /// Creates a match.
  public init(id: String, name: String, have: Int, need: Int, missing: [String]) {
    self.id = id
    self.name = name
    self.have = have
    self.need = need
    self.missing = missing
  }
}
