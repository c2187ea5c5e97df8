import Foundation
import RecipesCore
import RecipesNutrition

/// `nutrition --json`: the recipe, its servings, what one holds (schema.org's names), and
/// each line's food and grams or the reason it was not counted, and what the source published.
struct NutritionJSON: Encodable {
  /// What one serving holds.
  struct PerServing: Encodable {
    var calories: Double
    var fatContent: Double
    var saturatedFatContent: Double
    var carbohydrateContent: Double
    var sugarContent: Double
    var fiberContent: Double
    var proteinContent: Double
    var sodiumContent: Double
  }

  /// One ingredient line: `food` and `grams` when counted; `food` null and `reason` when not.
  struct Line: Encodable {
    var text: String
    var food: String?
    var grams: Double?
    var reason: String?

    private enum CodingKeys: String, CodingKey { case text, food, grams, reason }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      if let food, let grams {
        try container.encode(food, forKey: .food)
        try container.encode(grams, forKey: .grams)
      } else {
        try container.encodeNil(forKey: .food)
        try container.encode(reason ?? "", forKey: .reason)
      }
    }
  }

  var id: String
  var name: String
  var servings: Int
  /// Which yield the servings were read from, when not stated as one number.
  var servingsNote: String?
  var perServing: PerServing
  var lines: [Line]
  /// The figures the source published (a page's `NutritionInformation`, Paprika's or
  /// Cookbook's), each member as given; nil when it published none.
  var published: [String: String]?

  private enum CodingKeys: String, CodingKey {
    case id, name, servings, servingsNote, perServing, lines, published
  }

  init(_ estimate: NutritionEstimate, of recipe: Recipe, servingsNote: String? = nil) {
    id = recipe.id.rawValue
    self.servingsNote = servingsNote
    name = recipe.name
    servings = estimate.servings
    let serving = estimate.perServing
    perServing = PerServing(
      calories: Self.rounded(serving.calories, 1), fatContent: Self.rounded(serving.fat, 2),
      saturatedFatContent: Self.rounded(serving.saturatedFat, 2),
      carbohydrateContent: Self.rounded(serving.carbohydrate, 2),
      sugarContent: Self.rounded(serving.sugar, 2), fiberContent: Self.rounded(serving.fiber, 2),
      proteinContent: Self.rounded(serving.protein, 2),
      sodiumContent: Self.rounded(serving.sodium, 1))
    published = recipe.publishedNutrition
    lines = estimate.lines.map { line in
      switch line.outcome {
      case .counted(let food, let grams, _, _):
        Line(text: line.text, food: food.name, grams: Self.rounded(grams, 1))
      case .assumed(let assumption, _):
        Line(text: line.text, reason: assumption.summary)
      case .unmatched(let reason, _):
        Line(text: line.text, reason: reason.summary)
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(servings, forKey: .servings)
    try container.encodeIfPresent(servingsNote, forKey: .servingsNote)
    try container.encode(perServing, forKey: .perServing)
    try container.encode(lines, forKey: .lines)
    if let published {
      try container.encode(published, forKey: .published)
    } else {
      try container.encodeNil(forKey: .published)
    }
  }

  private static func rounded(_ value: Double, _ places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }
}
