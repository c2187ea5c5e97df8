/// Reads ingredient lines as a cook would: "1 ½ cups plain flour, sifted" is 3/2 cup of
/// plain flour, sifted.
///
/// Understands vulgar fractions, mixed numbers ("1 1/2", "1-1/2", "one and a half"),
/// decimals with a point or a comma ("1,5 l"), ranges ("2-3", "2 to 3"), "a"/"an"/"half",
/// package sizes ("1 (14 oz) can", "2 x 400g tins"), units in any usual spelling, and
/// moves sizes ("large"), preparation ("finely chopped") and comments ("to taste", what
/// follows a comma, what is in parentheses) to the note, so the name is what is bought.
///
/// Works on the line's UTF-8 bytes in one pass: no regular expressions, no `Character`s.
/// Never fails: a line it cannot read is all name.
public enum IngredientLineParser {
  /// Parses one line as written.
  public static func parse(_ text: String) -> IngredientLine {
    let reading = read(text, mode: .line)
    if let (name, measure) = reading.trailingMeasure {
      return parse(measure: measure, name: name, text: text)
    }
    return IngredientLine(
      text: text, quantity: reading.quantity, quantityMax: reading.quantityMax,
      unit: reading.unit, name: reading.name, note: reading.note, addition: reading.addition)
  }

  /// Parses TheMealDB's pair of fields ("4, boneless, skin on" of "Chicken thighs"): the
  /// amount and unit come from `measure`, whatever else `measure` says joins the note, and
  /// the name loses its own preparation.
  public static func parse(measure: String, name: String, text: String? = nil) -> IngredientLine {
    let amount = read(measure, mode: .measure)
    let named = read(name, mode: .name)
    let note = [amount.name, amount.note, named.note].compactMap { part -> String? in
      guard let part, !part.isEmpty else { return nil }
      return part
    }
    return IngredientLine(
      text: text ?? (measure.isEmpty ? name : measure + " " + name), quantity: amount.quantity,
      quantityMax: amount.quantityMax, unit: amount.unit,
      name: named.name.isEmpty ? trimmed(name) : named.name,
      note: note.isEmpty ? nil : note.joined(separator: ", "), addition: amount.addition)
  }

  private struct Parts {
    var quantity: Rational?
    var quantityMax: Rational?
    var unit: CookingUnit?
    var name: String
    var note: String?
    var addition: IngredientLine.Addition?
    /// The name and the measure of a line written name first ("Sugar - 2 tbsp").
    var trailingMeasure: (name: String, measure: String)?
  }

  private static func read(_ text: String, mode: IngredientLineReading.Mode) -> Parts {
    var text = text
    return text.withUTF8 { bytes in
      var reading = IngredientLineReading(
        tokens: IngredientTokenizer.tokens(of: bytes), mode: mode)
      reading.read()
      var parts = Parts(
        quantity: reading.quantity, quantityMax: reading.quantityMax, unit: reading.unit,
        name: name(of: reading, in: bytes), note: note(of: reading, in: bytes),
        addition: reading.addition)
      if let split = reading.trailingMeasureSplit {
        parts.trailingMeasure = (
          String(decoding: bytes[..<split.nameEnd], as: UTF8.self),
          String(decoding: bytes[split.measureStart...], as: UTF8.self)
        )
      }
      return parts
    }
  }

  /// The name's tokens, one space wherever the line had space or a word was taken out.
  private static func name(
    of reading: IngredientLineReading, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    // Two passes, measuring then copying, so a short name is a small string and nothing
    // is allocated for it.
    func pieces(_ body: (Range<Int>, Bool) -> Void) {
      var previous = -2
      var first = true
      for (index, token) in reading.tokens.enumerated() where reading.roles[index] == .name {
        body(token.start..<token.end, !first && (token.spaceBefore || previous != index - 1))
        previous = index
        first = false
      }
    }
    return joined(pieces, separator: [0x20], in: bytes)
  }

  /// The note's runs of tokens, each as the line wrote it, joined with ", ".
  private static func note(
    of reading: IngredientLineReading, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    let tokens = reading.tokens
    func pieces(_ body: (Range<Int>, Bool) -> Void) {
      var index = 0
      var first = true
      while index < tokens.count {
        guard reading.roles[index] == .note else {
          index += 1
          continue
        }
        var end = index
        while end + 1 < tokens.count, reading.roles[end + 1] == .note { end += 1 }
        var low = index
        var high = end
        while low <= high, isSeparator(tokens[low], in: bytes) { low += 1 }
        while high >= low, isSeparator(tokens[high], in: bytes) { high -= 1 }
        if low <= high {
          body(tokens[low].start..<tokens[high].end, !first)
          first = false
        }
        index = end + 1
      }
    }
    let note = joined(pieces, separator: [0x2C, 0x20], in: bytes)
    return note.isEmpty ? nil : note
  }

  /// The byte ranges `pieces` gives, each after `separator` when it asks for one.
  private static func joined(
    _ pieces: ((Range<Int>, Bool) -> Void) -> Void, separator: [UInt8],
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    var length = 0
    pieces { range, separated in length += range.count + (separated ? separator.count : 0) }
    guard length > 0 else { return "" }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      pieces { range, separated in
        if separated {
          for byte in separator {
            buffer[offset] = byte
            offset += 1
          }
        }
        for position in range {
          buffer[offset] = bytes[position]
          offset += 1
        }
      }
      return offset
    }
  }

  /// Punctuation a note does not begin or end with; "%" and "°" are not ("70%", "180°"):
  /// they belong to the number before them.
  private static func isSeparator(
    _ token: IngredientToken, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch token.kind {
    case .comma, .semicolon, .period, .dash, .slash: true
    case .symbol: !Self.isPartOfANumber(token, in: bytes)
    default: false
    }
  }

  /// Whether a symbol is "%" or "°" (UTF-8 C2 B0) written straight after a number.
  private static func isPartOfANumber(
    _ token: IngredientToken, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard !token.spaceBefore, token.start < bytes.count else { return false }
    let first = bytes[token.start]
    let isDegree = first == 0xC2 && token.start + 1 < bytes.count && bytes[token.start + 1] == 0xB0
    return first == 0x25 || isDegree
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
