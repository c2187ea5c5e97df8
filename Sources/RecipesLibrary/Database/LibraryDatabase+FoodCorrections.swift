import RecipesCore

extension LibraryDatabase {
  /// The cook's corrections of nutrition, by ingredient name key; a row that cannot be read
  /// (an empty key or food id) is skipped.
  public func foodCorrections() throws(LibraryError) -> [String: FoodChoice] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      var corrections: [String: FoodChoice] = [:]
      for row in try connection.query("SELECT name_key, food_id FROM food_corrections") {
        guard let key = row[0].text, !key.isEmpty else { continue }
        if let id = row[1].text {
          guard !id.isEmpty else { continue }
          corrections[key] = .food(id: id)
        } else {
          corrections[key] = .leftOut
        }
      }
      return corrections
    }
  }

  /// Remembers `choice` for the ingredient name keyed `key`; nil forgets it.
  public func setFoodCorrection(_ key: String, _ choice: FoodChoice?) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      switch choice {
      case nil:
        try connection.run("DELETE FROM food_corrections WHERE name_key = ?", [.text(key)])
      case .food(let id)?:
        try connection.run(
          """
          INSERT INTO food_corrections (name_key, food_id) VALUES (?1, ?2)
          ON CONFLICT (name_key) DO UPDATE SET food_id = excluded.food_id
          """, [.text(key), .text(id)])
      case .leftOut?:
        try connection.run(
          """
          INSERT INTO food_corrections (name_key, food_id) VALUES (?1, NULL)
          ON CONFLICT (name_key) DO UPDATE SET food_id = NULL
          """, [.text(key)])
      }
    }
  }
}
