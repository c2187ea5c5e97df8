import Foundation
import RecipesCore

/// A `SearchQuery` translated into FTS5 `MATCH` expressions the person cannot break.
///
/// Typed text never reaches FTS5 syntax as is: each word is reduced to its letter-and-digit
/// runs (`SearchQuery.wordsOf`), and each run becomes a quoted string (any `"` doubled) with
/// a `*` for prefix matching, so `NEAR(`, `AND`, `*` or a quote are only ever text to find.
/// The expressions are bound as parameters, never spliced into SQL.
///
/// Words are searched in two tiers: first recipes with every word in the name, then recipes
/// with the words anywhere (less those already found). The name tier is ranked by bm25 with
/// the name weighted highest, so the tiers only make explicit what the weights already
/// favour, and let a search that fills its page from names stop early.
struct FullTextQuery: Equatable, Sendable {
  /// The runs of the free words, each matched as a prefix.
  var words: [String]
  /// Each included ingredient as its alternatives (`SearchQuery.ingredientTerms`: "nuts"
  /// stands for almonds, walnuts, …), each alternative as runs that must all start words.
  var includedIngredients: [[[String]]]
  /// Each excluded ingredient's alternatives: a recipe matching any is left out.
  var excludedIngredients: [[[String]]]
  /// The category a row must have, compared without regard to case.
  var category: String?
  /// The cuisine a row must have, compared without regard to case.
  var area: String?
  /// The fewest stars a row must be rated, if any (an SQL filter, not an FTS5 one).
  var minimumRating: Int?
  /// Whether nothing can match: a word or ingredient was asked for but had no letters
  /// or digits (`*`, an emoji), so it cannot appear in the index.
  var matchesNothing = false

  /// At most this many runs per query: more could only narrow the results, and a bounded
  /// expression keeps the parser's work bounded for any pasted text.
  static let maximumTokens = 32
  /// A run longer than this is cut: the cut run still matches as a prefix of the word.
  static let maximumTokenLength = 64

  /// Translates `query`.
  init(_ query: SearchQuery) {
    words = Self.tokens(of: query.words)
    if !query.words.isEmpty && words.isEmpty { matchesNothing = true }
    includedIngredients = query.includedIngredients.map(Self.alternatives)
    if includedIngredients.contains(where: \.isEmpty) { matchesNothing = true }
    excludedIngredients = query.excludedIngredients.map(Self.alternatives).filter { !$0.isEmpty }
    category = Self.filterValue(query.category)
    area = Self.filterValue(query.area)
    minimumRating = query.minimumRating
  }

  // MARK: - Expressions

  /// The expressions to rank, best tier first (a later tier may match rows of an earlier
  /// one: the caller leaves out those already found); empty when the query has no words and no
  /// included ingredients, so only the SQL filters apply.
  var rankedTiers: [String] {
    var required = includedIngredients.map(Self.ingredientMatch)
    // Category and area narrow the index too (as a superset of the exact SQL comparison),
    // so the candidates ranked are already in the right category.
    for (column, value) in [("category", category), ("area", area)] {
      let tokens = Self.tokens(of: [value ?? ""])
      if !tokens.isEmpty { required.append("\(column) : \(Self.phrase(tokens))") }
    }
    let excluded = exclusion.map { " NOT (\($0))" } ?? ""
    guard !words.isEmpty else {
      guard !includedIngredients.isEmpty else { return [] }
      return ["(" + required.joined(separator: " AND ") + ")" + excluded]
    }
    let inName = "name : (\(Self.prefixPhrases(words)))"
    let anywhere = "(\(Self.prefixPhrases(words)))"
    return [
      "(" + ([inName] + required).joined(separator: " AND ") + ")" + excluded,
      "(" + ([anywhere] + required).joined(separator: " AND ") + ")" + excluded,
    ]
  }

  /// Matches the recipes to leave out (any excluded ingredient), or nil.
  var exclusion: String? {
    guard !excludedIngredients.isEmpty else { return nil }
    return excludedIngredients.map(Self.ingredientMatch).joined(separator: " OR ")
  }

  // MARK: - Building blocks

  /// The letter-and-digit runs of `texts`, bounded in count and length.
  static func tokens(of texts: [String]) -> [String] {
    let runs = texts.flatMap(SearchQuery.wordsOf)
    return runs.prefix(maximumTokens).map { String($0.prefix(maximumTokenLength)) }
  }

  /// The alternatives an ingredient filter stands for, as runs; alternatives without letters
  /// or digits are dropped.
  static func alternatives(_ ingredient: String) -> [[String]] {
    SearchQuery.ingredientTerms(for: ingredient).map { tokens(of: [$0]) }.filter { !$0.isEmpty }
  }

  /// Matches recipes whose ingredients contain any of `alternatives`.
  private static func ingredientMatch(_ alternatives: [[String]]) -> String {
    "ingredients : (" + alternatives.map { "(\(prefixPhrases($0)))" }.joined(separator: " OR ")
      + ")"
  }

  /// `token` as an FTS5 string that matches any word starting with it.
  static func prefixPhrase(_ token: String) -> String {
    quoted(token) + "*"
  }

  /// Each token as a prefix string, all required.
  private static func prefixPhrases(_ tokens: [String]) -> String {
    tokens.map(prefixPhrase).joined(separator: " ")
  }

  /// The tokens as one FTS5 phrase: the words in this order, each in full.
  private static func phrase(_ tokens: [String]) -> String {
    quoted(tokens.joined(separator: " "))
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private static func filterValue(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
