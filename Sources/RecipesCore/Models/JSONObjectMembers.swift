import Foundation

/// Splits a JSON object's text into its members, each value as the exact text written, so a
/// member can be written back byte for byte (numbers as written, `true` as `true`, escapes
/// and key order as they were).
enum JSONObjectMembers {
  /// The members of the object `text`, in order; nil when `text` is not one JSON object.
  static func split(_ text: String) -> [PublishedMembers.Member]? {
    let data = Data(text.utf8)
    guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else { return nil }
    var scanner = Scanner(bytes: Array(data))
    return scanner.members()
  }

  /// `name` as a JSON string.
  static func quoted(_ name: String) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: name, options: [.fragmentsAllowed, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "\"\"" }
    return text
  }

  /// Walks text already known to be valid JSON.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // A byte-order mark is no part of the object.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func members() -> [PublishedMembers.Member]? {
      skipSpace()
      guard next() == UInt8(ascii: "{") else { return nil }
      var members: [PublishedMembers.Member] = []
      skipSpace()
      if peek() == UInt8(ascii: "}") { return members }
      while index < bytes.count {
        skipSpace()
        let nameStart = index
        skipString()
        guard let name = decodedString(bytes[nameStart..<index]) else { return nil }
        skipSpace()
        guard next() == UInt8(ascii: ":") else { return nil }
        skipSpace()
        let valueStart = index
        skipValue()
        guard let value = String(bytes: bytes[valueStart..<index], encoding: .utf8) else {
          return nil
        }
        members.append(.init(name: name, json: value))
        skipSpace()
        switch next() {
        case UInt8(ascii: ","): continue
        case UInt8(ascii: "}"): return members
        default: return nil
        }
      }
      return nil
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func next() -> UInt8? {
      defer { index += 1 }
      return peek()
    }

    private mutating func skipSpace() {
      while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    /// Skips a string, its quotes included.
    private mutating func skipString() {
      index += 1
      while let byte = next() {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          return
        }
      }
    }

    /// Skips one value, ending after its last byte (spaces after it stay).
    private mutating func skipValue() {
      var depth = 0
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "\""):
          skipString()
          if depth == 0 { return }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return }
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
          if depth == 0 { return }
        default: break
        }
        index += 1
      }
    }

    private func decodedString(_ slice: ArraySlice<UInt8>) -> String? {
      try? JSONSerialization.jsonObject(with: Data(slice), options: [.fragmentsAllowed])
        as? String
    }
  }
}
