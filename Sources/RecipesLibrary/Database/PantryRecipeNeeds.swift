import Foundation
import RecipesCore
import RecipesPantry

extension LibraryDatabase {
  /// The ids of the recipes `query` lets through; nil when it lets every recipe through.
  func pantryFilter(_ query: SearchQuery) throws(LibraryError) -> Set<String>? {
    let fullText = FullTextQuery(query)
    guard !fullText.matchesNothing else { return [] }
    // The search's own filters (a `rating:` too), the widest tier's match for its words.
    let conditions = SearchQueries.filterConditions(
      fullText, matching: fullText.rankedTiers.last)
    guard !conditions.whereClause.isEmpty else { return nil }
    return try LibraryError.wrapping { () throws(SQLiteError) in
      Set(
        try connection.query(
          "SELECT recipes.id FROM recipes\(conditions.whereClause)", conditions.parameters
        ).compactMap { $0[0].text })
    }
  }

  /// Every recipe's needs, indexed: the index kept while the file's stamp is the same, else
  /// read again (`allPantryRecipes()`).
  func cookableIndex() throws(LibraryError) -> CookableIndex {
    let before = try pantryStamp()
    if let stamp = pantryNeeds.stamp, stamp == before { return pantryNeeds.index }
    let index = CookableIndex(try allPantryRecipes())
    // Read after: keeping the needs of new recipes is itself a change.
    pantryNeeds = PantryNeedsCache(stamp: try pantryStamp(), index: index)
    return index
  }

  private func pantryStamp() throws(LibraryError) -> [Int64] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      [
        try connection.scalar("PRAGMA data_version").integer ?? -1,
        try connection.scalar("SELECT total_changes()").integer ?? -1,
      ]
    }
  }

  /// Every recipe with its needs: read from `pantry_recipe_needs`, and for a recipe without
  /// them (new, changed, or read by another version) read from its lines and kept, in one
  /// transaction.
  ///
  /// A recipe whose JSON cannot be read is left out, never the rest.
  private func allPantryRecipes() throws(LibraryError) -> [PantryRecipe] {
    let version = Int64(PantryNeedsCodec.version)
    let sql = """
      SELECT recipes.id, recipes.name, needs.needs,
        CASE WHEN needs.needs IS NULL THEN recipes.json END
      FROM recipes LEFT JOIN pantry_recipe_needs AS needs
        ON needs.recipe_id = recipes.id AND needs.reader = ?
      """
    return try LibraryError.wrapping { () throws(SQLiteError) in
      let rows = try connection.query(sql, [.integer(version)])
      var recipes: [PantryRecipe] = []
      recipes.reserveCapacity(rows.count)
      var fresh: [(id: String, needs: String)] = []
      for row in rows {
        guard let id = row[0].text else { continue }
        let name = row[1].text ?? ""
        if let stored = row[2].text {
          recipes.append(PantryRecipe(id: id, name: name, needs: PantryNeedsCodec.decode(stored)))
          continue
        }
        guard let data = row[3].data,
          let recipe = try? JSONDecoder().decode(Recipe.self, from: data)
        else { continue }
        let needs = recipe.ingredients.flatMap { PantryNeed.needs(of: $0.parsed) }
        recipes.append(PantryRecipe(id: id, name: name, needs: needs))
        fresh.append((id, PantryNeedsCodec.encode(needs)))
      }
      if !fresh.isEmpty {
        try connection.transaction { () throws(SQLiteError) in
          for (id, needs) in fresh {
            try connection.run(
              """
              INSERT OR REPLACE INTO pantry_recipe_needs (recipe_id, reader, needs)
              VALUES (?1, ?2, ?3)
              """, [.text(id), .integer(version), .text(needs)])
          }
        }
      }
      return recipes
    }
  }
}
