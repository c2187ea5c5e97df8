import Foundation
import RecipesCore

extension LibraryDatabase {
  // MARK: - Ratings

  /// Every rating, by recipe.
  public func ratings() throws(LibraryError) -> [Recipe.ID: Int] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query("SELECT recipe_id, stars FROM ratings")
    }
    var ratings: [Recipe.ID: Int] = [:]
    for row in rows {
      guard let id = row[0].text, let stars = row[1].integer.flatMap({ Int(exactly: $0) }),
        RecipeRating.range.contains(stars)
      else { continue }
      ratings[Recipe.ID(rawValue: id)] = stars
    }
    return ratings
  }

  /// Rates `id` 1 to 5 stars, or (nil, or a number out of range) takes its rating away.
  public func setRating(_ id: Recipe.ID, _ stars: Int?) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      if let stars = stars.flatMap(RecipeRating.stars) {
        try connection.run(
          "INSERT OR REPLACE INTO ratings (recipe_id, stars) VALUES (?, ?)",
          [.text(id.rawValue), .integer(Int64(stars))])
      } else {
        try connection.run("DELETE FROM ratings WHERE recipe_id = ?", [.text(id.rawValue)])
      }
    }
  }

  // MARK: - Collections

  /// Every collection by name (without regard to case), each with how many recipes of the
  /// library it holds.
  public func collections() throws(LibraryError) -> [RecipeCollection] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT collections.id, collections.name, (
          SELECT count(*) FROM collection_members JOIN recipes
            ON recipes.id = collection_members.recipe_id
          WHERE collection_members.collection_id = collections.id)
        FROM collections ORDER BY collections.name COLLATE NOCASE, collections.id
        """)
    }
    return rows.compactMap { row in
      guard let id = row[0].text, let name = row[1].text else { return nil }
      return RecipeCollection(id: id, name: name, count: Int(row[2].integer ?? 0))
    }
  }

  /// The recipes of the collection `id`.
  public func collectionMembers(_ id: String) throws(LibraryError) -> Set<Recipe.ID> {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        "SELECT recipe_id FROM collection_members WHERE collection_id = ?", [.text(id)])
    }
    return Set(rows.compactMap { $0[0].text.map(Recipe.ID.init(rawValue:)) })
  }

  /// The names of the collections each recipe is in, sorted, for the recipes in any.
  public func collectionMemberships() throws(LibraryError) -> [Recipe.ID: [String]] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT collection_members.recipe_id, collections.name FROM collection_members
        JOIN collections ON collections.id = collection_members.collection_id
        ORDER BY collections.name COLLATE NOCASE
        """)
    }
    var memberships: [Recipe.ID: [String]] = [:]
    for row in rows {
      guard let id = row[0].text, let name = row[1].text else { continue }
      memberships[Recipe.ID(rawValue: id), default: []].append(name)
    }
    return memberships
  }

  /// Makes a collection named `name`, with a new id; a name taken (without regard to case)
  /// is refused.
  public func createCollection(_ name: String) throws(LibraryError) -> RecipeCollection {
    let collection = RecipeCollection(id: UUID().uuidString.lowercased(), name: name)
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        "INSERT INTO collections (id, name) VALUES (?, ?)",
        [.text(collection.id), .text(collection.name)])
    }
    return collection
  }

  /// Gives the collection `id` the name `name`.
  public func renameCollection(_ id: String, to name: String) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run("UPDATE collections SET name = ? WHERE id = ?", [.text(name), .text(id)])
    }
  }

  /// Deletes the collection `id` and its memberships (never a recipe); returns it as it
  /// was, or nil when there was none.
  public func deleteCollection(_ id: String) throws(LibraryError) -> DeletedCollection? {
    anchors.removeAll()
    return try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) -> DeletedCollection? in
        guard
          let name = try connection.scalar(
            "SELECT name FROM collections WHERE id = ?", [.text(id)]
          ).text
        else { return nil }
        let members = try connection.query(
          "SELECT recipe_id FROM collection_members WHERE collection_id = ? ORDER BY recipe_id",
          [.text(id)]
        ).compactMap { $0[0].text.map(Recipe.ID.init(rawValue:)) }
        try connection.run("DELETE FROM collection_members WHERE collection_id = ?", [.text(id)])
        try connection.run("DELETE FROM collections WHERE id = ?", [.text(id)])
        return DeletedCollection(
          collection: RecipeCollection(id: id, name: name, count: members.count),
          recipeIDs: members)
      }
    }
  }

  /// Puts a deleted collection back as it was: its id, name and recipes.
  public func restoreCollection(_ deleted: DeletedCollection) throws(LibraryError) {
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run(
          "INSERT OR IGNORE INTO collections (id, name) VALUES (?, ?)",
          [.text(deleted.collection.id), .text(deleted.collection.name)])
        try insertMembers(deleted.recipeIDs, into: deleted.collection.id)
      }
    }
  }

  /// Puts `recipes` in the collection `id`; those already there stay.
  public func addToCollection(_ id: String, _ recipes: [Recipe.ID]) throws(LibraryError) {
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        // An unknown collection fails the members' foreign key.
        try insertMembers(recipes, into: id)
      }
    }
  }

  /// Takes `recipes` out of the collection `id`.
  public func removeFromCollection(_ id: String, _ recipes: [Recipe.ID]) throws(LibraryError) {
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        for recipe in recipes {
          try connection.run(
            "DELETE FROM collection_members WHERE collection_id = ? AND recipe_id = ?",
            [.text(id), .text(recipe.rawValue)])
        }
      }
    }
  }

  /// Puts `recipe` in exactly the collections named `names`, making those missing.
  public func setCollectionMemberships(_ recipe: Recipe.ID, _ names: [String])
    throws(LibraryError)
  {
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run(
          "DELETE FROM collection_members WHERE recipe_id = ?", [.text(recipe.rawValue)])
        for name in names {
          let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
          guard !trimmed.isEmpty else { continue }
          try connection.run(
            "INSERT OR IGNORE INTO collections (id, name) VALUES (?, ?)",
            [.text(UUID().uuidString.lowercased()), .text(trimmed)])
          try connection.run(
            """
            INSERT OR IGNORE INTO collection_members (collection_id, recipe_id)
            SELECT id, ? FROM collections WHERE name = ? COLLATE NOCASE
            """, [.text(recipe.rawValue), .text(trimmed)])
        }
      }
    }
  }

  private func insertMembers(_ recipes: [Recipe.ID], into id: String) throws(SQLiteError) {
    for recipe in recipes {
      try connection.run(
        "INSERT OR IGNORE INTO collection_members (collection_id, recipe_id) VALUES (?, ?)",
        [.text(id), .text(recipe.rawValue)])
    }
  }
}
