import Foundation
import RecipesHTML

/// The ingredient lines and steps a page shows in its HTML, for a recipe whose structured data
/// lacks them.
///
/// Found, in order: items whose class names an ingredient or a step (the recipe plugins' markup:
/// WP Recipe Maker's `wprm-recipe-ingredient`, Tasty Recipes', Mediavine Create's and
/// Yoast's lists, a theme's `ingredients` box); else the list after a heading that says
/// "Ingredients" ("Zutaten", "Ingrédients", "Ingrediënten", "Ingredienser"…) or
/// "Instructions" ("Zubereitung", "Préparation"…), up to the next heading of its rank or
/// the next section's.
struct PageRecipeLists {
  /// The ingredient lines, in order; empty when the page shows none.
  let ingredients: [String]
  /// The steps, in order; empty when the page shows none.
  let steps: [String]

  /// The lists of `document`.
  init(_ document: HTMLDocument) {
    let elements = document.elements
    let headings = PageHeadingLines.Texts(elements)
    let named = elements.map(Self.partsNamed)
    ingredients = Self.lines(
      of: .ingredients, in: elements, named: named, headings: headings)
    steps = StepNumberWords.removed(
      from: Self.lines(of: .steps, in: elements, named: named, headings: headings))
  }

  /// The parts whose words the element's class holds (a word is in one of the class's
  /// names when it is in the class: no word holds a space).
  private static func partsNamed(by element: HTMLElement) -> Set<Part> {
    guard let classes = element.attribute("class"), !classes.isEmpty else { return [] }
    let bytes = Array(classes.lowercased().utf8)
    let parts = Set(
      Part.allCases.filter { part in part.classWords.contains { holds(bytes, $0) } })
    // Looked up only for the few elements named: a list of pans in a box marked as the
    // equipment (a tab `#equipment` holding a theme's `ul.ingredient-list`) lists no food.
    return parts.isEmpty || isAboutEquipment(element) ? [] : parts
  }

  /// Words an element's id, class or label names its equipment by: the tools a recipe
  /// needs, in the languages read.
  private static let equipmentWords = [
    "equipment", "utensil", "ustensil", "materiel", "gereedschap", "keukengerei", "benodigdheden",
    "utrustning", "redskap", "attrezz", "kitchen-tools", "kuchengerate",
  ]

  /// Whether `element`, or one of the few elements around it, says it holds equipment.
  private static func isAboutEquipment(_ element: HTMLElement) -> Bool {
    var current: HTMLElement? = element
    for _ in 0..<4 {
      guard let here = current else { return false }
      for name in ["id", "class", "aria-labelledby"] {
        guard let value = here.attribute(name), !value.isEmpty else { continue }
        let folded = fold(value)
        if equipmentWords.contains(where: folded.contains) { return true }
      }
      current = here.parent
    }
    return false
  }

  /// A part of a recipe a page lists.
  enum Part: CaseIterable {
    case ingredients, steps

    /// Words a class holds when its element is (or holds) this part's list.
    var classWords: [String] {
      switch self {
      case .ingredients: ["ingredient", "zutat"]
      case .steps: ["instruction", "direction", "preparation", "method-step", "recipe-step"]
      }
    }

    /// What the class of one item of this part's list ends in: `wprm-recipe-ingredient`,
    /// `…-calculator__ingredient`, `recipe-step`.
    var itemEndings: [String] {
      switch self {
      case .ingredients: ["ingredient", "zutat"]
      case .steps: ["instruction", "direction", "step"]
      }
    }

    /// What a heading of this part says, folded (lowercase, no accents, no colon).
    var headings: Set<String> {
      switch self {
      case .ingredients:
        [
          "ingredients", "ingredient", "zutaten", "ingredients", "ingrediens", "ingredienten",
          "ingredienser", "ingredientes", "ingredienti", "ingredience", "ingrediencie",
          "hozzavalok", "you will need", "what you need", "what you'll need",
        ]
      case .steps:
        [
          "instructions", "directions", "method", "preparation", "steps", "how to make it",
          "zubereitung", "so geht's", "anleitung", "preparation", "instructions", "etapes",
          "bereiding", "bereidingswijze", "werkwijze", "instruktioner", "gor sa har",
          "tillagning", "preparacion", "elaboracion", "procedimiento", "preparazione",
          "procedimento", "postup", "elkeszites",
        ]
      }
    }
    /// What a heading over this part says when it names the whole recipe ("Het recept",
    /// "La recette"), folded: tried after the part's own headings.
    var weakHeadings: Set<String> {
      switch self {
      case .ingredients: []
      case .steps: ["the recipe", "het recept", "la recette", "das rezept", "receptet"]
      }
    }
  }

  /// The most lines a list is taken to have: more is a page's other text.
  static let mostLines = 80

