/// Up to sixteen bytes of a lowercased ASCII word, packed into two integers.
///
/// The tokenizer makes one from the line's bytes directly, so looking a word up needs no
/// `String` and no `Hasher`: the parser looks up every word of every line.
struct WordKey: Equatable {
  /// Bytes 0–7, the first in the lowest bits; zero where the word is shorter.
  var low: UInt64 = 0
  /// Bytes 8–15.
  var high: UInt64 = 0

  /// The key of `length` bytes from `start`, lowercased; nil for a word longer than 16
  /// bytes, which no vocabulary word is.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
    guard length > 0, length <= 16 else { return nil }
    for offset in 0..<length {
      var byte = UInt64(bytes[start + offset])
      if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
      if offset < 8 {
        low |= byte << (8 * offset)
      } else {
        high |= byte << (8 * (offset - 8))
      }
    }
  }

  /// The key of `word`, an ASCII string.
  init?(_ word: String) {
    var copy = word
    guard let key = copy.withUTF8({ WordKey($0, start: 0, length: $0.count) }) else { return nil }
    self = key
  }

  private init() {}

  /// The key no word has.
  static let empty = WordKey()
}

/// An open-addressing table from word keys to what the parser knows of them, built once.
struct WordTable: Sendable {
  private let keys: [WordKey]
  private let words: [IngredientWord]
  private let shift: UInt64

  init(_ table: [String: IngredientWord]) {
    // At most a quarter full, so a miss ends after a probe or two.
    var bits: UInt64 = 4
    while (1 << bits) < table.count * 4 { bits += 1 }
    var keys = Array(repeating: WordKey.empty, count: 1 << bits)
    var words = Array(repeating: IngredientWord(), count: 1 << bits)
    shift = 64 - bits
    for (word, value) in table {
      guard let key = WordKey(word) else { continue }
      var slot = Self.slot(key, shift)
      while keys[slot] != .empty { slot = (slot + 1) & (keys.count - 1) }
      keys[slot] = key
      words[slot] = value
    }
    self.keys = keys
    self.words = words
  }

  /// The slot of `key`, or nil when it is not in the table.
  func index(of key: WordKey) -> Int? {
    var slot = Self.slot(key, shift)
    while true {
      let candidate = keys[slot]
      if candidate == key { return slot }
      if candidate == .empty { return nil }
      slot = (slot + 1) & (keys.count - 1)
    }
  }

  /// The word in `slot`.
  func word(at slot: Int) -> IngredientWord {
    words[slot]
  }

  private static func slot(_ key: WordKey, _ shift: UInt64) -> Int {
    let mixed = (key.low ^ key.high &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> shift)
  }
}
