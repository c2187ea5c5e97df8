import Foundation
import RecipesCore

/// Puts the embedded catalog into the library when the shipped catalog changed.
///
/// The stored version (`meta.catalog_version`) is compared with the version of the bytes
/// given; when they differ, every `origin = 'catalog'` row is replaced by the catalog's
/// recipes in one transaction. Favorites and remote recipes are never touched.
enum CatalogSeeder {
  /// The `meta` key of the seeded catalog's version.
  static let versionKey = "catalog_version"

  /// Seeds `catalog` if it is not the version already seeded; returns whether it did.
  @discardableResult
  static func seed(
    _ catalog: Data, into connection: SQLiteConnection, at date: Date
  ) throws(LibraryError) -> Bool {
    let version = CatalogVersion(of: catalog).description
    let stored = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(versionKey)]).text
    }
    guard stored != version else { return false }
    let recipes: [Recipe]
    do throws(RecipesError) {
      // Only catalog ids are seeded: anything else would be a remote recipe in disguise,
      // which a later re-seed could not tell apart from one the person saved.
      recipes = try MealDB.decodeRecipes(from: catalog).filter { $0.id.origin == .catalog }
    } catch {
      guard case .invalidResponse(let detail) = error else {
        throw .unreadableCatalog(error.message)
      }
      throw .unreadableCatalog(detail)
    }
    let rows = try recipes.map { recipe throws(LibraryError) in
      RecipeRecord.parameters(for: recipe, json: try RecipeRecord.json(for: recipe), at: date)
    }
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("DELETE FROM recipes WHERE origin = ?", [.text("catalog")])
        try RecipeRecord.upsert(rows, in: connection)
        try connection.run(
          "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
          [.text(versionKey), .text(version)])
      }
    }
    return true
  }
}
