import Foundation
import RecipesCore

/// How a recipe is stored: its JSON plus the columns that are searched, filtered and listed.
enum RecipeRecord {
  /// Creates the connection's staging table, which `upsert(_:in:)` needs.
  static let createStagingSQL = """
    CREATE TEMP TABLE IF NOT EXISTS staged_recipes (
      id TEXT NOT NULL, origin TEXT NOT NULL, json TEXT NOT NULL, name TEXT NOT NULL,
      category TEXT, area TEXT, thumbnail_url TEXT, ingredients TEXT NOT NULL,
      tags TEXT NOT NULL, saved_at INTEGER NOT NULL, source_url TEXT, total_minutes INTEGER,
      based_on TEXT
    )
    """

  /// Inserts recipes, replacing stored ones with the same id (keeping their `fetched_at`),
  /// as one statement; call it inside a transaction.
  ///
  /// The rows are staged in a temporary table first and merged in a single `INSERT …
  /// SELECT`, because FTS5 writes its pending index data out at the end of every statement
  /// that changes it: one statement per recipe made saving 100 000 recipes about 2.5 times
  /// slower. Each row is `parameters(for:json:at:)`.
  static func upsert(_ rows: [[SQLiteValue]], in connection: SQLiteConnection)
    throws(SQLiteError)
  {
    guard !rows.isEmpty else { return }
    for row in rows {
      try connection.run(
        "INSERT INTO temp.staged_recipes VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        row)
    }
    // `WHERE true` tells the parser that ON CONFLICT belongs to the INSERT, not to a join.
    try connection.run(
      """
      INSERT INTO recipes (
        id, origin, json, name, category, area, thumbnail_url, ingredients, tags,
        fetched_at, updated_at, source_url, total_minutes, based_on
      )
      SELECT id, origin, json, name, category, area, thumbnail_url, ingredients, tags,
        saved_at, saved_at, source_url, total_minutes, based_on
      FROM temp.staged_recipes WHERE true ORDER BY rowid
      ON CONFLICT (id) DO UPDATE SET
        origin = excluded.origin, json = excluded.json, name = excluded.name,
        category = excluded.category, area = excluded.area,
        thumbnail_url = excluded.thumbnail_url, ingredients = excluded.ingredients,
        tags = excluded.tags, updated_at = excluded.updated_at,
        source_url = excluded.source_url, total_minutes = excluded.total_minutes,
        based_on = excluded.based_on
      """)
    try connection.run("DELETE FROM temp.staged_recipes")
  }

  /// The columns a summary is read from, in the order `summary(from:)` expects.
  static let summaryColumns =
    "recipes.id, recipes.name, recipes.category, recipes.area, "
    + "recipes.thumbnail_url, recipes.total_minutes, recipes.based_on"

  /// The values `upsert(_:in:)` stores for `recipe`, saved at `date`.
  static func parameters(for recipe: Recipe, json: String, at date: Date) -> [SQLiteValue] {
    [
      .text(recipe.id.rawValue),
      .text(recipe.id.origin.rawValue),
      .text(json),
      .text(recipe.name),
      .optional(recipe.category),
      .optional(recipe.area),
      .optional(recipe.thumbnailURL?.absoluteString),
      // One ingredient per line: the tokenizer splits on the newline like on any space.
      .text(recipe.ingredients.map(\.name).joined(separator: "\n")),
      .text(recipe.tags.joined(separator: "\n")),
      .timestamp(date),
      .optional(recipe.sourceURL?.absoluteString),
      .optional(recipe.minutesToTable),
      .optional(recipe.basedOn?.rawValue),
    ]
  }

  /// A recipe's JSON, as stored in the `json` column.
  static func json(for recipe: Recipe) throws(LibraryError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(recipe), as: UTF8.self)
    } catch {
      throw .invalidRecipe(id: recipe.id.rawValue, reason: "\(error)")
    }
  }

  /// Decodes the `json` column of the recipe `id`.
  static func recipe(fromJSON value: SQLiteValue, id: String) throws(LibraryError) -> Recipe {
    guard let data = value.data else {
      throw .invalidRecipe(id: id, reason: "no JSON stored")
    }
    do {
      return try JSONDecoder().decode(Recipe.self, from: data)
    } catch {
      throw .invalidRecipe(id: id, reason: "\(error)")
    }
  }

  /// A summary from a row selected with `summaryColumns`, starting at column `first`.
  static func summary(from row: SQLiteRow, first: Int = 0) -> RecipeSummary {
    RecipeSummary(
      id: Recipe.ID(rawValue: row[first].text ?? ""),
      name: row[first + 1].text ?? "",
      category: row[first + 2].text,
      area: row[first + 3].text,
      thumbnailURL: row[first + 4].text.flatMap(URL.init(string:)),
      totalMinutes: row[first + 5].integer.map { Int($0) },
      basedOn: row[first + 6].text.map(Recipe.ID.init(rawValue:)))
  }
}
