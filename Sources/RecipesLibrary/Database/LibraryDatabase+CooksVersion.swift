import RecipesCore

extension LibraryDatabase {
  /// The cook's version of the recipe `original` (the one whose `basedOn` it is), if they
  /// saved one: its window says it is the original, wherever it was opened from.
  public func cooksVersion(of original: Recipe.ID) throws(LibraryError) -> Recipe.ID? {
    let row = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        "SELECT id FROM recipes WHERE based_on = ? AND id != ? ORDER BY id LIMIT 1",
        [.text(original.rawValue), .text(original.rawValue)]
      ).first
    }
    return row?[0].text.map(Recipe.ID.init(rawValue:))
  }
}
