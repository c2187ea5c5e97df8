import Foundation
import RecipesHTML

/// The lines a page lists after a heading that says "Ingredients" or "Instructions" (in
/// one of the languages read), for a page whose recipe plugin names neither in its classes.
///
/// The list is in the box the heading opens — the nearest box holding more than the heading,
/// else the one around it — up to a heading of the same or a higher rank, or one naming
/// another section. Where the section is written as lists, the short lines that caption a
/// list ("For the sauce", a serving count) are no lines of it, and a paragraph after the
/// lists (a photo credit, "See also") ends it.
enum PageHeadingLines {
  /// The most headings of one part tried, in page order.
  private static let mostHeadings = 5
  /// The longest heading read, in characters.
  private static let longestHeading = 40
  /// The most elements and runs of text a heading holds: a box holding more is no heading,
  /// and its text is not read.
  private static let mostHeadingNodes = 24
  /// The longest line taken as a list's caption, in characters.
  private static let longestCaption = 80
  /// The most paragraphs before a section's first list that are its introduction, not its
  /// lines.
  private static let mostIntroductionLines = 2
  /// Names of elements that hold one line each.
  private static let lineNames: Set<String> = ["li", "p"]
  /// Names of elements a heading is written in.
  static let headingNames: Set<String> = [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "b", "span", "dt", "u", "em", "label",
    "legend", "summary", "th", "div", "button", "a",
  ]
  /// Names of the elements a box written as a heading may hold: a heading in a `div` holds
  /// its words, an icon, no block.
  private static let headingBoxInlineNames: Set<String> = [
    "span", "strong", "b", "em", "i", "u", "small", "sup", "svg", "img", "br", "a",
  ]
  /// Names of the elements a heading may be written in that sit inside running text.
  private static let inlineNames: Set<String> = ["strong", "b", "span", "u", "em", "label"]
  /// Names of the elements read whole, as a line or a heading, for the inline ones inside.
  private static let enclosingNames: Set<String> = [
    "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "u", "em", "span",
  ]
  /// Names of the boxes that may stand between a caption and its list.
  private static let wrapperNames: Set<String> = ["div", "section", "span"]
  /// Words after a heading's own that still make it the heading: "Ingredients for the
  /// dough", "Zutaten für 4 Personen".
  private static let continuations: Set<String> = [
    "for", "fur", "pour", "voor", "para", "per", "til", "till", "(",
  ]
  /// The words of other sections, which end a list read after a heading.
  private static let otherSections: Set<String> = [
    "notes", "note", "tips", "nutrition", "nutrition facts", "equipment", "video", "comments",
    "notizen", "tipps", "conseils", "notities", "tips & tricks", "you may also like",
    "related recipes", "reviews", "see also", "voir aussi", "siehe auch", "lees ook",
    "a lire aussi", "more recipes", "you might also like", "related", "meer recepten",
    "mehr rezepte", "plus de recettes", "autres recettes", "fler recept",
  ]

  /// The lines after the first heading that says `part` and has lines after it (a tab or a
  /// search filter may say it too).
  static func lines(
    of part: PageRecipeLists.Part, in elements: [HTMLElement], headings texts: Texts
  ) -> [String] {
    let otherHeadings = PageRecipeLists.Part.allCases.filter { $0 != part }
      .reduce(otherSections) { $0.union($1.headings) }
    // The headings that name the part first; those that only say "the recipe" after them,
    // alone or after the dish's name and a colon or a dash ("Plum jam: the recipe").
    for weak in [false, true] {
      let headings = texts.positions.lazy.filter {
        weak ? texts.endsSaying($0, part.weakHeadings) : texts.says($0, part.headings)
      }
      for start in headings.prefix(mostHeadings) {
        // A tab's or an accordion's header: the panel it opens (a button that opens none is
        // a toolbar's, which heads nothing).
        if ["a", "button"].contains(elements[start].name) {
          guard let panel = panel(openedBy: elements[start], in: elements) else { continue }
          let lines = lines(
            from: panel + 1, upTo: panel + 1 + elements[panel].descendantCount, rank: nil,
            in: elements, until: otherHeadings, texts: texts)
          if !lines.isEmpty { return lines }
          continue
        }
        for end in scopeEnds(of: start, in: elements) {
          let lines = lines(
            after: start, upTo: end, in: elements, until: otherHeadings, texts: texts)
          if !lines.isEmpty { return lines }
        }
      }
    }
    return []
  }

