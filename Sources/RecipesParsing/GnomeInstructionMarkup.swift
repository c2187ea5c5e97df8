/// GNOME Recipes' instruction markup turned into plain steps.
///
/// `[image:N]` is dropped, `[temperature:180C]` becomes "180 °C", `[timer:HH:MM:SS]` or
/// `[timer:HH:MM:SS,Title]` becomes the duration in words, "(10 minutes)" or "(Simmer: 10
/// minutes)", from which the step's timer is later found. No markup is ever left in the text.
enum GnomeInstructionMarkup {
  /// The steps of the instructions: paragraphs separated by a blank line.
  static func steps(_ instructions: String) -> [String] {
    instructions.replacingOccurrences(of: "\r\n", with: "\n")
      .components(separatedBy: "\n\n")
      .map { SchemaOrgText.collapsed(plain($0)) }
      .filter { !$0.isEmpty }
  }

  private static let keywords = ["image", "timer", "temperature"]

  /// The step with each piece of markup replaced.
  static func plain(_ step: String) -> String {
    var result = ""
    var rest = step[...]
    while let open = rest.firstIndex(of: "[") {
      result += rest[..<open]
      let afterOpen = rest[rest.index(after: open)...]
      guard let keyword = keywords.first(where: { afterOpen.hasPrefix($0 + ":") }) else {
        result.append("[")
        rest = afterOpen
        continue
      }
      let body = afterOpen.dropFirst(keyword.count + 1)
      let close = body.firstIndex(of: "]") ?? body.endIndex
      result += replacement(keyword: keyword, body: String(body[..<close]), after: result)
      rest = close < body.endIndex ? body[body.index(after: close)...] : body[close...]
      // Markup often opens a step ("[timer:00:10:00]Knead…") or sits between sentences:
      // the words on either side stay apart.
      if let next = rest.first, !next.isWhitespace, !".,;:!?)".contains(next),
        let last = result.last, !last.isWhitespace
      {
        result.append(" ")
      }
    }
    return result + rest
  }

  private static func replacement(keyword: String, body: String, after text: String) -> String {
    let space = text.last.map { $0.isWhitespace ? "" : " " } ?? ""
    switch keyword {
    case "temperature": return temperature(body).map { space + $0 } ?? ""
    case "timer": return timer(body).map { space + "(" + $0 + ")" } ?? ""
    default: return ""
    }
  }

  /// "180C" → "180 °C", "350F" → "350 °F"; a number without a unit is Celsius, as GNOME
  /// Recipes shows it.
  private static func temperature(_ body: String) -> String? {
    let trimmed = body.trimmingWhitespaceAndUnit()
    guard !trimmed.number.isEmpty else { return nil }
    return trimmed.number + (trimmed.unit == "F" ? " °F" : " °C")
  }

  /// "00:10:00" → "10 minutes", "01:30:00,Rise" → "Rise: 1 hour 30 minutes", "05:30" (minutes
  /// and seconds) → "5 minutes 30 seconds".
  private static func timer(_ body: String) -> String? {
    let parts = body.split(separator: ",", maxSplits: 1)
    guard let clock = parts.first else { return nil }
    let fields = clock.split(separator: ":").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !fields.contains(nil), (2...3).contains(fields.count) else { return nil }
    let numbers = fields.compactMap { $0 }
    let hms = numbers.count == 3 ? numbers : [0] + numbers
    let words = zip(hms, ["hour", "minute", "second"]).filter { $0.0 > 0 }
      .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " ")
    guard !words.isEmpty else { return nil }
    let title = parts.count > 1 ? SchemaOrgText.collapsed(String(parts[1])) : ""
    return title.isEmpty ? words : title + ": " + words
  }
}

extension String {
  /// The digits (and decimal point) of a temperature, and the letter after them.
  fileprivate func trimmingWhitespaceAndUnit() -> (number: String, unit: String) {
    let compact = filter { !$0.isWhitespace }
    let number = compact.prefix(while: { $0.isNumber || $0 == "." || $0 == "-" })
    return (String(number), String(compact.dropFirst(number.count).prefix(1)).uppercased())
  }
}
