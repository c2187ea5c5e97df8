import Foundation

/// Decodes TheMealDB's JSON — the remote API's responses and the embedded catalog's format.
///
/// The format's quirks, all handled here: `{"meals": null}` means no results; `idMeal` is a
/// string; ingredients come as `strIngredient1…20` / `strMeasure1…20` with empty,
/// whitespace-only or null slots; `strTags` is comma-separated or null; an empty string
/// stands for a missing URL; instructions use `\r\n`. A meal without an id or a name is
/// skipped; a body that is not this shape at all is `RecipesError.invalidResponse`.
public enum MealDB {
  /// The recipes of a `search.php` or `lookup.php` response, or of the catalog.
  public static func decodeRecipes(from data: Data) throws(RecipesError) -> [Recipe] {
    try decode(MealsEnvelope.self, from: data).recipes
  }

  private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(RecipesError)
    -> T
  {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .invalidResponse(describe(error))
    } catch {
      throw .invalidResponse(notJSON)
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? notJSON : unexpectedValue(at: context.codingPath)
    case .keyNotFound(let key, let context):
      return "Missing \(path(context.codingPath + [key]))."
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return unexpectedValue(at: context.codingPath)
    @unknown default:
      return "The response could not be read."
    }
  }

  private static let notJSON = "The response is not valid JSON."

  private static func unexpectedValue(at codingPath: [any CodingKey]) -> String {
    "Unexpected value at \(path(codingPath))."
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}

// MARK: - Envelopes

/// `{"meals": [...]}` or `{"meals": null}`; elements that fail to decode are skipped.
private struct MealsEnvelope: Decodable {
  let recipes: [Recipe]

  private enum CodingKeys: String, CodingKey { case meals }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard
      var meals = try container.decodeNil(forKey: .meals)
        ? nil : container.nestedUnkeyedContainer(forKey: .meals)
    else {
      recipes = []
      return
    }
    var recipes: [Recipe] = []
    while !meals.isAtEnd {
      let fields = try meals.decode(MealFields.self)
      if let recipe = Recipe(fields) { recipes.append(recipe) }
    }
    self.recipes = recipes
  }
}

// MARK: - Fields

/// One JSON object of string-ish fields, read leniently: numbers become strings, and
/// null, empty and whitespace-only values are absent.
private struct MealFields: Decodable {
  private let values: [String: String]

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    var values: [String: String] = [:]
    for key in container.allKeys {
      // Nulls are most of the slots: asking first spares a thrown error for each.
      if try container.decodeNil(forKey: key) { continue }
      if let string = try? container.decode(String.self, forKey: key) {
        values[key.stringValue] = string
      } else if let number = try? container.decode(Int.self, forKey: key) {
        values[key.stringValue] = String(number)
      }
    }
    self.values = values
  }

  func text(_ key: String) -> String? {
    guard let value = values[key]?.trimmingWhitespace(), !value.isEmpty else { return nil }
    return value
  }

  func url(_ key: String) -> URL? {
    guard let text = text(key), let url = URL(string: text), url.scheme != nil else { return nil }
    return url
  }
}

extension Recipe {
  fileprivate init?(_ fields: MealFields) {
    guard let id = fields.text("idMeal"), let name = fields.text("strMeal") else { return nil }
    let ingredients = Self.ingredientSlots.compactMap { slot -> Ingredient? in
      guard let name = fields.text(slot.ingredient) else { return nil }
      return Ingredient(name: name, measure: fields.text(slot.measure) ?? "")
    }
    let tags = (fields.text("strTags") ?? "")
      .split(separator: ",")
      .map { String($0.trimmingWhitespace()) }
      .filter { !$0.isEmpty }
    let instructions = Self.unixLineEndings(fields.text("strInstructions") ?? "")
    self.init(
      id: ID(rawValue: id),
      name: name,
      category: fields.text("strCategory"),
      area: fields.text("strArea"),
      instructions: instructions,
      tags: tags,
      thumbnailURL: fields.url("strMealThumb"),
      videoURL: fields.url("strYoutube"),
      sourceURL: fields.url("strSource"),
      ingredients: ingredients
    )
  }

  /// The keys of the twenty ingredient slots, made once rather than for every meal.
  private static let ingredientSlots = (1...20).map {
    (ingredient: "strIngredient\($0)", measure: "strMeasure\($0)")
  }

  /// `text` with `\r\n` and lone `\r` turned into `\n`, by one pass over its bytes
  /// (Foundation's `replacingOccurrences` went through `NSString` and took two thirds of
  /// the decoding time).
  private static func unixLineEndings(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var afterReturn = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\r") {
        bytes.append(UInt8(ascii: "\n"))
        afterReturn = true
      } else {
        if !(afterReturn && byte == UInt8(ascii: "\n")) { bytes.append(byte) }
        afterReturn = false
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
