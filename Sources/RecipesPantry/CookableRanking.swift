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

/// "What can I make?": recipes ranked by how few of their needs are missing, then by how
/// many are at home, then by name.
public enum CookableRanking {
  /// The matches of `recipes` against `stock`, best first.
  ///
  /// Only those missing at most `maxMissing` (nil: any), at most `limit` (nil: all). A recipe that needs nothing the
  /// pantry can compare (no ingredients) is left out.
  ///
  /// A need is counted once per recipe however many lines name it, and an optional need
  /// never counts. Each food is compared with the pantry once per ranking (`CookableIndex`,
  /// which a library keeps to rank again).
  public static func rank(
    _ recipes: [PantryRecipe], against stock: PantryStock, maxMissing: Int? = nil,
    limit: Int? = nil
  ) -> [CookableMatch] {
    CookableIndex(recipes).rank(against: stock, maxMissing: maxMissing, limit: limit)
  }
}
