import Foundation
import RecipesCore
import RecipesPantry

extension LibraryDatabase {
  /// The pantry's lines, in their order.
  public func pantryItems() throws(LibraryError) -> [PantryItem] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query("SELECT id, text, position FROM pantry_items ORDER BY position, id")
        .compactMap { row -> PantryItem? in
          guard let id = row[0].text, let text = row[1].text, !text.isEmpty else { return nil }
          return PantryItem(id: id, text: text, position: Int(row[2].integer ?? 0))
        }
    }
  }

  /// Adds lines at the end of the pantry, in one transaction; returns them as saved, each
  /// with a new id.
  public func addPantryItems(_ texts: [String]) throws(LibraryError) -> [PantryItem] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        var saved: [PantryItem] = []
        for text in texts {
          let position =
            try connection.scalar("SELECT coalesce(max(position), 0) + 1 FROM pantry_items")
            .integer ?? 1
          let item = PantryItem(
            id: UUID().uuidString.lowercased(), text: text, position: Int(position))
          try connection.run(
            "INSERT INTO pantry_items (id, text, position) VALUES (?1, ?2, ?3)",
            [.text(item.id), .text(item.text), .integer(position)])
          saved.append(item)
        }
        return saved
      }
    }
  }

  /// Takes the item `id` out of the pantry and returns it; nil when there is none.
  public func removePantryItem(_ id: String) throws(LibraryError) -> PantryItem? {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) -> PantryItem? in
        let rows = try connection.query(
          "SELECT text, position FROM pantry_items WHERE id = ?", [.text(id)])
        guard let row = rows.first, let text = row[0].text else { return nil }
        try connection.run("DELETE FROM pantry_items WHERE id = ?", [.text(id)])
        return PantryItem(id: id, text: text, position: Int(row[1].integer ?? 0))
      }
    }
  }

  /// Puts an item taken out back, with its id and position.
  public func restorePantryItem(_ item: PantryItem) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        "INSERT OR REPLACE INTO pantry_items (id, text, position) VALUES (?1, ?2, ?3)",
        [.text(item.id), .text(item.text), .integer(Int64(item.position))])
    }
  }

  /// Whether staples count as at home: the cook's preference (yes unless they said no).
  func staplesAtHome() throws(LibraryError) -> Bool {
    PantryPreferences.staplesAtHome(try preference(PantryPreferences.staplesAtHomeKey))
  }

  /// What is at home now: the pantry's lines and, when they count, the staples.
  func pantryStock() throws(LibraryError) -> PantryStock {
    PantryStock(lines: try pantryItems().map(\.text), staplesAtHome: try staplesAtHome())
  }

  /// Which of `names` the pantry's lines hold (the staples do not count: the shopping list
  /// buys salt whole, once, and says so).
  public func pantryHolds(_ names: [String]) throws(LibraryError) -> Set<String> {
    let stock = PantryStock(lines: try pantryItems().map(\.text), staplesAtHome: false)
    return Set(names.filter { stock.holds(line: $0) })
  }

  /// The recipes passing `request`'s query, ranked against the pantry.
  public func cookable(_ request: CookableRequest) throws(LibraryError) -> [CookableRecipe] {
    let including = try pantryFilter(request.query)
    if including?.isEmpty == true { return [] }
    let index = try cookableIndex()
    let stock = try pantryStock()
    return index.rank(
      against: stock, including: including, maxMissing: request.maxMissing,
      limit: request.limit
    ).map {
      CookableRecipe(
        id: Recipe.ID(rawValue: $0.id), name: $0.name, have: $0.have, need: $0.need,
        missing: $0.missing)
    }
  }
}
