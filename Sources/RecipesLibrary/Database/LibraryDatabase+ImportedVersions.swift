import RecipesCore

extension LibraryDatabase {
  /// Saves the cook's own recipes as `saveMine` does and, in the same transaction,
  /// remembers each as the import read it, under its channel.
  public func saveImported(_ recipes: [ImportedVersion]) throws(LibraryError) {
    let saved = recipes.map(\.saved)
    if let other = saved.first(where: { $0.id.origin != .mine }) {
      throw .notMine(id: other.id.rawValue)
    }
    let read = try recipes.map { recipe throws(LibraryError) in
      [
        SQLiteValue.text(recipe.saved.id.rawValue), .text(recipe.channel.rawValue),
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
            INSERT INTO imported_versions (recipe_id, channel, json) VALUES (?1, ?2, ?3)
            ON CONFLICT (recipe_id, channel) DO UPDATE SET json = excluded.json
            """, row)
        }
      })
  }

  /// The cook's recipe `id` as the last import through `channel` read it; nil when none is
  /// remembered, or when what is remembered cannot be read (the next import then keeps the
  /// recipe as it is).
  public func asImported(_ id: Recipe.ID, _ channel: ImportChannel) throws(LibraryError)
    -> Recipe?
  {
    let stored = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.scalar(
        "SELECT json FROM imported_versions WHERE recipe_id = ? AND channel = ?",
        [.text(id.rawValue), .text(channel.rawValue)])
    }
    guard stored != .null else { return nil }
    return try? RecipeRecord.recipe(fromJSON: stored, id: id.rawValue)
  }
}
