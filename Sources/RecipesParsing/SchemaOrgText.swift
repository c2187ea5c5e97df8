import Foundation
import RecipesHTML

/// Text from schema.org values as people should read it: entities decoded (also the
/// double-encoded `&amp;amp;` some plugins write), tags stripped, whitespace tidied, UTF-8
/// that was encoded twice decoded (`Mojibake`).
enum SchemaOrgText {
  /// One tidy line.
  static func plain(_ text: String) -> String {
    let text = Mojibake.repaired(text)
    guard mayHoldMarkup(text) else { return collapsed(text) }
    var line = HTMLDocument(fragment: text).text
    // Markup written escaped ("&lt;p&gt;Stir.&lt;/p&gt;") is markup once decoded.
    if hasEntity(line) || hasTag(line) { line = HTMLDocument(fragment: line).text }
    return line
  }

  /// One tidy line, or nil when nothing is left.
  static func plainOrNil(_ text: String?) -> String? {
    guard let text else { return nil }
    let line = plain(text)
    return line.isEmpty ? nil : line
  }

  /// Tidy lines: one per paragraph, list item or `<br>` when the text is HTML, one per line
  /// break otherwise.
  static func lines(_ text: String) -> [String] {
    if hasTag(text) {
      // A line break written into a JSON string beside tags ("2 eggs\n1 cup milk<br>salt")
      // is meant as one, though HTML would read it as a space.
      let breaks = text.contains("\n") ? text.replacingOccurrences(of: "\n", with: "<br>") : text
      return HTMLDocument(fragment: breaks).lines.map(plain).filter { !$0.isEmpty }
    }
    return text.split(whereSeparator: \.isNewline).map { plain(String($0)) }.filter { !$0.isEmpty }
  }

  /// Whitespace runs as one space, none at the ends.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private static func mayHoldMarkup(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "<")) || text.utf8.contains(UInt8(ascii: "&"))
  }

  /// Whether a `<` opens a tag (`<p`, `</p`, `<br/>`): "1 < 2" is text.
  static func hasTag(_ text: String) -> Bool {
    var previousWasOpen = false
    for byte in text.utf8 {
      if previousWasOpen, isLetter(byte) || byte == UInt8(ascii: "/") { return true }
      previousWasOpen = byte == UInt8(ascii: "<")
    }
    return false
  }

  /// Whether an `&name;` or `&#…;` entity is left in already decoded text.
  private static func hasEntity(_ text: String) -> Bool {
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      let name = rest[rest.index(after: ampersand)...].prefix(while: {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#")
      })
      if !name.isEmpty, rest[rest.index(after: ampersand)...].dropFirst(name.count).first == ";" {
        return true
      }
      rest = rest[rest.index(after: ampersand)...]
    }
    return false
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
