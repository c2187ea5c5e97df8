extension LibrarySchema {
  /// Version 11: the cook's own shopping items ("2 l milk", "bin bags").
  ///
  /// Kept as written, in the order they were added; their ticks are kept in
  /// `shopping_checked` under "own:ID".
  static let version11 = """
    CREATE TABLE shopping_own_items (
      id TEXT PRIMARY KEY NOT NULL,
      text TEXT NOT NULL,
      position INTEGER NOT NULL
    ) WITHOUT ROWID;
    """
}