  private static func lines(
    of part: Part, in elements: [HTMLElement], named: [Set<Part>],
    headings: PageHeadingLines.Texts
  ) -> [String] {
    let byClass = linesByClass(of: part, in: elements, named: named)
    if !byClass.isEmpty { return byClass }
    return PageHeadingLines.lines(of: part, in: elements, headings: headings)
  }

  // MARK: - Classes

  /// The lines of the innermost elements whose class names the part (and not another part),
  /// each line once; items whose own class names the part stand alone.
  private static func linesByClass(
    of part: Part, in elements: [HTMLElement], named: [Set<Part>]
  ) -> [String] {
    func names(_ position: Int) -> Bool { named[position] == [part] }
    // Items named themselves: a plugin's `li.wprm-recipe-ingredient`, a theme's
    // `div.…__ingredient` holding an amount and a name, each outside any other.
    func isItem(_ position: Int) -> Bool {
      guard names(position) else { return false }
      let element = elements[position]
      if element.name == "li" { return true }
      let tokens = (element.attribute("class") ?? "").lowercased().split(separator: " ")
      return tokens.contains { token in part.itemEndings.contains { token.hasSuffix($0) } }
    }
    var items: [String] = []
    var position = 0
    while position < elements.count {
      let element = elements[position]
      if isItem(position) {
        items.append(element.text)
        position += 1 + element.descendantCount
      } else {
        position += 1
      }
    }
    if items.count >= 2 { return tidy(items) }
    // Else the items of the innermost containers named: a theme's `div.ingredients ul`, a
    // table's rows.
    func rows(of container: HTMLElement) -> [HTMLElement] {
      let items = container.descendants(named: "li").filter { $0.descendants(named: "li").isEmpty }
      if !items.isEmpty { return items }
      return container.descendants(named: "tr").filter { !$0.descendants(named: "td").isEmpty }
    }
    let containers = elements.indices.filter { names($0) && !rows(of: elements[$0]).isEmpty }
      .map { elements[$0] }
    let innermost = containers.filter { container in
      !containers.contains { other in other != container && isInside(other, container) }
    }
    // The lists shown again in other units (a metric table beside the US one, group after
    // group: the same foods ending the same rows): the first showing.
    let words = innermost.map { rows(of: $0).map { $0.text.split(separator: " ").last } }
    var shown = innermost
    for period in stride(from: 1, through: innermost.count / 2, by: 1)
    where innermost.count % period == 0 {
      let repeats = (period..<innermost.count).allSatisfy { index in
        let again = words[index]
        let first = words[index % period]
        return again.count == first.count
          && zip(again, first).filter { $0 == $1 }.count * 2 >= first.count
      }
      if repeats {
        shown = Array(innermost.prefix(period))
        break
      }
    }
    return tidy(shown.flatMap { rows(of: $0).map(\.text) })
  }

  /// Lowercase, without accents, and without a colon, a full stop or spaces at the ends.
  static func fold(_ text: String) -> String {
    var folded = text.lowercased()
    // Foundation's folding is slow, and ASCII has nothing to fold.
    if !folded.utf8.allSatisfy({ $0 < 0x80 }) {
      folded = folded.folding(options: .diacriticInsensitive, locale: nil)
        .replacingOccurrences(of: "\u{2019}", with: "'")
    }
    func isEnd(_ character: Character) -> Bool {
      character.isWhitespace || character == ":" || character == "：" || character == "."
    }
    guard let first = folded.firstIndex(where: { !isEnd($0) }),
      let last = folded.lastIndex(where: { !isEnd($0) })
    else { return "" }
    return String(folded[first...last])
  }

  /// Whether `bytes` hold `word`, byte for byte (Foundation's search is slow for the many
  /// classes of a heavy page).
  private static func holds(_ bytes: [UInt8], _ word: String) -> Bool {
    let needle = Array(word.utf8)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == first {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// Whether `element` is inside `container`.
  private static func isInside(_ element: HTMLElement, _ container: HTMLElement) -> Bool {
    var parent = element.parent
    while let current = parent {
      if current == container { return true }
      parent = current.parent
    }
    return false
  }

  /// The lines tidied, the empty ones left out; a list shown twice once; none when there
  /// are too many to be a list.
  static func tidy(_ lines: [String]) -> [String] {
    var kept = lines.map(SchemaOrgText.plain).filter { !$0.isEmpty }
    // A list shown more than once (for screen, print, a pop-up): the first showing.
    for length in stride(from: 2, through: kept.count / 2, by: 1) where kept.count % length == 0 {
      let first = kept[..<length]
      let repeats = stride(from: length, to: kept.count, by: length).allSatisfy {
        kept[$0..<($0 + length)].elementsEqual(first)
      }
      if repeats {
        kept = Array(first)
        break
      }
    }
    return kept.count > mostLines ? [] : kept
  }
}
