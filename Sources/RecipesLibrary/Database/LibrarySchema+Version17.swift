extension LibrarySchema {
  /// Version 17: each of the cook's recipes as the last import through each channel
  /// (`ImportChannel`: its source, or a backup) read it — its JSON — so importing again can
  /// tell what the cook changed since from what the source changed.
  ///
  /// No recipe stored before has a row: the next import keeps it as it is and remembers its
  /// reading. Every earlier table and row is left as it was.
  static let version17 = """
    CREATE TABLE imported_versions (
      recipe_id TEXT NOT NULL,
      channel TEXT NOT NULL,
      json TEXT NOT NULL,
      PRIMARY KEY (recipe_id, channel)
    ) WITHOUT ROWID;
    """
}
