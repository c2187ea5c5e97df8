import Foundation

/// A page's title as the recipe's name: "Plum Cake – Ann's Kitchen" is "Plum Cake".
enum PageTitle {
  /// What stands between a title and the site's name.
  private static let separators = [" | ", " - ", " – ", " — ", " · ", " :: ", " • "]
  /// What a template leaves at the end of a title whose site name is empty.
  private static let trailing = CharacterSet.whitespaces.union(.init(charactersIn: "|-–—·•:"))

  /// `title` without the site's name after it: the part before the first separator when
  /// the page's `heading` starts with it; else the part before the last separator when the part after
  /// it is `siteName`.
  static func withoutSiteName(_ title: String, heading: String?, siteName: String?) -> String {
    let trimmed = title.trimmingCharacters(in: trailing)
    guard !trimmed.isEmpty else { return title }
    // The page's heading (or its start, a byline after it), then a separator and what the
    // site adds ("| Desserts | Ann's Kitchen").
    let firstCut = separators.compactMap { trimmed.range(of: $0) }.min {
      $0.lowerBound < $1.lowerBound
    }
    if let heading, let firstCut {
      let first = String(trimmed[..<firstCut.lowerBound])
      if !first.isEmpty, heading.count >= first.count,
        same(String(heading.prefix(first.count)), first)
      {
        return first
      }
    }
    for separator in separators {
      guard let cut = trimmed.range(of: separator, options: .backwards) else { continue }
      let head = trimmed[..<cut.lowerBound].trimmingCharacters(in: .whitespaces)
      let tail = trimmed[cut.upperBound...].trimmingCharacters(in: .whitespaces)
      guard !head.isEmpty else { continue }
      if let siteName, same(tail, siteName) { return head }
    }
    return trimmed
  }

  private static func same(_ one: String, _ other: String) -> Bool {
    one.compare(other, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
  }
}
