/// What `--json` prints: the shapes the README documents, one key per property, keys
/// sorted, and a key left out when its value is unknown.
enum RecipeJSON {
  /// One recipe of `list` and `search` in JSON.
  struct Row: Encodable {
    let id: String
    let name: String
    let category: String?
    let area: String?
    let favorite: Bool
  }

  /// One recipe of `show` in JSON.
  struct Document: Encodable {
    let id: String
    let name: String
    let category: String?
    let area: String?
    let favorite: Bool
    let tags: [String]
    let ingredients: [IngredientLine]
    let steps: [String]
    let thumbnailURL: String?
    let sourceURL: String?
    let videoURL: String?
  }

  /// One ingredient of `show` in JSON.
  struct IngredientLine: Encodable {
    let name: String
    let measure: String
  }
}
