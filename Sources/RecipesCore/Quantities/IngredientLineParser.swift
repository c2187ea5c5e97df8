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
      unit: reading.unit, name: reading.name, note: reading.note)
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
      note: note.isEmpty ? nil : note.joined(separator: ", "))
  }

  private struct Parts {
    var quantity: Rational?
    var quantityMax: Rational?
    var unit: CookingUnit?
    var name: String
    var note: String?
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
        name: name(of: reading, in: bytes), note: note(of: reading, in: bytes))
      if let separator = reading.separatorBeforeTrailingMeasure {
        let token = reading.tokens[separator]
        parts.trailingMeasure = (
          String(decoding: bytes[..<token.start], as: UTF8.self),
          String(decoding: bytes[token.end...], as: UTF8.self)
        )
      }
      return parts
    }
  }

  /// The name's tokens, one space wherever the line had space or a word was taken out.
  private static func name(
    of reading: IngredientLineReading, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    var name: [UInt8] = []
    var previous = -2
    for (index, token) in reading.tokens.enumerated() where reading.roles[index] == .name {
      if !name.isEmpty, token.spaceBefore || previous != index - 1 { name.append(0x20) }
      name.append(contentsOf: bytes[token.start..<token.end])
      previous = index
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The note's runs of tokens, each as the line wrote it, joined with ", ".
  private static func note(
    of reading: IngredientLineReading, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    var note: [UInt8] = []
    var index = 0
    let tokens = reading.tokens
    while index < tokens.count {
      guard reading.roles[index] == .note else {
        index += 1
        continue
      }
      var end = index
      while end + 1 < tokens.count, reading.roles[end + 1] == .note { end += 1 }
      var first = index
      var last = end
      while first <= last, isSeparator(tokens[first]) { first += 1 }
      while last >= first, isSeparator(tokens[last]) { last -= 1 }
      if first <= last {
        if !note.isEmpty { note.append(contentsOf: [0x2C, 0x20]) }
        note.append(contentsOf: bytes[tokens[first].start..<tokens[last].end])
      }
      index = end + 1
    }
    return note.isEmpty ? nil : String(decoding: note, as: UTF8.self)
  }

  private static func isSeparator(_ token: IngredientToken) -> Bool {
    switch token.kind {
    case .comma, .semicolon, .period, .dash, .symbol, .slash: true
    default: false
    }
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
