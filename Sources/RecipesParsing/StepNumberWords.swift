import Foundation

/// The "Step 1", "Schritt 2", "Étape 3" a page writes before each of its steps, which the
/// step's place in the method already says.
enum StepNumberWords {
  /// Words a page writes before a step's number, folded (lowercase, no accents).
  private static let words: Set<String> = [
    "step", "schritt", "etape", "stap", "steg", "paso", "passo", "krok", "lepes",
  ]

  /// `steps` without the word and number before each, when every step starts with one and
  /// they count up from 1; else `steps` as they are.
  static func removed(from steps: [String]) -> [String] {
    var kept: [String] = []
    for (index, step) in steps.enumerated() {
      guard let rest = remainder(of: step, number: index + 1) else { return steps }
      kept.append(rest)
    }
    return kept
  }

  /// Whether `line` is a step's label alone: "Step 2", "Étape 3:".
  static func isLabel(_ line: String) -> Bool {
    let words = PageRecipeLists.fold(line).split(separator: " ")
    return words.count == 2 && self.words.contains(String(words[0]))
      && words[1].allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// What follows "Step `number`" (and a colon, full stop or dash after it) in `step`; nil
  /// when it does not start so or nothing follows.
  private static func remainder(of step: String, number: Int) -> String? {
    let word = step.prefix { $0.isLetter }
    guard words.contains(PageRecipeLists.fold(String(word))) else { return nil }
    var rest = step.dropFirst(word.count).drop { $0 == " " }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard Int(digits) == number else { return nil }
    rest = rest.dropFirst(digits.count)
    guard rest.first.map({ " :.)-–".contains($0) }) ?? true else { return nil }
    let text = rest.drop { " :.)-–".contains($0) }
    return text.isEmpty ? nil : String(text)
  }
}
