import Foundation

/// The recipe catalog written by this project and shipped with the app.
public enum RecipesCatalog {
  /// The catalog's JSON (TheMealDB's shape), as shipped in `data/catalog.json`.
  public static func data() throws -> Data {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: url)
  }
}
