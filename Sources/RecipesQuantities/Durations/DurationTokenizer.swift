/// Splits a step's text into the tokens the duration parser reads: numbers (with their
/// vulgar fractions), lowercased words, dashes, fraction bars and barriers.
enum DurationTokenizer {
  /// The tokens of `text`, in order; white space separates and is dropped.
  static func tokens(of text: String) -> [DurationToken] {
    var tokens: [DurationToken] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isWhitespace {
        index = text.index(after: index)
      } else if character.isASCII, character.isNumber {
        let end = numberEnd(in: text, from: index)
        tokens.append(
          DurationToken(kind: .number(value(of: text[index..<end])), range: index..<end))
        index = end
      } else if let fraction = vulgarFraction(character) {
        let end = text.index(after: index)
        tokens.append(DurationToken(kind: .number(fraction), range: index..<end))
        index = end
      } else if character.isLetter {
        let end = text[index...].firstIndex(where: { !$0.isLetter }) ?? text.endIndex
        tokens.append(
          DurationToken(kind: .word(text[index..<end].lowercased()), range: index..<end))
        index = end
      } else {
        let end = text.index(after: index)
        let kind = kind(of: character)
        tokens.append(
          DurationToken(kind: kind, range: index..<end, mark: kind == .barrier ? character : nil))
        index = end
      }
    }
    return tokens
  }

  /// Where the number that starts at `start` ends.
  ///
  /// It takes digits, a decimal part ("1.5", not the full stop of "Step 1 then heat") and a
  /// vulgar fraction written against it ("1½").
  private static func numberEnd(in text: String, from start: String.Index) -> String.Index {
    var end = text[start...].firstIndex(where: { !($0.isASCII && $0.isNumber) }) ?? text.endIndex
    if end < text.endIndex, text[end] == "." {
      let next = text.index(after: end)
      if next < text.endIndex, text[next].isASCII, text[next].isNumber {
        end = text[next...].firstIndex(where: { !($0.isASCII && $0.isNumber) }) ?? text.endIndex
      }
    }
    if end < text.endIndex, vulgarFraction(text[end]) != nil {
      end = text.index(after: end)
    }
    return end
  }

  private static func value(of number: Substring) -> Double {
    guard let last = number.last, let fraction = vulgarFraction(last) else {
      return Double(number) ?? 0
    }
    return (Double(number.dropLast()) ?? 0) + fraction
  }

  private static func kind(of character: Character) -> DurationToken.Kind {
    switch character {
    case "-", "–", "—", "‐", "‑", "−": .dash
    case "/", "⁄": .slash
    default: .barrier
    }
  }

  /// The value of a vulgar fraction glyph ("½", "⅜"), read from the ingredient tokenizer's
  /// table.
  private static func vulgarFraction(_ character: Character) -> Double? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    return IngredientTokenizer.vulgarFraction(scalar.value)?.doubleValue
  }
}
