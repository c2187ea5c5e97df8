import Foundation
import RecipesCore

extension LibraryDatabase {
  /// The shopping list: its recipes in order, and the keys of the items ticked off.
  ///
  /// A row that cannot be read (an id that is not text, servings that are not a whole
  /// number within `IngredientScaling.servingsRange`) is skipped or read as "as written";
  /// it never costs the rest.
  public func shoppingList() throws(LibraryError) -> SavedShoppingList {
    try LibraryError.wrapping { () throws(SQLiteError) in
      let recipeRows = try connection.query(
        "SELECT recipe_id, servings, plan_days FROM shopping_recipes ORDER BY position, recipe_id")
      let entries = recipeRows.compactMap { row -> ShoppingListEntry? in
        guard let id = row[0].text, !id.isEmpty else { return nil }
        // The entry reads a count out of range as "as written".
        let servings = row[1].integer.flatMap { Int(exactly: $0) }
        let days = (row[2].text ?? "").split(separator: ",").compactMap {
          PlanDay(parsing: String($0))
        }
        return ShoppingListEntry(
          recipeID: Recipe.ID(rawValue: id), servings: servings, planDays: days)
      }
      let keys = try connection.query("SELECT item_key FROM shopping_checked")
        .compactMap { $0[0].text }
      let ownItems = try connection.query(
        "SELECT id, text FROM shopping_own_items ORDER BY position, id"
      ).compactMap { row -> OwnShoppingItem? in
        guard let id = row[0].text, let text = row[1].text, !text.isEmpty else { return nil }
        return OwnShoppingItem(id: id, text: text)
      }
      return SavedShoppingList(entries: entries, ownItems: ownItems, checkedKeys: Set(keys))
    }
  }

  /// Puts `id` at the end of the shopping list for `servings` (nil: as written); a recipe
  /// already on it keeps its place and takes the new servings.
  public func addToShoppingList(_ id: Recipe.ID, servings: Int?) throws(LibraryError) {
    let count: SQLiteValue = servings.flatMap { $0 >= 1 ? .integer(Int64($0)) : nil } ?? .null
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        """
        INSERT INTO shopping_recipes (recipe_id, servings, position)
        VALUES (?1, ?2, (SELECT coalesce(max(position), 0) + 1 FROM shopping_recipes))
        ON CONFLICT (recipe_id) DO UPDATE SET servings = excluded.servings
        """, [.text(id.rawValue), count])
    }
  }

  /// Takes `id` off the shopping list.
  public func removeFromShoppingList(_ id: Recipe.ID) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run("DELETE FROM shopping_recipes WHERE recipe_id = ?", [.text(id.rawValue)])
    }
  }

  /// Empties the shopping list: every recipe and every tick, in one transaction.
  public func clearShoppingList() throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("DELETE FROM shopping_recipes")
        try connection.run("DELETE FROM shopping_own_items")
        try connection.run("DELETE FROM shopping_checked")
      }
    }
  }

  /// Puts the cook's own items at the end of the shopping list, in one transaction;
  /// returns them as saved, each with a new id.
  public func addOwnShoppingItems(_ texts: [String]) throws(LibraryError) -> [OwnShoppingItem] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        var saved: [OwnShoppingItem] = []
        for text in texts {
          let item = OwnShoppingItem(id: UUID().uuidString.lowercased(), text: text)
          try connection.run(
            """
            INSERT INTO shopping_own_items (id, text, position)
            VALUES (?1, ?2, (SELECT coalesce(max(position), 0) + 1 FROM shopping_own_items))
            """, [.text(item.id), .text(item.text)])
          saved.append(item)
        }
        return saved
      }
    }
  }

  /// Takes the cook's own item `id` off the shopping list.
  public func removeOwnShoppingItem(_ id: String) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run("DELETE FROM shopping_own_items WHERE id = ?", [.text(id)])
    }
  }

  /// Puts a removed item of the cook's own back where it was: before the item `before`
  /// (at the end when that is nil or gone); nothing happens if an item has its id.
  public func restoreOwnShoppingItem(
    _ item: OwnShoppingItem, before: String?
  ) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        var place: Int64?
        if let before {
          place = try connection.scalar(
            "SELECT position FROM shopping_own_items WHERE id = ?", [.text(before)]
          ).integer
        }
        if let place {
          try connection.run(
            "UPDATE shopping_own_items SET position = position + 1 WHERE position >= ?",
            [.integer(place)])
        }
        try connection.run(
          """
          INSERT OR IGNORE INTO shopping_own_items (id, text, position)
          VALUES (?1, ?2, coalesce(?3, (SELECT coalesce(max(position), 0) + 1
                                        FROM shopping_own_items)))
          """, [.text(item.id), .text(item.text), place.map { .integer($0) } ?? .null])
      }
    }
  }

  /// Ticks (or unticks) the shopping list's item `key`.
  public func setShoppingItemChecked(_ key: String, _ isChecked: Bool) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        isChecked
          ? "INSERT OR IGNORE INTO shopping_checked (item_key) VALUES (?)"
          : "DELETE FROM shopping_checked WHERE item_key = ?", [.text(key)])
    }
  }
}
