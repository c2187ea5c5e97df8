import Foundation

/// What the person is looking for, parsed from the search box.
///
/// The syntax is small: free words, `in:egg` (must contain an ingredient), `-in:nuts`
/// (must not), `cat:dessert`, `area:italian` and `rating:4` (rated 4 stars or more). Values may be quoted
/// (`area:"south african"`); an unknown prefix (`foo:bar`) is a plain word. Any text parses:
/// quotes, symbols and emoji never fail, they are just words.
public struct SearchQuery: Equatable, Hashable, Sendable {
  /// Words the recipe must contain somewhere (name, ingredients, category, area, tags).
  public var words: [String]
  /// Ingredients that must appear.
  public var includedIngredients: [String]
  /// Ingredients that must not appear.
  public var excludedIngredients: [String]
  /// The category the recipe must be in.
  public var category: String?
  /// The cuisine the recipe must be from.
  public var area: String?
  /// The fewest stars the recipe must be rated (`rating:4`: 4 or 5), or any recipe.
  public var minimumRating: Int?

  /// Creates a query from its parts.
  public init(
    words: [String] = [], includedIngredients: [String] = [], excludedIngredients: [String] = [],
    category: String? = nil, area: String? = nil, minimumRating: Int? = nil
  ) {
    self.words = words
    self.includedIngredients = includedIngredients
    self.excludedIngredients = excludedIngredients
    self.category = category
    self.area = area
    self.minimumRating = minimumRating
  }

  /// Parses the text typed in the search box.
  public init(parsing text: String) {
    self.init()
    for token in Self.tokens(of: text) {
      let (prefix, value) = Self.split(token)
      switch prefix?.lowercased() {
      case "in", "ingredient":
        if !value.isEmpty { includedIngredients.append(value) }
      case "-in", "-ingredient":
        if !value.isEmpty { excludedIngredients.append(value) }
      case "cat", "category":
        if !value.isEmpty { category = value }
      case "area", "cuisine":
        if !value.isEmpty { area = value }
      case "rating", "stars":
        // "rating:4" or "rating:4+"; a value that is no number of stars is a plain word.
        let number = value.hasSuffix("+") ? String(value.dropLast()) : value
        if let stars = Int(number).flatMap(RecipeRating.stars) {
          minimumRating = stars
        } else if !value.isEmpty {
          words.append(token.text)
        }
      default:
        words.append(token.text)
      }
    }
  }

  /// Whether the query asks for nothing at all.
  public var isEmpty: Bool {
    words.isEmpty && includedIngredients.isEmpty && excludedIngredients.isEmpty
      && category == nil && area == nil && minimumRating == nil
  }

  /// The text to send to the remote API's name search, if the query has free words.
  public var remoteSearchTerm: String? {
    words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// Whether `recipe` satisfies every part of the query but `minimumRating` (a rating is
  /// the library's, not the recipe's: `matches(_:rating:)` checks it too).
  ///
  /// Matching ignores case and diacritics; a word matches the start of any word of the
  /// recipe's text ("chick" matches "Chicken"), like the library's full-text search.
  public func matches(_ recipe: Recipe) -> Bool {
    let ingredientText = recipe.ingredients.map(\.name).joined(separator: " ")
    if let category, Self.fold(recipe.category ?? "") != Self.fold(category) { return false }
    if let area, Self.fold(recipe.area ?? "") != Self.fold(area) { return false }
    for ingredient in includedIngredients
    where !Self.ingredientTerms(for: ingredient).contains(where: {
      Self.contains(ingredientText, $0)
    }) {
      return false
    }
    for ingredient in excludedIngredients
    where Self.ingredientTerms(for: ingredient).contains(where: {
      Self.contains(ingredientText, $0)
    }) {
      return false
    }
    let haystack = [
      recipe.name, ingredientText, recipe.category ?? "", recipe.area ?? "",
      recipe.tags.joined(separator: " "),
    ].joined(separator: " ")
    return words.allSatisfy { Self.contains(haystack, $0) }
  }

  /// Whether `recipe`, rated `rating` stars (nil: not rated), satisfies every part of the
  /// query.
  public func matches(_ recipe: Recipe, rating: Int?) -> Bool {
    if let minimumRating, (rating ?? 0) < minimumRating { return false }
    return matches(recipe)
  }

  // MARK: - Ingredient families

  /// The words an ingredient filter looks for: the word typed, or all of its family.
  ///
  /// `-in:nuts` must keep out almonds and walnuts, which no word-prefix match of "nuts"
  /// would find; so a few families a cook filters by are spelled out. Each term matches
  /// the start of an ingredient's word, as everywhere else.
  public static func ingredientTerms(for ingredient: String) -> [String] {
    let key = fold(ingredient.trimmingWhitespace())
    let singular = key.hasSuffix("s") ? String(key.dropLast()) : key
    return ingredientFamilies[key] ?? ingredientFamilies[singular] ?? [ingredient]
  }

  private static let ingredientFamilies: [String: [String]] = {
    let nuts = [
      "nuts", "almond", "walnut", "hazelnut", "pecan", "pistachio", "cashew", "peanut",
      "macadamia", "praline", "marzipan", "frangipane",
    ]
    let dairy = [
      "milk", "butter", "cream", "cheese", "yogurt", "yoghurt", "creme", "buttermilk", "ghee",
      "mascarpone", "ricotta", "mozzarella", "parmesan", "feta", "cheddar", "paneer",
    ]
    return ["nut": nuts, "dairy": dairy]
  }()

  // MARK: - Matching

  /// Case- and diacritic-insensitive form of `text`.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether every word of `needle` starts a word of `haystack`.
  ///
  /// A needle with no letters or digits (`"*"`, an emoji) matches nothing, as in the
  /// library's index, which only indexes letters and digits.
  static func contains(_ haystack: String, _ needle: String) -> Bool {
    let haystackWords = Set(wordsOf(fold(haystack)))
    let needleWords = wordsOf(fold(needle))
    guard !needleWords.isEmpty else { return false }
    return needleWords.allSatisfy { word in
      haystackWords.contains { $0.hasPrefix(word) }
    }
  }

  /// The runs of letters and digits in `text`: the same words the full-text index sees.
  public static func wordsOf(_ text: String) -> [String] {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
  }

  // MARK: - Parsing

  private struct Token {
    /// The token as typed, quotes removed.
    var text: String
    /// Where the first colon outside quotes is, in characters (so a prefix may apply).
    var colonOffset: Int?
  }

  private static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var colon: Int?
    var inQuotes = false
    func flush() {
      if !current.isEmpty { tokens.append(Token(text: current, colonOffset: colon)) }
      current = ""
      colon = nil
    }
    for character in text {
      if character == "\"" || character == "“" || character == "”" {
        inQuotes.toggle()
      } else if character.isWhitespace && !inQuotes {
        flush()
      } else {
        if character == ":" && !inQuotes && colon == nil { colon = current.count }
        current.append(character)
      }
    }
    flush()
    return tokens
  }

  private static func split(_ token: Token) -> (prefix: String?, value: String) {
    guard let offset = token.colonOffset else { return (nil, token.text) }
    let colon = token.text.index(token.text.startIndex, offsetBy: offset)
    let prefix = String(token.text[..<colon])
    let value = String(token.text[token.text.index(after: colon)...]).trimmingWhitespace()
    return (prefix, value)
  }
}
