import Foundation

/// A JSON value, typed: what JSON-LD, microdata and backups are read into before they
/// become a recipe.
enum JSONValue: Equatable, Sendable {
  case string(String)
  /// Also `true` and `false`, which Foundation's parser reads as the numbers 1 and 0: no
  /// recipe property is a boolean.
  case number(Double)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  /// Deeper than this, values are dropped: no recipe nests so far, and a hostile one must
  /// not exhaust the stack.
  private static let maximumDepth = 64

  /// The value of JSON text, or nil when it is not JSON.
  init?(json data: Data) {
    guard
      let any = try? JSONSerialization.jsonObject(
        with: data, options: [.fragmentsAllowed])
    else { return nil }
    self.init(foundation: any, depth: 0)
  }

  private init(foundation value: Any, depth: Int) {
    guard depth < Self.maximumDepth else {
      self = .null
      return
    }
    switch value {
    case let string as String: self = .string(string)
    case let number as NSNumber:
      self = .number(number.doubleValue)
    case let array as [Any]:
      self = .array(array.map { JSONValue(foundation: $0, depth: depth + 1) })
    case let object as [String: Any]:
      self = .object(object.mapValues { JSONValue(foundation: $0, depth: depth + 1) })
    default: self = .null
    }
  }

  /// The member `key` of an object; nil for anything else or a missing key.
  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The members of an object.
  var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The text of a string only (addresses are never numbers).
  var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The text of a string, or a number written as a person would ("4", "1.5").
  var text: String? {
    switch self {
    case .string(let string): return string
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    default: return nil
    }
  }

  /// The elements of an array, a single value as one element, nothing for null.
  var list: [JSONValue] {
    switch self {
    case .array(let elements): return elements
    case .null: return []
    default: return [self]
    }
  }

  /// The schema.org types of an object (`@type` as a string or an array, with or without
  /// the vocabulary's address: "Recipe", "http://schema.org/Recipe", "schema:Recipe").
  var types: [String] {
    (self["@type"]?.list ?? []).compactMap(\.text).map(Self.localName)
  }

  /// The last part of a type or property name written as a URL or with a prefix.
  static func localName(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard let cut = trimmed.lastIndex(where: { $0 == "/" || $0 == "#" || $0 == ":" }) else {
      return trimmed
    }
    return String(trimmed[trimmed.index(after: cut)...])
  }

  /// The value as the Foundation objects `JSONSerialization` writes.
  var foundationValue: Any {
    switch self {
    case .string(let string): return string
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { return Int(number) }
      return number
    case .null: return NSNull()
    case .array(let elements): return elements.map(\.foundationValue)
    case .object(let members): return members.mapValues(\.foundationValue)
    }
  }
}
