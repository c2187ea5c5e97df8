extension SearchQuery {
  /// Whether `text` would parse to an empty query, without parsing it when it can tell.
  ///
  /// Called on every keystroke. ASCII text (nearly all that is typed) is decided by one
  /// pass over its bytes that applies the parser's rules — tokens split at white space
  /// outside quotes, quotes dropped, the first colon outside quotes ending a prefix — and
  /// stops at the first token that asks for something. Other text is parsed.
  public static func isEmpty(parsing text: String) -> Bool {
    let decided = text.utf8.withContiguousStorageIfAvailable { asciiIsEmpty($0) } ?? nil
    return decided ?? SearchQuery(parsing: text).isEmpty
  }

  /// The prefixes that take a value; any other prefix makes its token a plain word.
  fileprivate static let valuePrefixes = Set(
    [
      "in", "ingredient", "-in", "-ingredient", "cat", "category", "area", "cuisine", "rating",
      "stars",
    ].map {
      TokenScan.Prefix(ascii: $0)
    })

  /// Whether the ASCII `bytes` parse to an empty query; nil if they are not all ASCII.
  private static func asciiIsEmpty(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var token = TokenScan()
    var inQuotes = false
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
      } else if TokenScan.isWhitespace(byte) && !inQuotes {
        if token.asksForSomething { return false }
        token = TokenScan()
      } else {
        token.append(byte, inQuotes: inQuotes)
      }
    }
    return !token.asksForSomething
  }
}

/// One token of the search text as it is scanned: just enough of it to tell whether it
/// asks for anything, without allocating.
private struct TokenScan {
  /// Up to 16 bytes of a prefix, lowercased (the known prefixes have at most 11).
  struct Prefix: Hashable {
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0
    private(set) var count = 0

    init() {}

    init(ascii text: String) {
      for byte in text.utf8 { append(byte) }
    }

    /// Adds `byte`; false if the prefix is full.
    @discardableResult
    mutating func append(_ byte: UInt8) -> Bool {
      guard count < 16 else { return false }
      let lowered = UInt64((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
      if count < 8 { low |= lowered << (8 * count) } else { high |= lowered << (8 * (count - 8)) }
      count += 1
      return true
    }
  }

  private var length = 0
  private var prefix = Prefix()
  private var prefixIsTooLong = false
  private var hasColon = false
  private var valueHasText = false

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  mutating func append(_ byte: UInt8, inQuotes: Bool) {
    length += 1
    if hasColon {
      if !Self.isWhitespace(byte) { valueHasText = true }
    } else if byte == UInt8(ascii: ":") && !inQuotes {
      hasColon = true
    } else if !prefix.append(byte) {
      prefixIsTooLong = true
    }
  }

  /// Whether the token is a word, or a known prefix with a value.
  var asksForSomething: Bool {
    guard length > 0 else { return false }
    guard hasColon, !prefixIsTooLong, SearchQuery.valuePrefixes.contains(prefix) else {
      return true
    }
    return valueHasText
  }
}
