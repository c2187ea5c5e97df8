import Foundation
import RecipesCore

/// How big each benchmark is.
///
/// The full run and the smoke test go through the same code and differ only in these
/// numbers, so a benchmark cannot rot unnoticed:
///
/// ```swift
/// let report = try await BenchmarkSuite(configuration: .full).run()
/// let quick = try await BenchmarkSuite(configuration: .smoke).run()
/// ```
public struct BenchmarkConfiguration: Sendable, Equatable {
  /// How many recipe summaries the store's list holds while actions are sent.
  public var storeRecipeCount: Int
  /// How many `.search(.queryChanged(_:))` actions each store measurement sends.
  public var storeActionCount: Int
  /// How many times each store measurement is taken (the median is reported).
  public var storeRoundCount: Int

  /// The library sizes searched, each generated afresh into a temporary directory.
  public var searchLibrarySizes: [Int]
  /// How many searches are timed per library.
  public var searchQueryCount: Int
  /// How many searches run untimed first, as in an app that has been used for a while.
  public var searchWarmUpCount: Int
  /// The most results a search returns: the app's own limit by default.
  public var searchResultLimit: Int

  /// How many recipes the library paged through holds.
  public var pagingRecipeCount: Int
  /// The position of the deep page read.
  public var pagingPosition: Int
  /// How many times the library is opened and both pages read (the medians are reported).
  public var pagingRunCount: Int

  /// How many times the embedded catalog is seeded into an empty library.
  public var seedRunCount: Int

  /// How many meals the generated TheMealDB response holds.
  public var decodeMealCount: Int
  /// How many times that response is decoded.
  public var decodeRunCount: Int

  /// How many GET requests each HTTP client sends.
  public var httpRequestCount: Int
  /// How many of those requests are in flight at once.
  public var httpConcurrency: Int
  /// How many times each client's requests are sent, the clients taking turns (the
  /// median is reported).
  public var httpRoundCount: Int

  /// The size of the picture decoded.
  public var imageWidth: Int
  /// The height of the picture decoded.
  public var imageHeight: Int
  /// How many times the picture is decoded.
  public var imageRunCount: Int
  /// Where the picture comes from.
  public var imageSource: ImageFixture.Source

  /// How many ingredient lines each round of parsing reads.
  public var ingredientLineCount = 500_000
  /// How many rounds of parsing are timed (the median is reported).
  public var ingredientRoundCount = 5

  /// How many catalog recipes the shopping list is built of.
  public var shoppingRecipeCount = 50
  /// How many times the shopping list is built (the median is reported).
  public var shoppingRoundCount = 31

  /// How many entries the planner's week holds.
  public var planEntryCount = 40
  /// How many times the week is derived (the median is reported).
  public var planRoundCount = 101

  /// How many times the 20-line recipe's nutrition is estimated (the median is reported).
  public var nutritionRoundCount = 201

  /// How many generated recipes "what can I make?" ranks.
  public var cookableRecipeCount = 10_000
  /// How many times they are ranked (the median is reported).
  public var cookableRoundCount = 21

  /// How many own recipes (each with a picture) the first sync uploads.
  public var syncRecipeCount = 1_000
  /// How many syncs with nothing to do are timed (the median is reported).
  public var syncNoOpRoundCount = 9

  /// How many recipes the library the app starts with holds.
  public var startupRecipeCount: Int
  /// How many times the app is launched (the median launch is reported).
  public var startupRunCount: Int
  /// How long the app may take to report its first frame before it is stopped.
  public var startupTimeout: Duration

