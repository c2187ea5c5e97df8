/// Splits a recipe's written method into numbered steps.
public enum InstructionSteps {
  /// The steps of `instructions`, one per non-blank line, without "STEP 1", "Step 2:",
  /// "3." or "4)" prefixes; a line that is only such a heading is dropped.
  ///
  /// ```swift
  /// InstructionSteps.split("STEP 1\r\nBoil water.\r\n\r\n2. Add pasta.")
  /// // ["Boil water.", "Add pasta."]
  /// ```
  public static func split(_ instructions: String) -> [String] {
    instructions
      .split(whereSeparator: \.isNewline)
      .map { stripNumbering(from: $0.trimmingWhitespace()) }
      .filter { !$0.isEmpty }
  }

  private static func stripNumbering(from line: Substring) -> String {
    var rest = line
    // "STEP 1", "Step 2:", "step 3 -"
    if rest.prefix(4).lowercased() == "step" {
      let afterWord = rest.dropFirst(4).drop(while: { $0 == " " })
      let digits = afterWord.prefix(while: \.isNumber)
      if !digits.isEmpty {
        rest = afterWord.dropFirst(digits.count)
        rest = rest.drop(while: { $0 == ":" || $0 == "." || $0 == ")" || $0 == "-" || $0 == " " })
        return String(rest.trimmingWhitespace())
      }
    }
    // "1.", "2)", "3 -" — but not "350 g of flour" or "2 eggs": a separator must follow.
    let digits = rest.prefix(while: \.isNumber)
    if !digits.isEmpty, digits.count <= 2 {
      let after = rest.dropFirst(digits.count)
      if let separator = after.first, separator == "." || separator == ")" {
        let text = after.dropFirst()
        // "1.5 kg" is a quantity, not a step number.
        if text.first?.isNumber != true {
          return String(text.trimmingWhitespace())
        }
      }
    }
    return String(rest)
  }
}

extension Substring {
  func trimmingWhitespace() -> Substring {
    let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
    let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
    return self[start..<end]
  }
}

extension String {
  func trimmingWhitespace() -> String {
    String(self[...].trimmingWhitespace())
  }
}
