import Foundation

/// The limit the decode benchmark is held to: Foundation's `JSONDecoder` reading the same
/// response into a `Decodable` struct of the fields `MealDB.decodeRecipes` reads (the
/// ids, names, texts, links and twenty ingredient slots), with nothing done to them after.
enum JSONDecoderMeals {
  /// Decodes `response` and returns how many meals it held.
  static func decode(_ response: Data) throws -> Int {
    try JSONDecoder().decode(Response.self, from: response).meals?.count ?? 0
  }

  private struct Response: Decodable {
    var meals: [Meal]?
  }

  private struct Meal: Decodable {
    var idMeal: String
    var strMeal: String
    var strCategory: String?
    var strArea: String?
    var strInstructions: String?
    var strTags: String?
    var strMealThumb: String?
    var strYoutube: String?
    var strSource: String?
    var servings: String?
    var ingredients: [(name: String?, measure: String?)]

    private enum Key: String, CodingKey {
      case idMeal, strMeal, strCategory, strArea, strInstructions, strTags, strMealThumb
      case strYoutube, strSource, servings
    }

    /// The numbered slots' keys (`strIngredient1`…`strMeasure20`).
    private struct SlotKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    private static let slotKeys = (1...20).map {
      (SlotKey(stringValue: "strIngredient\($0)"), SlotKey(stringValue: "strMeasure\($0)"))
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      idMeal = try container.decode(String.self, forKey: .idMeal)
      strMeal = try container.decode(String.self, forKey: .strMeal)
      strCategory = try container.decodeIfPresent(String.self, forKey: .strCategory)
      strArea = try container.decodeIfPresent(String.self, forKey: .strArea)
      strInstructions = try container.decodeIfPresent(String.self, forKey: .strInstructions)
      strTags = try container.decodeIfPresent(String.self, forKey: .strTags)
      strMealThumb = try container.decodeIfPresent(String.self, forKey: .strMealThumb)
      strYoutube = try container.decodeIfPresent(String.self, forKey: .strYoutube)
      strSource = try container.decodeIfPresent(String.self, forKey: .strSource)
      servings = try container.decodeIfPresent(String.self, forKey: .servings)
      let slots = try decoder.container(keyedBy: SlotKey.self)
      ingredients = try Self.slotKeys.map { ingredient, measure in
        (
          try slots.decodeIfPresent(String.self, forKey: ingredient),
          try slots.decodeIfPresent(String.self, forKey: measure)
        )
      }
    }
  }
}
