import Foundation

/// Reads the JSON that pages actually publish: strict JSON first, then the same text with
/// the mistakes sites commonly make repaired, cheaply, in one pass.
///
/// Repaired: comments (`//`, `/* */`), commas before `]` or `}`, raw line breaks and other
/// control characters inside strings, unknown escapes (`\'`), an HTML comment or CDATA
/// wrapper around the script, a trailing semicolon, several comma-separated objects in one
/// script, and a script escaped as HTML text (`&quot;`).
enum LenientJSON {
  static func value(of text: String) -> JSONValue? {
    let data = Data(text.utf8)
    if let value = JSONValue(json: data) { return value }
    let repaired = repaired(unescapedMarkup(unwrapped(text)))
    if let value = JSONValue(json: Data(repaired)) { return value }
    // Several objects separated by commas (`{…},{…}`): read them as an array.
    return JSONValue(json: Data("[".utf8) + Data(repaired) + Data("]".utf8))
  }

  /// The script's text without the wrappers old pages put around it.
  private static func unwrapped(_ text: String) -> String {
    var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
    for (prefix, suffix) in [("<!--", "-->"), ("<![CDATA[", "]]>")] {
      if body.hasPrefix(prefix) { body.removeFirst(prefix.count) }
      if body.hasSuffix(suffix) { body.removeLast(suffix.count) }
      body = body.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    while body.hasSuffix(";") { body.removeLast() }
    return body
  }

  /// The script as written when a template escaped it as HTML text (`{&quot;@type&quot;:`):
  /// only when no raw quote is left, so entities inside real JSON strings stay as they are.
  private static func unescapedMarkup(_ text: String) -> String {
    guard text.contains("&quot;"), !text.contains("\"") else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  private static let validEscapes: Set<UInt8> = Set("\"\\/bfnrtu".utf8)

  private static func repaired(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    var inString = false
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          if !validEscapes.contains(byte) { output.removeLast() }
          output.append(byte)
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
          output.append(byte)
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          output.append(byte)
        } else if byte < 0x20 {
          output.append(contentsOf: escape(control: byte))
        } else {
          output.append(byte)
        }
        index += 1
        continue
      }
      if let afterComment = endOfComment(in: bytes, at: index) {
        index = afterComment
        continue
      }
      if byte == UInt8(ascii: ","), closesNext(bytes, after: index) {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") { inString = true }
      output.append(byte)
      index += 1
    }
    return output
  }

  private static func escape(control byte: UInt8) -> [UInt8] {
    switch byte {
    case 0x0A: return Array("\\n".utf8)
    case 0x0D: return Array("\\r".utf8)
    case 0x09: return Array("\\t".utf8)
    default: return Array(String(format: "\\u%04x", byte).utf8)
    }
  }

  /// Where a comment starting at `index` ends, or nil when none starts there.
  private static func endOfComment(in bytes: [UInt8], at index: Int) -> Int? {
    guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "/"):
      return bytes[(index + 2)...].firstIndex(of: 0x0A) ?? bytes.count
    case UInt8(ascii: "*"):
      var end = index + 2
      while end + 1 < bytes.count,
        !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
      {
        end += 1
      }
      return min(end + 2, bytes.count)
    default:
      return nil
    }
  }

  /// Whether the next character after whitespace closes an array or an object.
  private static func closesNext(_ bytes: [UInt8], after index: Int) -> Bool {
    let next = bytes[(index + 1)...].first(where: {
      $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09
    })
    return next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
  }
}
