import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary

/// Search latency of the live `Library.search` over generated libraries.
///
/// Each library is generated (seeded, so identical on every run) into a temporary
/// directory, searched with `searchQueryCount` texts as people type them (word prefixes,
/// two-word names, `in:`/`-in:` ingredients, `cat:`/`area:` filters) and deleted. A few
/// searches run untimed first, as in an app that has been used for a while.
///
/// Wall-clock time is the latency a person sees. The process's CPU time is taken beside
/// it: on a busy machine it shows how much of the wait was work and how much was waiting
/// for a core (nothing else in the process runs meanwhile).
///
/// Beside each search, the statements it ran are replayed through the sqlite3 C API alone
/// (`RawFullTextSearch`): the limit the library's search approaches.
enum SearchBenchmark {
  /// Measures one library of `size` recipes.
  @concurrent
  static func run(size: Int, _ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.SearchFigures
  {
    try await TemporaryDirectory.with(label: "search-\(size)") { directory in
      let database = try await generatedLibrary(size: size, in: directory.url)
      let library = Library.live(database)
      let texts = SyntheticRecipes.searchTexts(count: configuration.searchQueryCount)
      // Parsing is the reducer's work, not the library's: it stays out of the timing.
      let queries = texts.map(SearchQuery.init(parsing:))
      let limit = configuration.searchResultLimit
      for query in queries.prefix(configuration.searchWarmUpCount) {
        _ = try await library.search(query, limit)
      }
      let recorded = try await RawFullTextSearch.record(
        queries, limit: limit, in: directory.url, catalog: emptyCatalog)
      let raw = try RawFullTextSearch(
        file: database.fileURL, searches: recorded.map(\.statements))
      for search in recorded.prefix(configuration.searchWarmUpCount) {
        _ = try raw.run(search.statements)
      }
      var samples = Samples()
      var cpuSamples = Samples()
      var rawSamples = Samples()
      var totalResults = 0
      var slowest = (milliseconds: -1.0, text: "")
      let clock = ContinuousClock()
      for (index, query) in queries.enumerated() {
        var found = 0
        let cpuStart = processCPUTime()
        let elapsed = try await clock.measure {
          found = try await library.search(query, limit).count
        }
        cpuSamples.append(processCPUTime() - cpuStart)
        samples.append(elapsed)
        // The raw replay right after, so both meet the same load.
        var rawRows = 0
        rawSamples.append(try clock.measure { rawRows = try raw.run(recorded[index].statements) })
        guard rawRows == found, found == recorded[index].resultCount else {
          throw BenchmarkError.unexpected(
            "“\(texts[index])”: \(found) results, \(rawRows) rows replayed")
        }
        totalResults += found
        if elapsed.milliseconds > slowest.milliseconds {
          slowest = (elapsed.milliseconds, texts[index])
        }
      }
      return BenchmarkReport.SearchFigures(
        recipeCount: size, p50Milliseconds: samples.percentile(50),
        p99Milliseconds: samples.percentile(99), maximumMilliseconds: samples.percentile(100),
        cpuP50Milliseconds: cpuSamples.percentile(50),
        cpuP99Milliseconds: cpuSamples.percentile(99),
        rawP50Milliseconds: rawSamples.percentile(50),
        rawP99Milliseconds: rawSamples.percentile(99),
        averageResultCount: Double(totalResults) / Double(max(1, samples.count)),
        slowestText: slowest.text)
    }
  }

  /// A library in `directory` holding exactly `size` generated recipes (no catalog).
  static func generatedLibrary(size: Int, in directory: URL) async throws -> LibraryDatabase {
    let database = try await LibraryDatabase.open(in: directory, catalog: emptyCatalog)
    // Saved in slices, so the JSON rows built from the recipes never all sit in memory.
    let recipes = SyntheticRecipes.recipes(count: size)
    let sliceSize = 10_000
    for start in stride(from: 0, to: recipes.count, by: sliceSize) {
      try await database.save(Array(recipes[start..<min(start + sliceSize, recipes.count)]))
    }
    return database
  }

  /// A catalog with no recipes: the libraries measured hold generated recipes only.
  static let emptyCatalog = Data(#"{"meals":[]}"#.utf8)
}
