/// The oven and pan temperatures of a step in °C or °F, converted to the scale the cook
/// reads: "160°C", "160 °C", "160C", "350°F", "350 degrees F", "180 degrees Celsius", "℃".
///
/// A temperature given in both scales ("180°C/350°F", "180°C (350°F)") is left as it is, as
/// is one without a scale ("180°") or a gas mark. Converted temperatures are rounded to 5
/// degrees, as ovens are set.
struct StepTemperatures {
  enum Scale { case celsius, fahrenheit }

  /// One temperature: its number's token, the token that names its scale, the scale.
  private struct Found {
    let number: Int
    let scaleToken: Int
    let scale: Scale
  }

  private let tokens: StepTokens
  private let found: [Found]

  init(tokens: [DurationToken], text: String) {
    let tokens = StepTokens(tokens: tokens, text: text)
    self.tokens = tokens
    found = tokens.tokens.indices.compactMap { Self.temperature(at: $0, in: tokens) }
  }

  /// The indices of the numbers that are temperatures, which are no amounts.
  var numberIndices: Set<Int> { Set(found.map(\.number)) }

  /// The edits that write every temperature in `units`' scale; none as written.
  func edits(to units: UnitSystem?) -> [StepEdit] {
    guard let units else { return [] }
    let target: Scale = units == .metric ? .celsius : .fahrenheit
    var edits: [StepEdit] = []
    for (position, temperature) in found.enumerated() where temperature.scale != target {
      if isPaired(position) { continue }
      guard let value = tokens.tokens[temperature.number].number else { continue }
      let converted =
        target == .fahrenheit ? value * 9 / 5 + 32 : (value - 32) * 5 / 9
      let rounded = Int((converted / 5).rounded()) * 5
      edits.append(StepEdit(range: tokens.tokens[temperature.number].range, text: String(rounded)))
      let scaleRange = tokens.tokens[temperature.scaleToken].range
      edits.append(
        StepEdit(range: scaleRange, text: Self.renamed(String(tokens.text[scaleRange]), to: target))
      )
    }
    return edits
  }

  /// Whether temperature `position` is given in the other scale beside it: only marks and
  /// "or" between them.
  private func isPaired(_ position: Int) -> Bool {
    let this = found[position]
    for other in [position - 1, position + 1] where found.indices.contains(other) {
      let that = found[other]
      guard that.scale != this.scale else { continue }
      let between = min(this.scaleToken, that.scaleToken) + 1..<max(this.number, that.number)
      if between.allSatisfy({
        tokens.mark(at: $0) != nil || tokens.isSlash(at: $0)
          || tokens.word(at: $0) == "or"
      }) {
        return true
      }
    }
    return false
  }

  /// The temperature whose number is token `index`, if it is one.
  private static func temperature(at index: Int, in tokens: StepTokens) -> Found? {
    guard let value = tokens.tokens[index].number, value >= 0,
      tokens.word(at: index - 1) != "mark"
    else { return nil }
    var next = index + 1
    if let mark = tokens.mark(at: next) {
      if let scale = symbols[mark] { return Found(number: index, scaleToken: next, scale: scale) }
      guard mark == "°" else { return nil }
      next += 1
    } else if let word = tokens.word(at: next), ["degrees", "degree", "deg"].contains(word) {
      next += 1
    } else if let word = tokens.word(at: next), let scale = ordinalSymbols[word] {
      return Found(number: index, scaleToken: next, scale: scale)
    } else if let word = tokens.word(at: next), let scale = letters[word],
      tokens.isGlued(at: next) || value >= 90
    {
      // "180C", "350 F": a bare letter only after an oven's number ("2 c" is cups).
      return Found(number: index, scaleToken: next, scale: scale)
    } else {
      return nil
    }
    guard let word = tokens.word(at: next), let scale = letters[word] ?? names[word] else {
      return nil
    }
    return Found(number: index, scaleToken: next, scale: scale)
  }

  private static let letters: [String: Scale] = ["c": .celsius, "f": .fahrenheit]
  private static let names: [String: Scale] = [
    "celsius": .celsius, "centigrade": .celsius, "fahrenheit": .fahrenheit,
  ]
  /// "ºC" written with the ordinal sign, a letter.
  private static let ordinalSymbols: [String: Scale] = ["ºc": .celsius, "ºf": .fahrenheit]
  private static let symbols: [Character: Scale] = ["℃": .celsius, "℉": .fahrenheit]

  /// The scale's name as `written` writes it, in `target`: "C" → "F", "celsius" →
  /// "fahrenheit", "Celsius" → "Fahrenheit", "℃" → "℉".
  private static func renamed(_ written: String, to target: Scale) -> String {
    let lower = written.lowercased()
    let name: String =
      switch lower {
      case "c", "f": target == .celsius ? "c" : "f"
      case "ºc", "ºf": target == .celsius ? "ºc" : "ºf"
      case "℃", "℉": target == .celsius ? "℃" : "℉"
      default: target == .celsius ? "celsius" : "fahrenheit"
      }
    if written == written.uppercased(), written != lower { return name.uppercased() }
    guard let first = written.first, first.isUppercase else { return name }
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}
