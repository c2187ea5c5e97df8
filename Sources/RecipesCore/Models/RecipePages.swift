/// The list's recipes by position, of which only the pages around what is on screen are
/// held: a library of 100 000 recipes costs a few hundred summaries, not 100 000.
///
/// Positions run from 0 to `count`; page `n` holds positions `n * pageSize ..< (n + 1) *
/// pageSize`. A position whose page is not loaded reads as `nil` — the window shows a
/// blank card there until the page arrives.
///
/// ```swift
/// var pages = RecipePages(count: 1_000, pageSize: 50)
/// pages.missingRanges(in: 120..<180)   // [100..<200]: pages 2 and 3
/// pages.insert(summaries, at: 100)     // 100 summaries → pages 2 and 3
/// pages[150]?.name
/// ```
public struct RecipePages: Equatable, Sendable {
  /// How many recipes a page holds unless told otherwise: about five rows of cards.
  public static let defaultPageSize = 50

  /// How many recipes a page holds.
  public let pageSize: Int
  /// How many recipes the whole list has (loaded or not).
  public private(set) var count: Int
  private var pages: [Int: [RecipeSummary]]

  /// Creates a list of `count` recipes with none loaded yet.
  public init(count: Int = 0, pageSize: Int = RecipePages.defaultPageSize) {
    precondition(pageSize > 0, "a page holds at least one recipe")
    self.pageSize = pageSize
    self.count = max(0, count)
    self.pages = [:]
  }

  /// Creates a list holding all of `recipes`, every page loaded.
  public init(all recipes: [RecipeSummary], pageSize: Int = RecipePages.defaultPageSize) {
    self.init(count: recipes.count, pageSize: pageSize)
    insert(recipes, at: 0)
  }

  /// The recipe at `position`, or nil when its page is not loaded (or it is out of range).
  public subscript(position: Int) -> RecipeSummary? {
    guard position >= 0, position < count else { return nil }
    let page = pages[position / pageSize]
    let offset = position % pageSize
    guard let page, offset < page.count else { return nil }
    return page[offset]
  }

  /// Whether there are no recipes at all.
  public var isEmpty: Bool { count == 0 }

  /// The loaded recipe `id`, if its page is loaded.
  public func loaded(_ id: Recipe.ID) -> RecipeSummary? {
    for page in pages.values {
      if let summary = page.first(where: { $0.id == id }) { return summary }
    }
    return nil
  }

  /// The indexes of the loaded pages, ascending.
  public var loadedPages: [Int] { pages.keys.sorted() }

  /// How many recipes are loaded.
  public var loadedCount: Int { pages.values.reduce(0) { $0 + $1.count } }

  /// Every recipe in order, if every page is loaded; nil otherwise.
  public var allRecipes: [RecipeSummary]? {
    guard loadedCount == count else { return nil }
    return loadedPages.flatMap { pages[$0] ?? [] }
  }

  /// The pages covering `range` (clamped to the list), as a range of page indexes.
  public func pageIndexes(covering range: Range<Int>) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    guard lower < upper else { return 0..<0 }
    return (lower / pageSize)..<((upper - 1) / pageSize + 1)
  }

  /// The positions of page `index` (the last page may be short).
  public func positions(ofPage index: Int) -> Range<Int> {
    let start = index * pageSize
    return min(start, count)..<min(start + pageSize, count)
  }

  /// The positions of the pages covering `range` that are not loaded and not in
  /// `excluding`, merged into runs of whole pages so each run is one read.
  public func missingRanges(in range: Range<Int>, excluding busy: Set<Int> = []) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for page in pageIndexes(covering: range) where pages[page] == nil && !busy.contains(page) {
      let positions = self.positions(ofPage: page)
      if let last = runs.last, last.upperBound == positions.lowerBound {
        runs[runs.count - 1] = last.lowerBound..<positions.upperBound
      } else {
        runs.append(positions)
      }
    }
    return runs
  }

  /// Stores `recipes` as the ones at positions `start...`; `start` must begin a page.
  ///
  /// Recipes past `count` are ignored; a short answer fills the pages it reaches.
  public mutating func insert(_ recipes: [RecipeSummary], at start: Int) {
    precondition(start >= 0 && start % pageSize == 0, "pages are stored whole")
    var offset = 0
    while offset < recipes.count, start + offset < count {
      let page = (start + offset) / pageSize
      let length = min(pageSize, recipes.count - offset, count - (start + offset))
      pages[page] = Array(recipes[offset..<(offset + length)])
      offset += length
    }
  }

  /// Forgets the pages more than `margin` pages away from the ones covering `range`.
  public mutating func removePages(awayFrom range: Range<Int>, margin: Int) {
    let kept = pageIndexes(covering: range)
    let lower = kept.lowerBound - margin
    let upper = kept.isEmpty ? lower + 2 * margin + 1 : kept.upperBound + margin
    pages = pages.filter { (lower..<upper).contains($0.key) }
  }
}
