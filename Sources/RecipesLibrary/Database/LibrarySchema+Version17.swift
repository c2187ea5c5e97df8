extension LibrarySchema {
  /// Version 17: each of the cook's recipes as the last import read it from its source (its
  /// JSON), so a page imported again can tell what the cook changed since from what the
  /// page changed.
  ///
  /// No recipe stored before has a row: a re-import then keeps it as it is, since nobody can
  /// say any more what the cook changed. Every earlier table and row is left as it was.
  static let version17 = """
    CREATE TABLE imported_versions (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      json TEXT NOT NULL
    ) WITHOUT ROWID;
    """
}
