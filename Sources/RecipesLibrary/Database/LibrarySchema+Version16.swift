extension LibrarySchema {
  /// Version 16: which catalog or remote recipe each of the cook's own is their version of
  /// (`Recipe.basedOn`), which the lists and searches leave out in its favour.
  ///
  /// Indexed where set (few rows), so "is this recipe replaced?" is one look-up. No recipe
  /// stored before has one: nothing to fill. Every earlier table and row is left as it was.
  static let version16 = """
    ALTER TABLE recipes ADD COLUMN based_on TEXT;
    CREATE INDEX recipes_by_based_on ON recipes (based_on) WHERE based_on IS NOT NULL;
    """
}
