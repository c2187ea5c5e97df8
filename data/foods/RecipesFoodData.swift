import Foundation

/// The food table derived from USDA SR21 and shipped with the app (`data/foods/foods.tsv`).
public enum RecipesFoodData {
  /// The table's bytes, read from the bundle; call it only when nutrition is first asked for.
  public static func tableData() throws -> Data {
    guard let url = Bundle.module.url(forResource: "foods", withExtension: "tsv") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: url)
  }
}
