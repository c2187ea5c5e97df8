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

  /// One recipe of `show` (and of `import --json`) in JSON.
  struct Document: Encodable {
    let id: String
    let name: String
    let category: String?
    let area: String?
    let favorite: Bool
    let tags: [String]
    let ingredients: [IngredientLine]
    /// Every step in order, whatever section it is in.
    let steps: [String]
    /// The steps by section, only when the recipe has titled sections.
    let sections: [Section]?
    let servings: Int?
    let yield: String?
    let prepMinutes: Int?
    let cookMinutes: Int?
    let totalMinutes: Int?
    let description: String?
    let author: String?
    let thumbnailURL: String?
    let sourceURL: String?
    let videoURL: String?
  }

  /// One ingredient of `show` in JSON: the line as written, and what it was read as.
  struct IngredientLine: Encodable {
    let name: String
    let measure: String
    let text: String
    let group: String?
  }

  /// A part of the method, under its title.
  struct Section: Encodable {
    let title: String?
    let steps: [String]
  }
}