  /// Where the boxes a heading may open end, narrowest first: the nearest box holding more
  /// than the heading, then the box around that.
  ///
  /// Elements come in document order: an element's descendants are the run after it.
  private static func scopeEnds(of start: Int, in elements: [HTMLElement]) -> [Int] {
    let headingEnd = start + 1 + elements[start].descendantCount
    var ends: [Int] = []
    var box = elements[start].parent
    var boxStart = start
    while let current = box, ends.count < 2 {
      guard let found = elements[..<boxStart].lastIndex(of: current) else { break }
      boxStart = found
      let end = found + 1 + current.descendantCount
      if end > headingEnd || !ends.isEmpty { ends.append(end) }
      box = current.parent
    }
    return ends.isEmpty ? [elements.count] : ends
  }

  /// The position of the panel a tab's or an accordion's header opens (`data-bs-target`,
  /// `data-target`, `aria-controls`); nil when it names none the page has.
  private static func panel(openedBy heading: HTMLElement, in elements: [HTMLElement]) -> Int? {
    let named = ["data-bs-target", "data-target", "aria-controls"].lazy
      .compactMap { heading.attribute($0) }
      .map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
      .first { !$0.isEmpty && !$0.contains(" ") }
    guard let id = named else { return nil }
    return elements.firstIndex { $0.attribute("id") == id }
  }

  private static func lines(
    after start: Int, upTo end: Int, in elements: [HTMLElement], until otherHeadings: Set<String>,
    texts: Texts
  ) -> [String] {
    let heading = elements[start]
    return lines(
      from: start + 1 + heading.descendantCount, upTo: end, rank: rank(of: heading),
      in: elements, until: otherHeadings, texts: texts)
  }

  /// The lines from `start` up to `end`, or up to a heading of `rank` or higher, or one
  /// naming another section.
  private static func lines(
    from start: Int, upTo end: Int, rank: Int?, in elements: [HTMLElement],
    until otherHeadings: Set<String>, texts: Texts
  ) -> [String] {
    var lines: [String] = []
    var fromLists = false
    var position = start
    while position < end {
      let element = elements[position]
      if let level = self.rank(of: element), let rank, level <= rank { break }
      if texts.says(position, otherHeadings) { break }
      // A list item holding paragraphs is one line; a paragraph holding a list is none.
      guard lineNames.contains(element.name),
        element.name == "li" || element.descendants(named: "li").isEmpty
      else {
        position += 1
        continue
      }
      let next = position + 1 + element.descendantCount
      // A paragraph that is a button ("Show the whole method") is no text of the recipe.
      if element.attribute("role") == "button" {
        position = next
        continue
      }
      if element.name == "li" {
        // The paragraphs before the first list introduce it ("for 4 servings").
        if !fromLists, lines.count <= mostIntroductionLines { lines = [] }
        fromLists = true
        lines.append(element.text)
      } else if isCaption(element, followedBy: next, upTo: end, in: elements) {
        // "For the sauce" over its list: no line of the recipe.
      } else if fromLists {
        break
      } else {
        lines.append(element.text)
      }
      if lines.count > PageRecipeLists.mostLines { return [] }
      position = next
    }
    return PageRecipeLists.tidy(lines)
  }

  /// Whether `element` names the list after it.
  ///
  /// A short line right before a list, or a step's label before such a caption ("Step 2"
  /// over "2. The sauce" over its list).
  private static func isCaption(
    _ element: HTMLElement, followedBy next: Int, upTo end: Int, in elements: [HTMLElement],
    above: Bool = true
  ) -> Bool {
    guard element.name != "li", element.text.count <= longestCaption else { return false }
    var position = next
    while position < end, wrapperNames.contains(elements[position].name) { position += 1 }
    guard position < end else { return false }
    let following = elements[position]
    if ["ul", "ol"].contains(following.name) { return true }
    guard above, following.name == "p", StepNumberWords.isLabel(element.text) else {
      return false
    }
    return isCaption(
      following, followedBy: position + 1 + following.descendantCount, upTo: end, in: elements,
      above: false)
  }

