import RecipesCore

/// What `--json` prints: the shapes docs/command-line.md documents, one key per property, keys
/// sorted, and a key left out when its value is unknown.
enum RecipeJSON {
  /// One recipe of `list` and `search` in JSON.
  struct Row: Encodable {
    let id: String
    let name: String
    let category: String?
    let area: String?
    let favorite: Bool
    /// The stars (1 to 5), or null when not rated.
    let rating: NullableNumber
  }

  /// One recipe of `show` (and of `import --json`) in JSON.
  struct Document: Encodable {
    let id: String
    let name: String
    let category: String?
    let area: String?
    let favorite: Bool
    /// The stars (1 to 5), or null when not rated.
    var rating = NullableNumber(value: nil)
    let tags: [String]
    /// The lines taken apart, scaled and converted as asked; each keeps its `text`.
    let ingredients: [IngredientJSON]
    /// Every step in order, whatever section it is in, with its timers.
    let steps: [Step]
    /// The steps by section, only when the recipe has titled sections.
    let sections: [Section]?
    let servings: Int?
    let yield: String?
    let prepMinutes: Int?
    let cookMinutes: Int?
    let totalMinutes: Int?
    let description: String?
    let author: String?
    /// The cook's own notes, as written.
    let notes: String?
    let thumbnailURL: String?
    let sourceURL: String?
    let videoURL: String?
    /// The day it was last cooked (null: never); `show` only.
    var lastCooked: NullableDay? = nil
  }

  /// A day written `YYYY-MM-DD`, or JSON's null: for a key that is always there.
  struct NullableDay: Encodable {
    let day: PlanDay?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let day { try container.encode(day.description) } else { try container.encodeNil() }
    }
  }

  /// A whole number, or JSON's null: for a key that is always there.
  struct NullableNumber: Encodable {
    let value: Int?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let value { try container.encode(value) } else { try container.encodeNil() }
    }
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

  /// A part of the method, under its title.
  struct Section: Encodable {
    let title: String?
    let steps: [String]
  }
}
