import Foundation

/// Decodes TheMealDB's JSON — the remote API's responses and the embedded catalog's format.
///
/// The format's quirks, all handled here: `{"meals": null}` means no results; `idMeal` is a
/// string; ingredients come as `strIngredient1…20` / `strMeasure1…20` with empty,
/// whitespace-only or null slots; `strTags` is comma-separated or null; an empty string
/// stands for a missing URL; instructions use `\r\n`. A meal without an id or a name is
/// skipped; a body that is not this shape at all is `RecipesError.invalidResponse`.
///
/// TheMealDB says nothing of servings, times or a description; our catalog adds to each meal
/// a whole-number `servings` (left out when it is not a count of at least one),
/// `prepMinutes`, `cookMinutes` and `totalMinutes` (whole minutes, 0 for a dish that is never
/// cooked; left out when negative or not a number) and a one-line `description`, each read
/// when present.
public enum MealDB {
  /// The recipes of a `search.php` or `lookup.php` response, or of the catalog.
  public static func decodeRecipes(from data: Data) throws(RecipesError) -> [Recipe] {
    let meals: [[String: String]]?
    do {
      meals = try MealJSONReader.meals(in: data)
    } catch {
      switch error {
      case .notJSON: throw .invalidResponse("The response is not valid JSON.")
      case .missingMeals: throw .invalidResponse("Missing meals.")
      case .unexpectedValue(let path):
        throw .invalidResponse("Unexpected value at \(path.joined(separator: ".")).")
      }
    }
    return (meals ?? []).compactMap { Recipe(MealFields(values: $0)) }
  }
}

// MARK: - Fields

/// One meal's string-ish fields (`MealJSONReader` keeps strings and whole numbers), of which
/// empty and whitespace-only values read as absent.
private struct MealFields {
  let values: [String: String]

  func text(_ key: String) -> String? {
    guard let value = values[key]?.trimmingWhitespace(), !value.isEmpty else { return nil }
    return value
  }

  /// A whole number of minutes, zero or more.
  func minutes(_ key: String) -> Int? {
    text(key).flatMap(Int.init).flatMap { $0 >= 0 ? $0 : nil }
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
      ingredients: ingredients,
      servings: fields.text("servings").flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil },
      prepMinutes: fields.minutes("prepMinutes"),
      cookMinutes: fields.minutes("cookMinutes"),
      totalMinutes: fields.minutes("totalMinutes"),
      description: fields.text("description")
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
    // The runs between returns are copied whole from the string's own storage: byte by
    // byte, this was a fifth of the decoding (callgrind, the decode benchmark).
    if let converted = text.utf8.withContiguousStorageIfAvailable(unixLineEndings) {
      return converted
    }
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

  private static func unixLineEndings(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { output in
      var written = 0
      var start = 0
      while let found = bytes[start...].firstIndex(of: UInt8(ascii: "\r")) {
        let run = found - start
        if run > 0 {
          _ = UnsafeMutableBufferPointer(rebasing: output[written..<written + run])
            .initialize(from: bytes[start..<found])
          written += run
        }
        output[written] = UInt8(ascii: "\n")
        written += 1
        start = found + 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "\n") { start += 1 }
      }
      let run = bytes.count - start
      if run > 0 {
        _ = UnsafeMutableBufferPointer(rebasing: output[written..<written + run])
          .initialize(from: bytes[start...])
        written += run
      }
      return written
    }
  }
}
