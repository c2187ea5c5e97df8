import Foundation
import RecipesCatalog
import Testing

/// The shipped catalog read straight from its JSON, so what the commands print is compared
/// with the file and not with the app's own decoding.
struct Catalog {
  /// One catalog recipe, by TheMealDB's field names.
  struct Entry {
    var id: String
    var name: String
    var category: String?
    var area: String?
    var ingredientCount: Int
  }

  let entries: [Entry]

  init() throws {
    let root = try JSONSerialization.jsonObject(with: RecipesCatalog.data())
    let meals = try #require((root as? [String: Any])?["meals"] as? [[String: Any]])
    entries = try meals.map { meal in
      let ingredients = (1...20).compactMap { meal["strIngredient\($0)"] as? String }
        .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      return Entry(
        id: try #require(meal["idMeal"] as? String),
        name: try #require(meal["strMeal"] as? String),
        category: meal["strCategory"] as? String, area: meal["strArea"] as? String,
        ingredientCount: ingredients.count)
    }
  }

  /// The entry with `name`.
  func entry(named name: String) throws -> Entry {
    try #require(entries.first { $0.name == name }, "no catalog recipe named \(name)")
  }
}
