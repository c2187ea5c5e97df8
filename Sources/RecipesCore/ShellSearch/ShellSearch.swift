/// The Activities search's answers (GNOME Shell's search provider): the library's best
/// matches for the words typed in the overview, and what each result shows.
///
/// The words are read as the main window's search box reads them (`SearchQuery`: prefixes
/// of words, accents ignored, `in:` and `cat:` filters), against the library only: the
/// overview asks at every keystroke and must not wait for the network.
public struct ShellSearch: Sendable {
  /// The most results the overview is given: it shows a handful, best first.
  public static let resultLimit = 10

  private let library: Library
  private let pictures: PictureFiles

  /// Answers from `library`, with pictures from `pictures`.
  public init(library: Library, pictures: PictureFiles = .none) {
    self.library = library
    self.pictures = pictures
  }

  /// The text the main window searches for `terms` (the overview's words, in order).
  public static func searchText(_ terms: [String]) -> String {
    terms.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// The best matches for `terms`, best first (none for words that ask nothing).
  public func resultIDs(for terms: [String]) async throws -> [Recipe.ID] {
    let query = SearchQuery(parsing: Self.searchText(terms))
    guard !query.isEmpty else { return [] }
    return try await library.search(query, Self.resultLimit).map(\.id)
  }

  /// The best matches for `terms`, which the overview's words became after `previous`.
  ///
  /// The library is asked again rather than `previous` filtered: it answers in
  /// milliseconds, and the best matches of the longer words need not be among the first
  /// ten of the shorter ones.
  public func refinedResultIDs(previous: [Recipe.ID], terms: [String]) async throws
    -> [Recipe.ID]
  {
    try await resultIDs(for: terms)
  }

  /// What the results `ids` show, in their order; an id the library no longer has is left
  /// out.
  public func results(_ ids: [Recipe.ID]) async throws -> [ShellSearchResult] {
    var results: [ShellSearchResult] = []
    for id in ids {
      guard let recipe = try await library.recipe(id) else { continue }
      results.append(ShellSearchResult(recipe, picture: await pictures.file(recipe)))
    }
    return results
  }
}
