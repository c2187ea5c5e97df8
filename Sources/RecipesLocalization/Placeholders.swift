/// `{name}` placeholders in translated messages.
enum Placeholders {
  /// `text` with each `{name}` that `values` has replaced by its value; other braces stay
  /// as they are, so a stray brace in a message or a value is harmless.
  static func fill(_ text: String, with values: [String: String]) -> String {
    guard !values.isEmpty, text.contains("{") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}"),
        let value = values[String(rest[afterOpen..<close])]
      else {
        result.append("{")
        rest = rest[afterOpen...]
        continue
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }

  /// The placeholder names `text` holds, in order of appearance.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = rest[afterOpen..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        names.append(String(name))
      }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
