import Foundation
import RecipesCatalog
import RecipesLibrary

/// Seeding the embedded catalog into an empty library, as on a first launch.
///
/// Each run opens a fresh library with an empty catalog (so the schema exists), then times
/// `seedCatalog` with the shipped one: decoding it, and inserting every recipe with its
/// full-text rows in one transaction.
enum CatalogSeedBenchmark {
  /// Seeds the catalog `seedRunCount` times and returns the median.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.SeedFigures
  {
    let catalog = try RecipesCatalog.data()
    var samples = Samples()
    for run in 0..<max(1, configuration.seedRunCount) {
      let elapsed = try await TemporaryDirectory.with(label: "seed-\(run)") { directory in
        let database = try await LibraryDatabase.open(
          in: directory.url, catalog: SearchBenchmark.emptyCatalog)
        var seeded = false
        let elapsed = try await ContinuousClock().measure {
          seeded = try await database.seedCatalog(catalog)
        }
        guard seeded else { throw BenchmarkError.unexpected("the catalog was not seeded") }
        return elapsed
      }
      samples.append(elapsed)
    }
    return BenchmarkReport.SeedFigures(
      medianMilliseconds: samples.median, catalogBytes: catalog.count)
  }
}
