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

  /// `text` cut at every one of `separators` (ASCII), the parts trimmed, empty ones left
  /// out; read byte by byte (Foundation's search cost more than reading the line).
  private static func split(_ text: String, on separators: [String]) -> [String] {
    let bytes = Array(text.utf8)
    let cuts = separators.map { Array($0.utf8) }
    var parts: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if let cut = cuts.first(where: { matches($0, in: bytes, at: index) }) {
        parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
        index += cut.count
        start = index
      } else {
        index += 1
      }
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts.map(\.trimmed).filter { !$0.isEmpty }
  }

  private static func matches(_ cut: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    guard !cut.isEmpty, index + cut.count <= bytes.count else { return false }
    for offset in cut.indices where bytes[index + offset] != cut[offset] { return false }
    return true
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