  /// A heading's rank: 1 for `h1` … 6 for `h6`; nil for other elements.
  private static func rank(of element: HTMLElement) -> Int? {
    guard element.name.count == 2, element.name.first == "h",
      let digit = element.name.last?.wholeNumberValue, (1...6).contains(digit)
    else { return nil }
    return digit
  }

  /// The folded texts of the elements that may be headings, read once for every part:
  /// elements a heading is written in, holding a few nodes and a short text.
  struct Texts {
    /// The positions of those elements among the page's, in order.
    let positions: [Int]
    private let folded: [Int: String]

    init(_ elements: [HTMLElement]) {
      var positions: [Int] = []
      var folded: [Int: String] = [:]
      for (position, element) in elements.enumerated()
      where headingNames.contains(element.name) && element.nodeCount <= mostHeadingNodes {
        // Bold words inside a paragraph, a list item or a heading: that is read whole.
        if inlineNames.contains(element.name),
          let parent = element.parent?.name, enclosingNames.contains(parent)
        {
          continue
        }
        guard Self.isHeadingBox(element) else { continue }
        // The text as written bounds the tidied one, and is quicker to read.
        guard element.textContent.utf8.count <= longestHeading * 6 else { continue }
        let text = element.text
        guard text.utf8.count <= longestHeading * 4 else { continue }
        let line = PageRecipeLists.fold(text)
        guard !line.isEmpty, line.count <= longestHeading else { continue }
        positions.append(position)
        folded[position] = line
      }
      self.positions = positions
      self.folded = folded
    }

    /// Whether `element`, when a box, a link or a button, may be a heading: a box holding
    /// only words (no block), a tab's or an accordion's header (a link that opens a panel,
    /// a button) not inside a heading, which is read itself.
    private static func isHeadingBox(_ element: HTMLElement) -> Bool {
      switch element.name {
      case "div":
        return element.childElements.allSatisfy { headingBoxInlineNames.contains($0.name) }
      case "a", "button":
        if let parent = element.parent, PageHeadingLines.rank(of: parent) != nil { return false }
        guard element.name == "a" else { return true }
        return ["data-toggle", "data-bs-toggle", "aria-controls"].contains {
          element.attribute($0) != nil
        } || element.attribute("role") == "tab"
      default:
        return true
      }
    }

    /// Whether the element at `position` says one of `headings`: its whole text (a colon
    /// after it allowed), one of them followed by what it is for ("Zutaten für 4
    /// Personen"), or several words of one at its end ("Here's how to make it").
    func says(_ position: Int, _ headings: Set<String>) -> Bool {
      guard let line = folded[position] else { return false }
      return PageHeadingLines.says(folded: line, headings)
    }

    /// Whether folded heading text is one of `headings`, or ends with one after a colon or
    /// a dash.
    func endsSaying(_ position: Int, _ headings: Set<String>) -> Bool {
      guard let line = folded[position] else { return false }
      if headings.contains(line) { return true }
      return headings.contains { heading in
        [": ", " - ", " – ", " — "].contains { line.hasSuffix($0 + heading) }
      }
    }
  }

  /// Whether folded heading text says one of `headings`.
  static func says(folded: String, _ headings: Set<String>) -> Bool {
    if headings.contains(folded) { return true }
    let words = folded.split(separator: " ")
    guard words.count > 1 else { return false }
    for count in 1..<words.count {
      // "Zutaten für 4 Personen": a heading, then what it is for.
      let after = words[count]
      if continuations.contains(String(after)) || after.first == "("
        || after.first?.isNumber == true,
        headings.contains(words[..<count].joined(separator: " "))
      {
        return true
      }
      // "Here's how to make it": several words of a heading at its end.
      if words.count - count >= 2, headings.contains(words[count...].joined(separator: " ")) {
        return true
      }
    }
    return false
  }
}
