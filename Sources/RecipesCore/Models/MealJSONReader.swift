import Foundation

/// Reads TheMealDB's one shape of JSON — `{"meals": [{field: value, …}, …] | null}` — in one
/// pass over the bytes, straight into each meal's string fields.
///
/// `JSONDecoder` spent most of a response's decoding in its keyed containers (a lookup, a
/// generic dispatch and a dynamic cast per field, ~50 fields a meal). This reader checks the
/// whole document is JSON (RFC 8259: no trailing garbage, no control characters in strings,
/// valid UTF-8 and escapes, nesting at most 512 deep — with `JSONDecoder`'s leniencies, a
/// leading byte-order mark and a comma before a closing bracket) and keeps, of each meal,
/// the string fields and the whole-number ones (`52772`, `52772.0`) as text; nulls,
/// booleans, fractions, arrays and objects are left out.
///
/// ```swift
/// let meals = try MealJSONReader.meals(in: data)  // nil for {"meals": null}
/// meals?.first?["strMeal"]  // "Pho"
/// ```
struct MealJSONReader {
  /// Why a body could not be read.
  enum Failure: Error, Equatable {
    /// The body is not JSON at all.
    case notJSON
    /// The body is JSON but a value has the wrong type; `path` leads to it ("meals", "3").
    case unexpectedValue(path: [String])
    /// The body has no `meals`.
    case missingMeals
  }

  /// The meals of `data`, each as its fields; nil when `meals` is null.
  static func meals(in data: Data) throws(Failure) -> [[String: String]]? {
    let result = data.withUnsafeBytes { raw -> Result<[[String: String]]?, Failure> in
      var reader = MealJSONReader(raw.bindMemory(to: UInt8.self))
      do throws(Failure) {
        return .success(try reader.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// How deep arrays and objects may nest.
  static let maximumDepth = 512

  /// The body being read.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the reader is in `bytes`.
  var index = 0
  /// The first wrong type met; reported only if the whole body turns out to be JSON.
  private var shapeError: Failure?

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: - The shape

  private mutating func document() throws(Failure) -> [[String: String]]? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    var meals: [[String: String]]?
    var sawMeals = false
    if peek() == UInt8(ascii: "{") {
      try members(depth: 1) { reader, key throws(Failure) in
        if key == "meals" {
          sawMeals = true
          meals = try reader.mealList()
        } else {
          try reader.skipValue(depth: 1)
        }
      }
    } else {
      try skipValue(depth: 0)
      note(.unexpectedValue(path: []))
    }
    skipWhitespace()
    guard index == bytes.count else { throw .notJSON }
    if let shapeError { throw shapeError }
    guard sawMeals else { throw .missingMeals }
    return meals
  }

  private mutating func mealList() throws(Failure) -> [[String: String]]? {
    skipWhitespace()
    switch peek() ?? 0 {
    case UInt8(ascii: "n"):
      try literal("null")
      return nil
    case UInt8(ascii: "["):
      var meals: [[String: String]] = []
      try elements(depth: 2) { reader, position throws(Failure) in
        reader.skipWhitespace()
        guard reader.peek() == UInt8(ascii: "{") else {
          try reader.skipValue(depth: 2)
          reader.note(.unexpectedValue(path: ["meals", String(position)]))
          return
        }
        meals.append(try reader.fields())
      }
      return meals
    default:
      try skipValue(depth: 1)
      note(.unexpectedValue(path: ["meals"]))
      return []
    }
  }

  private mutating func fields() throws(Failure) -> [String: String] {
    var fields: [String: String] = [:]
    fields.reserveCapacity(48)
    try members(depth: 3) { reader, key throws(Failure) in
      reader.skipWhitespace()
      switch reader.peek() ?? 0 {
      case UInt8(ascii: "\""):
        fields[key] = try reader.string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        if let whole = try reader.wholeNumber() { fields[key] = String(whole) }
      default:
        try reader.skipValue(depth: 3)
      }
    }
    return fields
  }

  private mutating func note(_ error: Failure) {
    if shapeError == nil { shapeError = error }
  }
}
