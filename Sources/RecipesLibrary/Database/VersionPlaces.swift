import RecipesCore

/// The cook's version of a catalog or remote recipe takes the original's place in the plan
/// and on the shopping list when it is first saved, as it does in the lists; deleted, it
/// gives the place back.
///
/// Without it, a dinner planned before the edit would still open, cook and shop the
/// original, which the grid no longer shows.
enum VersionPlaces {
  /// Moves the plan's entries and the shopping list's line of `original` to `version`;
  /// where `version` is on the list already, the original's line goes.
  static func move(from original: String, to version: String, in connection: SQLiteConnection)
    throws(SQLiteError)
  {
    let ids: [SQLiteValue] = [.text(version), .text(original)]
    try connection.run("UPDATE plan_entries SET recipe_id = ? WHERE recipe_id = ?", ids)
    try connection.run(
      "UPDATE OR IGNORE shopping_recipes SET recipe_id = ? WHERE recipe_id = ?", ids)
    try connection.run("DELETE FROM shopping_recipes WHERE recipe_id = ?", [.text(original)])
  }

  /// For each of `recipes` that is a version not stored yet, moves its original's places to
  /// it (before it is stored, in the same transaction).
  static func moveForNewVersions(_ recipes: [Recipe], in connection: SQLiteConnection)
    throws(SQLiteError)
  {
    for recipe in recipes {
      guard let original = recipe.basedOn, original != recipe.id else { continue }
      let stored = try connection.scalar(
        "SELECT 1 FROM recipes WHERE id = ?", [.text(recipe.id.rawValue)])
      guard stored == .null else { continue }
      try move(from: original.rawValue, to: recipe.id.rawValue, in: connection)
    }
  }

  /// Gives the places of the version `id`, about to be deleted, back to its original.
  static func giveBack(from id: String, in connection: SQLiteConnection) throws(SQLiteError) {
    guard
      let original = try connection.scalar(
        "SELECT based_on FROM recipes WHERE id = ?", [.text(id)]
      ).text
    else { return }
    try move(from: id, to: original, in: connection)
  }
}
