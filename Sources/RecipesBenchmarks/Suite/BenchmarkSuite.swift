import Foundation
import RecipesFixtures

/// Runs the benchmarks one after the other and collects their figures.
///
/// ```swift
/// let suite = BenchmarkSuite(configuration: .full, startup: StartupBenchmark(app: nil,
///   environment: ProcessInfo.processInfo.environment))
/// let report = try await suite.run { print($0) }
/// print(BenchmarkTable(report).text)
/// ```
@MainActor
public struct BenchmarkSuite {
  /// One benchmark of the suite, as named on the command line.
  public enum Benchmark: String, CaseIterable, Sendable {
    /// Keystrokes through the reducer and `Store`.
    case store
    /// Full-text search over generated libraries.
    case search
    /// Pages of the list at the top and deep inside it.
    case paging
    /// Seeding the embedded catalog.
    case seed
    /// Decoding TheMealDB JSON.
    case decode
    /// Loopback GETs through `CurlSession` and `URLSession`.
    case http
    /// Decoding a picture into a texture.
    case image
    /// Reading the recipe out of a 1 MB web page.
    case importParse = "import"
    /// The app's first frame.
    case startup
    /// Parsing ingredient lines.
    case ingredients
    /// Building the shopping list of catalog recipes.
    case shopping
    /// Syncing own recipes with a WebDAV folder on a loopback Apache.
    case sync
    /// Deriving the planner's week of 40 entries.
    case plan
    /// Nutrition worked out from a recipe of 20 lines.
    case nutrition
    /// "What can I make?" over a generated library and a 40-line pantry.
    case cookable
  }

  /// The sizes to run with.
  public var configuration: BenchmarkConfiguration
  /// The app-launching probe for the startup figures.
  public var startup: StartupBenchmark
  /// Which benchmarks to run; the others are reported as skipped.
  public var selection: Set<Benchmark>

  /// Creates a suite running `selection` (all by default) with `configuration`.
  public init(
    configuration: BenchmarkConfiguration, startup: StartupBenchmark,
    selection: Set<Benchmark> = Set(Benchmark.allCases)
  ) {
    self.configuration = configuration
    self.startup = startup
    self.selection = selection
  }

  /// Runs the selected benchmarks in a fixed order; `progress` hears which one starts.
  ///
  /// The store benchmark runs on the main actor, as the app's store does; every other one
  /// runs off it.
  public func run(progress: (String) -> Void = { _ in }) async throws -> BenchmarkReport {
    var report = BenchmarkReport(configuration: configuration)
    report.loadAverageAtStart = LoadAverage.oneMinute()
    try await runSelected(into: &report, progress: progress)
    report.loadAverageAtEnd = LoadAverage.oneMinute()
    return report
  }

  private func runSelected(
    into report: inout BenchmarkReport, progress: (String) -> Void
  ) async throws {
    if selection.contains(.store) {
      progress("store: \(configuration.storeActionCount) keystrokes")
      report.store = try await StoreBenchmark.run(configuration)
    }
    if selection.contains(.search) {
      for size in configuration.searchLibrarySizes {
        progress("search: \(size) recipes")
        report.search.append(try await SearchBenchmark.run(size: size, configuration))
      }
    }
    if selection.contains(.paging) {
      progress("paging: \(configuration.pagingRecipeCount) recipes")
      report.paging = try await PagingBenchmark.run(configuration)
    }
    if selection.contains(.seed) {
      progress("seed: embedded catalog")
      report.seedCatalog = try await CatalogSeedBenchmark.run(configuration)
    }
    if selection.contains(.decode) {
      progress("decode: \(configuration.decodeMealCount) meals")
      report.decode = try await DecodeBenchmark.run(configuration)
    }
    if selection.contains(.http) {
      progress("http: \(configuration.httpRequestCount) requests per client")
      report.http = try await HTTPBenchmark.run(configuration)
    }
    if selection.contains(.image) {
      progress("image: \(configuration.imageWidth)×\(configuration.imageHeight)")
      report.imageDecode = try await ImageDecodeBenchmark.run(configuration)
    }
    if selection.contains(.importParse) {
      progress("import: a \(ImportParseBenchmark.pageBytes / 1_000_000) MB recipe page")
      report.importParse = try await ImportParseBenchmark.run(configuration)
    }
    if selection.contains(.ingredients) {
      progress("ingredients: \(configuration.ingredientLineCount) lines")
      report.ingredientParse = try await IngredientParseBenchmark.run(configuration)
    }
    if selection.contains(.startup) {
      if let reason = startup.skipReason {
        report.startupSkipReason = reason
      } else {
        progress("startup: \(configuration.startupRecipeCount) recipes")
        report.startup = try await startup.run(configuration)
        if report.startup == nil {
          report.startupSkipReason = "the app did not report first_frame_ms and rss_mb"
        }
      }
    } else {
      report.startupSkipReason = "not selected"
    }
    if selection.contains(.shopping) {
      progress("shopping: a list of \(configuration.shoppingRecipeCount) recipes")
      report.shoppingList = try await ShoppingListBenchmark.run(configuration)
    }
    if selection.contains(.plan) {
      progress("plan: a week of \(configuration.planEntryCount) entries")
      report.planWeek = try await PlanWeekBenchmark.run(configuration)
    }
    if selection.contains(.nutrition) {
      progress("nutrition: a recipe of 20 lines")
      report.nutrition = try await NutritionBenchmark.run(configuration)
    }
    if selection.contains(.cookable) {
      progress("cookable: \(configuration.cookableRecipeCount) recipes, a pantry of 40 lines")
      report.cookable = try await CookableBenchmark.run(configuration)
    }
    guard selection.contains(.sync) else {
      report.syncSkipReason = "not selected"
      return
    }
    progress("sync: \(configuration.syncRecipeCount) recipes with pictures to a loopback Apache")
    do {
      report.sync = try await SyncBenchmark.run(configuration)
    } catch ApacheWebDAVServerError.notInstalled(let program) {
      report.syncSkipReason = "\(program) is not installed (scripts/install-deps.sh --test)"
    }
  }
}
