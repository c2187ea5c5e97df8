import Foundation
import RecipesBenchmarks
import Testing

/// Every benchmark at tiny sizes, so none can rot: the figures must be sane (finite,
/// positive, under the right keys), never fast.
@Suite struct BenchmarkSmokeTests {
  private static let jsonKeys: Set<String> = [
    "store_actions_per_sec", "fts_p50_ms", "fts_p99_ms", "page_ms", "seed_catalog_ms",
    "decode_mb_per_sec",
    "http_requests_per_sec", "image_decode_ms_p50", "import_parse_ms", "first_frame_ms", "rss_mb",
    "bare_window_first_frame_ms", "startup_ratio_to_bare_window", "launch_to_first_frame_ms",
    "bare_window_launch_to_first_frame_ms", "bare_adwaita_window_first_frame_ms",
    "startup_ratio_to_bare_adwaita_window", "view_switch_p95_ms",
    "ingredient_parse_per_sec", "shopping_list_ms", "plan_week_ms", "nutrition_recipe_ms",
    "cookable_10k_ms", "sync_first_1000_ms",
    "sync_noop_ms",
    "sync_noop_requests", "ratios", "limits", "load_average",
  ]

  @MainActor
  @Test func everyBenchmarkRunsAndReportsSaneFigures() async throws {
    let configuration = BenchmarkConfiguration.smoke
    let suite = BenchmarkSuite(
      configuration: configuration,
      startup: StartupBenchmark(app: nil, environment: [:]))
    let report = try await suite.run()

    let store = try #require(report.store)
    for rate in [
      store.reducerActionsPerSecond, store.storeWithRunningEffectsActionsPerSecond,
      store.storeActionsPerSecond,
    ] {
      #expect(isSane(rate))
    }
    #expect(report.search.map(\.recipeCount) == configuration.searchLibrarySizes)
    for search in report.search {
      #expect(isSane(search.p50Milliseconds) && isSane(search.p99Milliseconds))
      #expect(search.p50Milliseconds <= search.p99Milliseconds)
      #expect(search.p99Milliseconds <= search.maximumMilliseconds)
      #expect(search.averageResultCount > 0)
    }
    let paging = try #require(report.paging)
    #expect(paging.recipeCount == configuration.pagingRecipeCount)
    #expect(paging.position == configuration.pagingPosition)
    for figure in [paging.firstMilliseconds, paging.deepMilliseconds, paging.countMilliseconds] {
      #expect(isSane(figure))
    }
    #expect(isSane(try #require(report.seedCatalog).medianMilliseconds))
    let decode = try #require(report.decode)
    #expect(isSane(decode.megabytesPerSecond))
    #expect(decode.recipeCount == configuration.decodeMealCount)
    let http = try #require(report.http)
    #expect(isSane(http.curlSessionRequestsPerSecond) && isSane(http.urlSessionRequestsPerSecond))
    // Both clients' requests plus their warm-ups all reached the server.
    #expect(http.serverRequestCount >= 2 * configuration.httpRequestCount)
    #expect(isSane(try #require(report.imageDecode).p50Milliseconds))
    let importParse = try #require(report.importParse)
    #expect(isSane(importParse.medianMilliseconds))
    #expect(importParse.recipeCount == 1 && importParse.pageBytes >= 1_000_000)
    let parse = try #require(report.ingredientParse)
    #expect(isSane(parse.linesPerSecond) && parse.lineCount == configuration.ingredientLineCount)
    #expect(isSaneNumber(json(report)["ingredient_parse_per_sec"]))
    let shopping = try #require(report.shoppingList)
    #expect(isSane(shopping.medianMilliseconds))
    #expect(shopping.recipeCount == configuration.shoppingRecipeCount && shopping.itemCount > 0)
    #expect(isSaneNumber(json(report)["shopping_list_ms"]))
    let plan = try #require(report.planWeek)
    #expect(isSane(plan.medianMilliseconds))
    #expect(plan.entryCount == configuration.planEntryCount)
    #expect(isSaneNumber(json(report)["plan_week_ms"]))
    let nutrition = try #require(report.nutrition)
    #expect(isSane(nutrition.medianMilliseconds) && isSane(nutrition.tableLoadMilliseconds))
    #expect(isSane(nutrition.indexMilliseconds))
    #expect(nutrition.lineCount == 20 && nutrition.matchedCount > 15)
    #expect(isSaneNumber(json(report)["nutrition_recipe_ms"]))
    let cookable = try #require(report.cookable)
    #expect(cookable.recipeCount == configuration.cookableRecipeCount)
    #expect(isSane(cookable.medianMilliseconds) && isSane(cookable.firstMilliseconds))
    #expect(isSane(cookable.coldMilliseconds))
    // The synthetic recipes share the pantry's onions, garlic and eggs: the best misses less
    // than it needs.
    #expect(cookable.pantryCount == 40)
    #expect(cookable.bestMissing >= 0 && cookable.bestMissing < cookable.bestNeed)
    #expect(isSaneNumber(json(report)["cookable_10k_ms"]))
    #expect(report.startup == nil)
    #expect(report.startupSkipReason != nil)
    let sync = try #require(report.sync, "\(report.syncSkipReason ?? "")")
    #expect(sync.recipeCount == configuration.syncRecipeCount)
    #expect(isSane(sync.firstMilliseconds) && isSane(sync.noOpMedianMilliseconds))
    #expect(sync.pictureBytes > 0)
    // Each recipe: at least its picture, .nomedia and recipe.json.
    #expect(sync.firstRequests >= 3 * configuration.syncRecipeCount)
    #expect((1...3).contains(sync.noOpRequests))
    for key in ["sync_first_1000_ms", "sync_noop_ms", "sync_noop_requests"] {
      #expect(isSaneNumber(json(report)[key]), "\(key)")
    }

    let json = try #require(
      try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    #expect(Set(json.keys) == Self.jsonKeys)
    #expect(isSaneNumber(json["store_actions_per_sec"]))
    for key in ["fts_p50_ms", "fts_p99_ms"] {
      let bySize = try #require(json[key] as? [String: Any])
      #expect(Set(bySize.keys) == Set(configuration.searchLibrarySizes.map(String.init)))
      #expect(bySize.values.allSatisfy(isSaneNumber))
    }
    let pages = try #require(json["page_ms"] as? [String: Any])
    #expect(Set(pages.keys) == ["first", "at_\(configuration.pagingPosition)", "count"])
    #expect(pages.values.allSatisfy(isSaneNumber))
    let clients = try #require(json["http_requests_per_sec"] as? [String: Any])
    #expect(Set(clients.keys) == ["curl_session", "urlsession"])
    #expect(clients.values.allSatisfy(isSaneNumber))
    for key in ["seed_catalog_ms", "decode_mb_per_sec", "image_decode_ms_p50", "import_parse_ms"] {
      #expect(isSaneNumber(json[key]), "\(key)")
    }
    #expect(json["first_frame_ms"] is NSNull && json["rss_mb"] is NSNull)
    #expect(json["startup_ratio_to_bare_window"] is NSNull)

    let table = BenchmarkTable(report).text
    #expect(table.contains("store_actions_per_sec") && table.contains("http.urlsession"))
    #expect(table.contains("sync_noop_requests"))
  }

