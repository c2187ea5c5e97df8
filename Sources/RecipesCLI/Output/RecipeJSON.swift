import RecipesCore

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
    let steps: [Step]
    let thumbnailURL: String?
    let sourceURL: String?
    let videoURL: String?
  }

  /// One step of `show` in JSON: its text and the timers it holds.
  struct Step: Encodable {
    let text: String
    /// The step's timers in seconds (the lower bound of a range), as a cook would set them.
    let timers: [Int]
    /// The same timers with their upper bounds and the phrase each was read from.
    let timerDetails: [StepTimer]

    init(_ text: String) {
      let found = StepTimers.find(in: text)
      self.text = text
      self.timers = found.map(\.seconds)
      self.timerDetails = found
    }
  }

  /// One ingredient of `show` in JSON.
  struct IngredientLine: Encodable {
    let name: String
    let measure: String
  }
}
