/// "Did you mean chicken?": the search's text with each word the library does not know
/// replaced by the nearest word it does.
///
/// A word of four or five letters may be one edit away from the word meant, a longer one
/// two (an edit: a letter added, dropped, changed, or two neighbours swapped — the
/// Damerau–Levenshtein distance of adjacent transpositions); shorter words are left alone,
/// as almost every short word is one edit from another. The nearest word wins, then the one
/// in the most recipes, then the first in alphabetical order. A word is known when it
/// starts a word of the vocabulary, as a search matches ("chick" finds "chicken"). Filter
/// prefixes (`in:`, `-in:`, `cat:`, `area:`…) are kept; their values are corrected.
///
/// ```swift
/// let suggester = SpellingSuggester([
///   VocabularyWord("chicken", recipeCount: 7), VocabularyWord("curry", recipeCount: 3),
/// ])
/// suggester.suggestion(for: "chiken curry")  // "chicken curry"
/// suggester.suggestion(for: "-in:chiken")  // "-in:chicken"
/// ```
public struct SpellingSuggester: Sendable {
  /// The vocabulary's words by their length, so a word is compared only with words it
  /// could be near.
  private let wordsByLength: [Int: [VocabularyWord]]
  /// Every word, sorted, to tell a known word (or the start of one) by binary search.
  private let sortedWords: [String]

  /// The shortest word corrected.
  public static let shortestCorrectedWord = 4

  /// Creates a suggester knowing `vocabulary` (any case; words with other than letters
  /// are ignored).
  public init(_ vocabulary: [VocabularyWord]) {
    var byLength: [Int: [VocabularyWord]] = [:]
    var words: [String] = []
    for entry in vocabulary {
      let word = SearchQuery.fold(entry.word)
      guard !word.isEmpty, word.allSatisfy(\.isLetter) else { continue }
      byLength[word.count, default: []].append(VocabularyWord(word, recipeCount: entry.recipeCount))
      words.append(word)
    }
    wordsByLength = byLength
    sortedWords = words.sorted()
  }

  /// The search's text with its unknown words corrected, or nil when no word could be (or
  /// none needed it).
  public func suggestion(for text: String) -> String? {
    var changed = false
    let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map {
      token -> String in
      let (prefix, value) = Self.splitPrefix(String(token))
      let corrected = correctingWords(in: value)
      if corrected != value { changed = true }
      return prefix + corrected
    }
    return changed ? tokens.joined(separator: " ") : nil
  }

  /// The known word nearest `word`, or nil when `word` is known, too short, or near none.
  public func correction(for word: String) -> String? {
    let folded = SearchQuery.fold(word)
    let length = folded.count
    guard length >= Self.shortestCorrectedWord, !isKnown(folded) else { return nil }
    let limit = length <= 5 ? 1 : 2
    let typed = Array(folded)
    var best: (word: String, distance: Int, count: Int)?
    for candidateLength in (length - limit)...(length + limit) {
      for candidate in wordsByLength[candidateLength] ?? [] {
        let bound = best.map { min($0.distance, limit) } ?? limit
        guard
          let distance = Self.distance(typed, Array(candidate.word), limit: bound)
        else { continue }
        if let current = best {
          let isBetter =
            distance < current.distance
            || (distance == current.distance
              && (candidate.recipeCount > current.count
                || (candidate.recipeCount == current.count && candidate.word < current.word)))
          if !isBetter { continue }
        }
        best = (candidate.word, distance, candidate.recipeCount)
      }
    }
    guard let best else { return nil }
    return word.first?.isUppercase == true
      ? best.word.prefix(1).uppercased() + best.word.dropFirst() : best.word
  }

  /// Whether `word` (folded) is a word of the vocabulary or the start of one.
  private func isKnown(_ word: String) -> Bool {
    var low = 0
    var high = sortedWords.count
    while low < high {
      let middle = (low + high) / 2
      if sortedWords[middle] < word { low = middle + 1 } else { high = middle }
    }
    return low < sortedWords.count && sortedWords[low].hasPrefix(word)
  }

  /// `text` with each run of letters corrected where it can be.
  private func correctingWords(in text: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      result += correction(for: word) ?? word
      word = ""
    }
    for character in text {
      if character.isLetter {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// A filter's prefix with its colon ("-in:"), and its value; no prefix for a plain word.
  private static func splitPrefix(_ token: String) -> (prefix: String, value: String) {
    guard let colon = token.firstIndex(of: ":") else { return ("", token) }
    let name = token[..<colon].lowercased()
    guard filterNames.contains(name.hasPrefix("-") ? String(name.dropFirst()) : name) else {
      return ("", token)
    }
    return (String(token[...colon]), String(token[token.index(after: colon)...]))
  }

  /// The filters `SearchQuery` reads, whose names are not words to correct.
  private static let filterNames: Set<String> = [
    "in", "ingredient", "cat", "category", "area", "cuisine",
  ]

  // MARK: - Distance

  /// The Damerau–Levenshtein distance of `a` and `b` (adjacent transpositions), or nil when
  /// it is more than `limit`.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // Every later row is at least this row's least: past the limit, it stays past.
      if rowMinimum > limit { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}

/// A word the library's recipes use, and in how many of them: what a suggestion is made of.
public struct VocabularyWord: Equatable, Sendable {
  /// The word, as the full-text index keeps it (lowercase, without diacritics).
  public let word: String
  /// How many recipes use it.
  public let recipeCount: Int

  /// Creates an entry of the vocabulary.
  public init(_ word: String, recipeCount: Int) {
    self.word = word
    self.recipeCount = recipeCount
  }
}
