import Foundation

/// An ingredient's name cut into the foods it names: "salt and pepper" is two, "butter or
/// margarine" one of two.
enum PantryNames {
  /// The foods a name lists.
  ///
  /// A name is cut at "and", "&" and commas only in a line without
  /// an amount ("Salt, pepper", "salt and pepper to taste"), and only when every part is a
  /// short name: "2 cups mac and cheese" is one thing, "sweet and sour sauce" too.
  static func parts(of name: String, listing: Bool) -> [String] {
    let trimmed = name.trimmed
    guard listing else { return [trimmed] }
    let parts = split(trimmed, on: [" and ", " & ", ","])
    guard parts.count > 1, parts.allSatisfy({ wordCount($0) <= 2 && wordCount($0) >= 1 })
    else { return [trimmed] }
    // "sweet and sour": a part that is only a word of kind names nothing by itself.
    guard parts.allSatisfy({ !PantryFood.key($0).isEmpty && !adjectives.contains($0.lowercased()) })
    else { return [trimmed] }
    return parts
  }

  /// The alternatives a name gives: "butter or margarine" is butter, or margarine.
  static func alternatives(of name: String) -> [String] {
    let parts = split(name, on: [" or ", "/"])
    return parts.isEmpty ? [name] : parts
  }

  private static let adjectives: Set<String> = ["sweet", "sour", "hot", "sweet and sour"]

  private static func split(_ text: String, on separators: [String]) -> [String] {
    var parts = [text]
    for separator in separators {
      parts = parts.flatMap { $0.components(separatedBy: separator) }
    }
    return parts.map(\.trimmed).filter { !$0.isEmpty }
  }

  private static func wordCount(_ text: String) -> Int {
    text.split(separator: " ").count
  }
}

extension String {
  /// The text without spaces around it.
  fileprivate var trimmed: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
