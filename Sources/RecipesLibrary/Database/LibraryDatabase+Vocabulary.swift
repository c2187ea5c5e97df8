import RecipesCore

extension LibraryDatabase {
  /// The words of the full-text index, each with how many recipes hold it: what "Did you
  /// mean…?" is made of.
  ///
  /// Read from the index itself through an `fts5vocab` table (made on the connection the
  /// first time, in its temporary schema, so the library file is not changed): the words
  /// are already folded as a search folds them, and reading them walks the index's terms
  /// once, not the recipes. Words with digits, and words of fewer than three letters, are
  /// left out: no one misspells them into a suggestion.
  public func searchVocabulary() throws(LibraryError) -> [VocabularyWord] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.execute(
        """
        CREATE VIRTUAL TABLE IF NOT EXISTS temp.recipes_vocabulary
          USING fts5vocab(main, recipes_fts, row)
        """)
      let rows = try connection.query(
        """
        SELECT term, doc FROM temp.recipes_vocabulary
        WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'
        """)
      return rows.compactMap { row in
        guard let term = row[0].text, let count = row[1].integer else { return nil }
        return VocabularyWord(term, recipeCount: Int(count))
      }
    }
  }
}
