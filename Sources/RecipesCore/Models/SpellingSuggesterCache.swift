/// The spelling suggester over the library's vocabulary, read once and kept until the
/// library changes: a cook typing "chik", "chike", "chiken" (each finding nothing) reads
/// the vocabulary once, not three times.
final class SpellingSuggesterCache: Sendable {
  private let suggester = Locked<SpellingSuggester?>(nil)

  /// The suggester, built over what `read` gives the first time (or after `forget`).
  func suggester(
    reading read: @Sendable () async throws -> [VocabularyWord]
  ) async -> SpellingSuggester {
    if let kept = suggester.withLock({ $0 }) { return kept }
    let built = SpellingSuggester((try? await read()) ?? [])
    suggester.withLock { $0 = built }
    return built
  }

  /// Lets the kept suggester go: the library changed, and its words with it.
  func forget() { suggester.withLock { $0 = nil } }
}
