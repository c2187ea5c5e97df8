import Foundation

/// JSON's grammar, read byte by byte for `MealJSONReader`'s shape.
extension MealJSONReader {
  /// Reads `{ "key": value, … }`, handing each key to `member`, which reads the value.
  mutating func members(
    depth: Int, _ member: (inout MealJSONReader, String) throws(Failure) -> Void
  ) throws(Failure) {
    guard try opens(UInt8(ascii: "{"), UInt8(ascii: "}"), depth: depth) else { return }
    repeat {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw .notJSON }
      let key = try string()
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      try member(&self, key)
    } while try !closes(UInt8(ascii: "}"))
  }

  /// Reads `[ value, … ]`, handing each position to `element`, which reads the value.
  mutating func elements(
    depth: Int, _ element: (inout MealJSONReader, Int) throws(Failure) -> Void
  ) throws(Failure) {
    guard try opens(UInt8(ascii: "["), UInt8(ascii: "]"), depth: depth) else { return }
    var position = 0
    repeat {
      try element(&self, position)
      position += 1
    } while try !closes(UInt8(ascii: "]"))
  }

  /// Reads the opening bracket of an object or array; false if the container is empty
  /// (and so already read whole).
  private mutating func opens(
    _ opening: UInt8, _ closing: UInt8, depth: Int
  ) throws(Failure) -> Bool {
    guard depth <= Self.maximumDepth else { throw .notJSON }
    try expect(opening)
    skipWhitespace()
    guard peek() == closing else { return true }
    index += 1
    return false
  }

  /// Reads what follows a member or element: true at the closing bracket (a comma may come
  /// before it, as `JSONDecoder` allows), false after a comma with more to come.
  private mutating func closes(_ closing: UInt8) throws(Failure) -> Bool {
    skipWhitespace()
    if peek() == UInt8(ascii: ",") {
      index += 1
      skipWhitespace()
      guard peek() == closing else { return false }
    }
    try expect(closing)
    return true
  }

  /// Reads any value, checking it is JSON.
  mutating func skipValue(depth: Int) throws(Failure) {
    skipWhitespace()
    switch peek() ?? 0 {
    case UInt8(ascii: "{"):
      try members(depth: depth + 1) { reader, _ throws(Failure) in
        try reader.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try elements(depth: depth + 1) { reader, _ throws(Failure) in
        try reader.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try wholeNumber()
    }
  }

  /// Reads a number; its value if it is a whole number an `Int` holds.
  mutating func wholeNumber() throws(Failure) -> Int? {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else {
      guard try digits() > 0 else { throw .notJSON }
    }
    var isInteger = true
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard try digits() > 0 else { throw .notJSON }
      isInteger = false
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard try digits() > 0 else { throw .notJSON }
      isInteger = false
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger { return Int(text) }
    guard let value = Double(text), value.rounded() == value, abs(value) < 9.2e18 else {
      return nil
    }
    return Int(value)
  }

  private mutating func digits() throws(Failure) -> Int {
    let start = index
    while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
    return index - start
  }

  /// Reads a string, unescaping it.
  mutating func string() throws(Failure) -> String {
    try expect(UInt8(ascii: "\""))
    let start = index
    // The common case: no escapes, so the bytes are the string.
    while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { throw .notJSON }
      index += 1
    }
    guard let end = peek() else { throw .notJSON }
    if end == UInt8(ascii: "\"") {
      let text = try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      index += 1
      return text
    }
    var unescaped = Array(bytes[start..<index])
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return try unescaped.withUnsafeBufferPointer { buffer throws(Failure) in
          try Self.text(buffer)
        }
      case UInt8(ascii: "\\"):
        try escape(into: &unescaped)
      case ..<0x20:
        throw .notJSON
      default:
        unescaped.append(byte)
      }
    }
    throw .notJSON
  }

  private mutating func escape(into unescaped: inout [UInt8]) throws(Failure) {
    guard let byte = peek() else { throw .notJSON }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
    case UInt8(ascii: "b"): unescaped.append(0x08)
    case UInt8(ascii: "f"): unescaped.append(0x0C)
    case UInt8(ascii: "n"): unescaped.append(0x0A)
    case UInt8(ascii: "r"): unescaped.append(0x0D)
    case UInt8(ascii: "t"): unescaped.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hexQuad()
      if (0xD800..<0xDC00).contains(scalar) {
        // A high surrogate must be followed by an escaped low one.
        guard peek() == UInt8(ascii: "\\") else { throw .notJSON }
        index += 1
        guard peek() == UInt8(ascii: "u") else { throw .notJSON }
        index += 1
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw .notJSON }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw .notJSON
      }
      guard let character = Unicode.Scalar(scalar) else { throw .notJSON }
      unescaped.append(contentsOf: String(character).utf8)
    default:
      throw .notJSON
    }
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw .notJSON }
      index += 1
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .notJSON
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private static func text(_ utf8: UnsafeBufferPointer<UInt8>) throws(Failure) -> String {
    guard let text = String(validating: utf8, as: UTF8.self) else { throw .notJSON }
    return text
  }

  mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw .notJSON }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw .notJSON
    }
    index += count
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard peek() == byte else { throw .notJSON }
    index += 1
  }

  func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }
}
