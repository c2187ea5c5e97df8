/// Everything one run of the suite measured; a figure is nil when its benchmark was skipped.
public struct BenchmarkReport: Sendable, Equatable {
  /// Keystrokes through the reducer and the store.
  public var store: StoreFigures?
  /// Search latency, one entry per library size, smallest first.
  public var search: [SearchFigures] = []
  /// Reading pages of the list.
  public var paging: PagingFigures?
  /// Seeding the embedded catalog.
  public var seedCatalog: SeedFigures?
  /// Decoding a TheMealDB response.
  public var decode: DecodeFigures?
  /// Loopback GETs through both HTTP clients.
  public var http: HTTPFigures?
  /// Decoding a picture into a texture.
  public var imageDecode: ImageFigures?
  /// Reading a 1 MB recipe page.
  public var importParse: ImportParseFigures?
  /// The app's first frame; nil without a display or without the app's support.
  public var startup: StartupBenchmark.Result?
  /// Why the startup figures are missing, when they are.
  public var startupSkipReason: String?
  /// The configuration measured with.
  public var configuration: BenchmarkConfiguration
  /// Parsing ingredient lines.
  public var ingredientParse: IngredientParseFigures?
  /// Building the shopping list.
  public var shoppingList: ShoppingListFigures?
  /// Deriving the planner's week.
  public var planWeek: PlanWeekFigures?
  /// Estimating a recipe's nutrition.
  public var nutrition: NutritionFigures?
  /// Ranking what can be made from the pantry.
  public var cookable: CookableFigures?
  /// Syncing own recipes with a WebDAV folder.
  public var sync: SyncFigures?
  /// Why the sync figures are missing, when they are.
  public var syncSkipReason: String?
  /// The machine's one-minute load average when the run started.
  ///
  /// From `/proc/loadavg`; nil if it could not be read. Wall-clock figures move with it,
  /// ratios much less.
  public var loadAverageAtStart: Double?
  /// The same when the run ended.
  public var loadAverageAtEnd: Double?

  /// Creates an empty report for `configuration`.
  public init(configuration: BenchmarkConfiguration) {
    self.configuration = configuration
  }

  /// Actions per second, three ways.
  public struct StoreFigures: Sendable, Equatable {
    /// `AppFeature.reduce` in a loop, effects built and dropped.
    public var reducerActionsPerSecond: Double
    /// `Store.send` with effects created by the reducer but not run: the issue's
    /// definition of `store_actions_per_sec` (the headline).
    public var storeActionsPerSecond: Double
    /// `Store.send` with the real effects started: a debounce timer per phrase parked on a
    /// never-firing clock, re-armed by each keystroke and cancelled by clearing the box
    /// (shown for information).
    public var storeWithRunningEffectsActionsPerSecond: Double
  }

  /// Search latency over one library.
  public struct SearchFigures: Sendable, Equatable {
    /// How many recipes the library held.
    public var recipeCount: Int
    /// The median search, in milliseconds.
    public var p50Milliseconds: Double
    /// The 99th-percentile search, in milliseconds.
    public var p99Milliseconds: Double
    /// The slowest search, in milliseconds.
    public var maximumMilliseconds: Double
    /// The median CPU time of a search (all threads), in milliseconds.
    public var cpuP50Milliseconds: Double
    /// The 99th-percentile CPU time of a search, in milliseconds.
    public var cpuP99Milliseconds: Double
    /// The median of the same searches' statements replayed through the sqlite3 C API
    /// alone (`RawFullTextSearch`), in milliseconds.
    public var rawP50Milliseconds: Double
    /// The 99th percentile of those replays, in milliseconds.
    public var rawP99Milliseconds: Double
    /// The average number of results.
    public var averageResultCount: Double
    /// The text of the slowest search.
    public var slowestText: String
  }

  /// Reading a page of the list at the top and deep inside it.
  public struct PagingFigures: Sendable, Equatable {
    /// How many recipes the list held.
    public var recipeCount: Int
    /// The position of the deep page.
    public var position: Int
    /// The median count of the list (which the window's load does first), in milliseconds.
    public var countMilliseconds: Double
    /// The median read of the first page, in milliseconds.
    public var firstMilliseconds: Double
    /// The median read of the page at `position`, in milliseconds.
    public var deepMilliseconds: Double
  }