  /// Creates a configuration; see `full` and `smoke`.
  public init(
    storeRecipeCount: Int, storeActionCount: Int, storeRoundCount: Int, searchLibrarySizes: [Int],
    searchQueryCount: Int, searchWarmUpCount: Int, searchResultLimit: Int,
    pagingRecipeCount: Int, pagingPosition: Int, pagingRunCount: Int, seedRunCount: Int,
    decodeMealCount: Int, decodeRunCount: Int, httpRequestCount: Int, httpConcurrency: Int,
    httpRoundCount: Int,
    imageWidth: Int, imageHeight: Int, imageRunCount: Int, imageSource: ImageFixture.Source,
    startupRecipeCount: Int, startupRunCount: Int, startupTimeout: Duration
  ) {
    self.storeRecipeCount = storeRecipeCount
    self.storeActionCount = storeActionCount
    self.storeRoundCount = storeRoundCount
    self.searchLibrarySizes = searchLibrarySizes
    self.searchQueryCount = searchQueryCount
    self.searchWarmUpCount = searchWarmUpCount
    self.searchResultLimit = searchResultLimit
    self.pagingRecipeCount = pagingRecipeCount
    self.pagingPosition = pagingPosition
    self.pagingRunCount = pagingRunCount
    self.seedRunCount = seedRunCount
    self.decodeMealCount = decodeMealCount
    self.decodeRunCount = decodeRunCount
    self.httpRequestCount = httpRequestCount
    self.httpConcurrency = httpConcurrency
    self.httpRoundCount = httpRoundCount
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    self.imageRunCount = imageRunCount
    self.imageSource = imageSource
    self.startupRecipeCount = startupRecipeCount
    self.startupRunCount = startupRunCount
    self.startupTimeout = startupTimeout
  }

  /// The sizes the targets are stated for.
  public static let full = BenchmarkConfiguration(
    storeRecipeCount: 10_000, storeActionCount: 200_000, storeRoundCount: 5,
    searchLibrarySizes: [1_000, 10_000, 100_000], searchQueryCount: 200, searchWarmUpCount: 20,
    searchResultLimit: SearchFeature.resultLimit,
    pagingRecipeCount: 100_000, pagingPosition: 50_000, pagingRunCount: 9, seedRunCount: 7,
    decodeMealCount: 1_000, decodeRunCount: 15,
    httpRequestCount: 2_000, httpConcurrency: 50, httpRoundCount: 3,
    imageWidth: 600, imageHeight: 400, imageRunCount: 40, imageSource: .imageMagickIfInstalled,
    startupRecipeCount: 100_000, startupRunCount: 5, startupTimeout: .seconds(60))

  /// Tiny sizes, for the smoke test: every code path, in a second or two.
  public static let smoke = BenchmarkConfiguration(
    storeRecipeCount: 50, storeActionCount: 300, storeRoundCount: 2,
    searchLibrarySizes: [50, 120], searchQueryCount: 20, searchWarmUpCount: 2,
    searchResultLimit: SearchFeature.resultLimit,
    pagingRecipeCount: 300, pagingPosition: 150, pagingRunCount: 2, seedRunCount: 2,
    decodeMealCount: 20, decodeRunCount: 2,
    httpRequestCount: 20, httpConcurrency: 5, httpRoundCount: 2,
    imageWidth: 60, imageHeight: 40, imageRunCount: 3, imageSource: .imageMagickIfInstalled,
    startupRecipeCount: 50, startupRunCount: 1, startupTimeout: .seconds(20)
  ).parsing(lines: 500, rounds: 2).shopping(recipes: 10, rounds: 2).syncing(recipes: 20, rounds: 2)
    .planning(entries: 40, rounds: 3).estimatingNutrition(rounds: 3)
    .ranking(recipes: 200, rounds: 3)

  /// The configuration with `recipes` generated recipes ranked `rounds` times.
  public func ranking(recipes: Int, rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.cookableRecipeCount = recipes
    configuration.cookableRoundCount = rounds
    return configuration
  }

  /// The configuration with the 20-line recipe's nutrition estimated `rounds` times.
  public func estimatingNutrition(rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.nutritionRoundCount = rounds
    return configuration
  }

  /// The configuration with `lines` ingredient lines parsed in each of `rounds` rounds.
  public func parsing(lines: Int, rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.ingredientLineCount = lines
    configuration.ingredientRoundCount = rounds
    return configuration
  }

  /// The configuration with a week of `entries` plan entries derived `rounds` times.
  public func planning(entries: Int, rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.planEntryCount = entries
    configuration.planRoundCount = rounds
    return configuration
  }

  /// The configuration with a shopping list of `recipes` recipes built `rounds` times.
  public func shopping(recipes: Int, rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.shoppingRecipeCount = recipes
    configuration.shoppingRoundCount = rounds
    return configuration
  }

  /// The configuration with `recipes` own recipes synced first, then `rounds` syncs with
  /// nothing to do.
  public func syncing(recipes: Int, rounds: Int) -> BenchmarkConfiguration {
    var configuration = self
    configuration.syncRecipeCount = recipes
    configuration.syncNoOpRoundCount = rounds
    return configuration
  }
}
