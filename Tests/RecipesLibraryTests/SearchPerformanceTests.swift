import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// Search latency over 100 000 generated recipes; prints figures, asserts none.
///
/// Skipped unless `RECIPES_PERF=1`; meaningful only in a release build:
/// `RECIPES_PERF=1 swift test -c release -Xswiftc -enable-testing
///  --scratch-path .build-library --filter SearchPerformanceTests`.
/// Wall-clock time is what the person waits; process CPU time is printed beside it because
/// it is not inflated when other programs compete for the cores.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["RECIPES_PERF"] == "1"))
struct SearchPerformanceTests {
  static let recipeCount = 100_000
  static let queryCount = 200

  private struct Sample {
    let wall: Duration
    let cpu: Duration
    let text: String
    let rows: Int
  }

  @Test func searchLatencyOnALargeLibrary() async throws {
    let directory = try TemporaryDirectory()
    let clock = ContinuousClock()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 60))
    var opened: LibraryDatabase?
    let opening = try await clock.measure {
      opened = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    }
    print("creating a library and seeding 60 catalog recipes: \(Self.milliseconds(opening)) ms")
    let database = try #require(opened)

    let recipes = SyntheticRecipes.recipes(count: Self.recipeCount)
    let saving = try await clock.measure { try await database.save(recipes) }
    print("saved \(recipes.count) recipes in \(saving)")

    let texts = SyntheticRecipes.searchTexts(count: Self.queryCount)
    // Warm the statement cache and the page cache, as a running app would be.
    for text in texts.prefix(20) {
      _ = try await database.search(SearchQuery(parsing: text), limit: 50)
    }
    var samples: [Sample] = []
    for text in texts {
      let query = SearchQuery(parsing: text)
      var rows = 0
      let cpuStart = Self.processCPUTime()
      let wall = try await clock.measure {
        rows = try await database.search(query, limit: 50).count
      }
      samples.append(
        Sample(wall: wall, cpu: Self.processCPUTime() - cpuStart, text: text, rows: rows))
    }
    print("search over \(Self.recipeCount) recipes, \(samples.count) queries, limit 50:")
    print(
      "  wall p50 \(Self.percentile(50, samples.map(\.wall))) ms, "
        + "p99 \(Self.percentile(99, samples.map(\.wall))) ms")
    print(
      "  cpu  p50 \(Self.percentile(50, samples.map(\.cpu))) ms, "
        + "p99 \(Self.percentile(99, samples.map(\.cpu))) ms")
    for sample in samples.sorted(by: { $0.wall < $1.wall }).suffix(5) {
      print(
        "  slowest: \(Self.milliseconds(sample.wall)) ms (cpu \(Self.milliseconds(sample.cpu)))"
          + "  \(sample.rows) rows  \(sample.text)")
    }
    for text in ["c", "s", "p"] {
      let elapsed = try await clock.measure {
        _ = try await database.search(SearchQuery(parsing: text), limit: 50)
      }
      print("  one letter \"\(text)\": \(Self.milliseconds(elapsed)) ms")
    }

    let seeding = try await clock.measure {
      try await database.seedCatalog(
        try TestRecipes.catalogJSON(TestRecipes.catalog(count: 60, edition: "B")))
    }
    print("re-seeding 60 catalog recipes beside 100 000 others: \(Self.milliseconds(seeding)) ms")
  }

  private static func percentile(_ percent: Int, _ durations: [Duration]) -> String {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return "-" }
    return milliseconds(sorted[min(sorted.count - 1, sorted.count * percent / 100)])
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.3f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }

  private static func processCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}
