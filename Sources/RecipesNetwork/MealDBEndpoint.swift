/// The TheMealDB-compatible endpoints, as paths relative to the API's base URL.
enum MealDBEndpoint: Equatable {
  case search(String)
  case firstLetter(Character)
  case lookup(String)

  /// The path and query, values percent-encoded: `search.php?s=lamb%20tagine`.
  var relativePath: String {
    switch self {
    case .search(let text): return "search.php?s=" + Self.encode(text)
    case .firstLetter(let letter): return "search.php?f=" + Self.encode(String(letter))
    case .lookup(let id): return "lookup.php?i=" + Self.encode(id)
    }
  }

  /// Percent-encodes every UTF-8 byte of `value` except RFC 3986's unreserved characters,
  /// so `&`, `=`, `+`, `#`, spaces and non-ASCII text survive as data.
  static func encode(_ value: String) -> String {
    var encoded = ""
    for byte in value.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte >> 4, radix: 16, uppercase: true)
        encoded += String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return encoded
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }
}
