/// A recipe's needs written as one text and read back, so a library can keep them beside the
/// recipe and rank thousands of recipes without reading their lines again.
///
/// One need per line: `o` or `-` (optional or not), a tab, the name, a tab, the keys
/// separated by `|`. Names and keys never hold tabs or newlines (they are cut out).
public enum PantryNeedsCodec {
  /// The version of the reading that made stored needs: a library reads again needs stored
  /// by another version (the words, synonyms or rules changed).
  public static let version = 2

  /// `needs` as text.
  public static func encode(_ needs: [PantryNeed]) -> String {
    needs.map { need in
      (need.isOptional ? "o" : "-") + "\t" + clean(need.name) + "\t"
        + need.alternatives.map(clean).joined(separator: "|")
    }.joined(separator: "\n")
  }

  /// The needs of `text` as `encode` wrote them; a line that cannot be read is left out.
  public static func decode(_ text: String) -> [PantryNeed] {
    var needs: [PantryNeed] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, !fields[2].isEmpty else { continue }
      needs.append(
        PantryNeed(
          alternatives: fields[2].split(separator: "|").map(String.init),
          name: String(fields[1]), isOptional: fields[0] == "o"))
    }
    return needs
  }

  private static func clean(_ text: String) -> String {
    guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "|" || $0 == "\r" }) else {
      return text
    }
    return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "|" || $0 == "\r" ? " " : $0 })
  }
}