  @MainActor
  @Test func theBuiltInPNGDecodesWhenImageMagickIsNotUsed() async throws {
    var configuration = BenchmarkConfiguration.smoke
    configuration.imageSource = .builtInPNG
    let suite = BenchmarkSuite(
      configuration: configuration, startup: StartupBenchmark(app: nil, environment: [:]),
      selection: [.image])
    let image = try #require(try await suite.run().imageDecode)
    #expect(image.format.hasPrefix("PNG"))
    #expect(isSane(image.p50Milliseconds))
    // Stored blocks: at least the raw pixels, one filter byte per row.
    #expect(image.fileBytes > configuration.imageHeight * (1 + configuration.imageWidth * 3))
  }
}

/// Whether `value` is a usable figure: finite and above zero.
func isSane(_ value: Double) -> Bool {
  value.isFinite && value > 0
}

/// Whether a JSON value is a usable figure.
func isSaneNumber(_ value: Any?) -> Bool {
  (value as? NSNumber).map { isSane($0.doubleValue) } ?? false
}

/// The report's JSON object.
private func json(_ report: BenchmarkReport) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: report.jsonData())) as? [String: Any] ?? [:]
}

/// The planner's week alone: cheap enough for every test run.
@Suite struct PlanWeekBenchmarkTests {
  @MainActor
  @Test func theWeekOfFortyEntriesIsReported() async throws {
    let suite = BenchmarkSuite(
      configuration: .smoke, startup: StartupBenchmark(app: nil, environment: [:]),
      selection: [.plan])
    let report = try await suite.run()
    let plan = try #require(report.planWeek)
    #expect(plan.entryCount == 40)
    #expect(plan.medianMilliseconds > 0 && plan.medianMilliseconds.isFinite)
    let json = try #require(
      try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    #expect(json["plan_week_ms"] is NSNumber)
    #expect(BenchmarkTable(report).text.contains("plan_week_ms"))
  }
}

/// The nutrition estimate alone: cheap enough for every test run.
@Suite struct NutritionBenchmarkTests {
  @MainActor
  @Test func theTwentyLineRecipeIsReported() async throws {
    let suite = BenchmarkSuite(
      configuration: .smoke, startup: StartupBenchmark(app: nil, environment: [:]),
      selection: [.nutrition])
    let report = try await suite.run()
    let nutrition = try #require(report.nutrition)
    #expect(nutrition.lineCount == 20)
    #expect(nutrition.medianMilliseconds > 0 && nutrition.medianMilliseconds.isFinite)
    let json = try #require(
      try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    #expect(json["nutrition_recipe_ms"] is NSNumber)
    #expect(BenchmarkTable(report).text.contains("nutrition_recipe_ms"))
  }
}
