import Foundation
import RecipesCore
import RecipesLibrary

/// Reading a page of the list from the top and from deep inside it, as dragging the scroll
/// bar asks for.
///
/// A library of `pagingRecipeCount` generated recipes is opened afresh for each round (a
/// new connection, so SQLite's page cache starts empty, as in a new window); the list is
/// loaded as the window loads it (its count first), then the first page and the page at
/// `pagingPosition` are read and timed. The figures are the medians of the rounds.
enum PagingBenchmark {
  /// Measures `pagingRunCount` rounds.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.PagingFigures
  {
    try await TemporaryDirectory.with(label: "paging") { directory in
      _ = try await SearchBenchmark.generatedLibrary(
        size: configuration.pagingRecipeCount, in: directory.url)
      let pageSize = RecipePages.defaultPageSize
      let position = configuration.pagingPosition
      var load = Samples()
      var first = Samples()
      var deep = Samples()
      let clock = ContinuousClock()
      // One untimed round first: the file's pages come into the kernel's cache.
      for round in 0...max(1, configuration.pagingRunCount) {
        let library = Library.live(
          try await LibraryDatabase.open(
            in: directory.url, catalog: SearchBenchmark.emptyCatalog, verifyingIntegrity: false))
        var count = 0
        let loading = try await clock.measure { count = try await library.recipeCount(.init()) }
        var firstPage: [RecipeSummary] = []
        let reading = try await clock.measure {
          firstPage = try await library.recipes(.init(), 0..<pageSize)
        }
        var deepPage: [RecipeSummary] = []
        let seeking = try await clock.measure {
          deepPage = try await library.recipes(.init(), position..<(position + pageSize))
        }
        guard count == configuration.pagingRecipeCount, firstPage.count == pageSize,
          deepPage.count == min(pageSize, count - position)
        else {
          throw BenchmarkError.unexpected(
            "read \(firstPage.count) and \(deepPage.count) recipes of a list of \(count)")
        }
        if round > 0 {
          load.append(loading)
          first.append(reading)
          deep.append(seeking)
        }
      }
      return BenchmarkReport.PagingFigures(
        recipeCount: configuration.pagingRecipeCount, position: position,
        countMilliseconds: load.median, firstMilliseconds: first.median,
        deepMilliseconds: deep.median)
    }
  }
}
