import RecipesCore

extension LibraryDatabase {
  /// Saves the cook's own recipes as `saveMine` does and, in the same transaction,
  /// remembers each as its source gave it.
  public func saveImported(_ recipes: [ImportedVersion]) throws(LibraryError) {
    let saved = recipes.map(\.saved)
    if let other = saved.first(where: { $0.id.origin != .mine }) {
      throw .notMine(id: other.id.rawValue)
    }
    let read = try recipes.map { recipe throws(LibraryError) in
      [
        SQLiteValue.text(recipe.saved.id.rawValue),
        .text(try RecipeRecord.json(for: recipe.asImported)),
      ]
    }
    try upsert(
      saved,
      before: { connection throws(SQLiteError) in
        try VersionPlaces.moveForNewVersions(saved, in: connection)
      },
      after: { connection throws(SQLiteError) in
        for row in read {
          try connection.run(
            """
            INSERT INTO imported_versions (recipe_id, json) VALUES (?1, ?2)
            ON CONFLICT (recipe_id) DO UPDATE SET json = excluded.json
            """, row)
        }
      })
  }

  /// The cook's recipe `id` as the last import read it; nil when none is remembered, or
  /// when what is remembered cannot be read (a re-import then keeps the recipe as it is).
  public func asImported(_ id: Recipe.ID) throws(LibraryError) -> Recipe? {
    let stored = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.scalar(
        "SELECT json FROM imported_versions WHERE recipe_id = ?", [.text(id.rawValue)])
    }
    guard stored != .null else { return nil }
    return try? RecipeRecord.recipe(fromJSON: stored, id: id.rawValue)
  }
}