  /// Catalog seeding.
  public struct SeedFigures: Sendable, Equatable {
    /// The median seeding, in milliseconds.
    public var medianMilliseconds: Double
    /// The catalog's size in bytes.
    public var catalogBytes: Int
  }

  /// JSON decoding.
  public struct DecodeFigures: Sendable, Equatable {
    /// Megabytes (10⁶ bytes) per second.
    public var megabytesPerSecond: Double
    /// Megabytes per second of `JSONDecoder` decoding the same response into a `Decodable`
    /// struct of the same fields (`JSONDecoderMeals`).
    public var jsonDecoderMegabytesPerSecond: Double
    /// The response's size in bytes.
    public var responseBytes: Int
    /// How many recipes it held.
    public var recipeCount: Int
  }

  /// HTTP throughput.
  public struct HTTPFigures: Sendable, Equatable {
    /// Requests per second through `CurlSession`.
    public var curlSessionRequestsPerSecond: Double
    /// Requests per second through `URLSession`.
    public var urlSessionRequestsPerSecond: Double
    /// How many requests the server answered, warm-ups included.
    public var serverRequestCount: Int
  }

  /// Image decoding.
  public struct ImageFigures: Sendable, Equatable {
    /// The median decode, in milliseconds.
    public var p50Milliseconds: Double
    /// What was decoded.
    public var format: String
    /// The file's size in bytes.
    public var fileBytes: Int
  }
}

/// The targets the figures are held to.
public enum BenchmarkTargets {
  /// The slowest acceptable 99th-percentile search over 100 000 recipes, in milliseconds.
  public static let searchP99Milliseconds = 2.0
  /// The library size that target is stated for.
  public static let searchTargetRecipeCount = 100_000
  /// The fewest acceptable store actions per second.
  public static let storeActionsPerSecond = 1_000_000.0
  /// How many times a bare GTK 4 window's first frame the app's may take at most.
  public static let startupRatioToBareWindow = 1.3
  /// The slowest acceptable 95th-percentile switch between the main window's views, in
  /// milliseconds: one frame at 60 Hz.
  public static let viewSwitchP95Milliseconds = 16.0
  /// The least share of the reducer's own rate (called in a loop) `Store.send` must keep.
  public static let storeToDirectReducerRatio = 0.5
  /// How many times the raw FTS5 statements' p99 a search's p99 may take at most.
  public static let searchToRawFTSRatio = 1.5
  /// How many times libxml2's bare parse of the page reading the recipe may take at most.
  public static let importToBareParseRatio = 3.0
  /// The least share of `JSONDecoder`'s rate on the same bytes our decoding must reach.
  public static let decodeToJSONDecoderRatio = 1.0
  /// How many times the first page's read a deep page's read may take at most.
  public static let deepPageToFirstPageRatio = 2.0
  /// The fewest acceptable ingredient lines parsed per second.
  public static let ingredientLinesPerSecond = 500_000.0
  /// The slowest acceptable build of a shopping list of 50 recipes, in milliseconds.
  public static let shoppingListMilliseconds = ShoppingListBenchmark.targetMilliseconds
  /// The slowest acceptable derivation of a planner's week of 40 entries, in milliseconds.
  public static let planWeekMilliseconds = PlanWeekBenchmark.targetMilliseconds
  /// The slowest acceptable nutrition estimate of a 20-line recipe, in milliseconds.
  public static let nutritionRecipeMilliseconds = NutritionBenchmark.targetMilliseconds
  /// The slowest acceptable ranking of 10 000 recipes against the pantry, in milliseconds.
  public static let cookableMilliseconds = CookableBenchmark.targetMilliseconds
  /// The slowest acceptable first sync of 1 000 recipes with pictures, in milliseconds.
  public static let syncFirstMilliseconds = SyncBenchmark.targetFirstMilliseconds
  /// The slowest acceptable sync with nothing to do, in milliseconds.
  public static let syncNoOpMilliseconds = SyncBenchmark.targetNoOpMilliseconds
  /// The most requests a sync with nothing to do may make.
  public static let syncNoOpRequests = SyncBenchmark.targetNoOpRequests
}
