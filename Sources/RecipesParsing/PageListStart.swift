import RecipesHTML

/// Whether a page shows a recipe's ingredient lines as part of a longer list: the data kept
/// one group of several (the sauce, not the chicken), which the page's list has whole.
///
/// Found cheaply, for a recipe whose data otherwise looks whole: the first list item that
/// says the data's first line, near the top of the page, is not the first of its list, or
/// its list comes after another in the same box.
enum PageListStart {
  /// The most list items read looking for the line.
  private static let mostItems = 400
  /// The most nodes an item holds to be read: a bigger one is no ingredient line.
  private static let mostItemNodes = 40

  /// Whether `firstLine`, the data's first ingredient line, starts within the page's list.
  static func isWithinList(_ firstLine: String, in document: HTMLDocument) -> Bool {
    let wanted = key(firstLine)
    guard !wanted.isEmpty,
      let item = document.firstElement(
        named: "li", among: mostItems,
        where: { $0.nodeCount <= mostItemNodes && key($0.text) == wanted })
    else { return false }
    guard let list = item.parent else { return false }
    if startsAfter(item, named: ["li"], in: list) { return true }
    guard let box = list.parent else { return false }
    return startsAfter(list, named: ["ul", "ol"], in: box)
  }

  /// Whether `box` holds an element named one of `names` before `element`.
  private static func startsAfter(
    _ element: HTMLElement, named names: Set<String>, in box: HTMLElement
  ) -> Bool {
    for child in box.childElements {
      if child == element { return false }
      if names.contains(child.name) { return true }
    }
    return false
  }

  /// The line lowercase, its spaces collapsed.
  private static func key(_ line: String) -> String {
    line.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
