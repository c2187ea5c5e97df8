import Foundation

extension BenchmarkReport {
  /// The report as one JSON object with the suite's fixed keys.
  ///
  /// Every value is a number, an object of numbers, or `null` (a skipped benchmark):
  /// `store_actions_per_sec`, `fts_p50_ms` and `fts_p99_ms` (keyed by library size, e.g.
  /// `"100000"`), `page_ms` (`first`, `at_<position>` and the list's `count`),
  /// `seed_catalog_ms`, `decode_mb_per_sec`, `http_requests_per_sec` (`curl_session`,
  /// `urlsession`), `image_decode_ms_p50`, `import_parse_ms`, `first_frame_ms`, `rss_mb`,
  /// `bare_window_first_frame_ms`, `startup_ratio_to_bare_window`,
  /// `launch_to_first_frame_ms` and `bare_window_launch_to_first_frame_ms` (from starting
  /// the process, linking before `main` included), `bare_adwaita_window_first_frame_ms` and
  /// `startup_ratio_to_bare_adwaita_window` (the floor with libadwaita's start in it),
  /// `view_switch_p95_ms` (switching the main window's views after the first frame),
  /// `ingredient_parse_per_sec`, `shopping_list_ms`, `plan_week_ms`, `sync_first_1000_ms`, `sync_noop_ms`,
  /// `sync_noop_requests`; `ratios`, each figure over its limit
  /// measured in the same run (`BenchmarkRatios`: `store_to_direct_reducer`,
  /// `search_to_raw_fts`, `import_to_bare_parse`, `decode_to_jsondecoder`,
  /// `startup_to_bare_window`, `view_switch_p95_ms` over 16 ms), and the limits themselves, in `limits` under the same keys
  /// (in the unit of the figure each divides); `load_average` (`start`, `end`).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(JSONShape(self))
  }
}

/// The JSON object, with explicit `null`s (synthesized `Encodable` would leave keys out).
private struct JSONShape: Encodable {
  private enum Key: String, CodingKey {
    case storeActionsPerSecond = "store_actions_per_sec"
    case searchP50 = "fts_p50_ms"
    case searchP99 = "fts_p99_ms"
    case page = "page_ms"
    case seedCatalog = "seed_catalog_ms"
    case decode = "decode_mb_per_sec"
    case http = "http_requests_per_sec"
    case imageDecode = "image_decode_ms_p50"
    case importParse = "import_parse_ms"
    case firstFrame = "first_frame_ms"
    case residentMemory = "rss_mb"
    case bareWindowFirstFrame = "bare_window_first_frame_ms"
    case startupRatio = "startup_ratio_to_bare_window"
    case launchToFirstFrame = "launch_to_first_frame_ms"
    case bareWindowLaunchToFirstFrame = "bare_window_launch_to_first_frame_ms"
    case bareAdwaitaWindowFirstFrame = "bare_adwaita_window_first_frame_ms"
    case startupRatioToAdwaita = "startup_ratio_to_bare_adwaita_window"
    case viewSwitch = "view_switch_p95_ms"
    case ingredientParse = "ingredient_parse_per_sec"
    case shoppingList = "shopping_list_ms"
    case planWeek = "plan_week_ms"
    case nutritionRecipe = "nutrition_recipe_ms"
    case cookable = "cookable_10k_ms"
    case syncFirst = "sync_first_1000_ms"
    case syncNoOp = "sync_noop_ms"
    case syncNoOpRequests = "sync_noop_requests"
    case ratios
    case limits
    case loadAverage = "load_average"
  }

  private let report: BenchmarkReport

  init(_ report: BenchmarkReport) {
    self.report = report
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try encode(
      report.store.map { rounded($0.storeActionsPerSecond, 1) }, .storeActionsPerSecond, &container)
    try encode(bySize(\.p50Milliseconds), .searchP50, &container)
    try encode(bySize(\.p99Milliseconds), .searchP99, &container)
    try encode(
      report.paging.map {
        [
          "first": rounded($0.firstMilliseconds, 3),
          "at_\($0.position)": rounded($0.deepMilliseconds, 3),
          "count": rounded($0.countMilliseconds, 3),
        ]
      }, .page, &container)
    try encode(
      report.seedCatalog.map { rounded($0.medianMilliseconds, 3) }, .seedCatalog, &container)
    try encode(report.decode.map { rounded($0.megabytesPerSecond, 2) }, .decode, &container)
    try encode(
      report.http.map {
        [
          "curl_session": rounded($0.curlSessionRequestsPerSecond, 1),
          "urlsession": rounded($0.urlSessionRequestsPerSecond, 1),
        ]
      }, .http, &container)
    try encode(report.imageDecode.map { rounded($0.p50Milliseconds, 3) }, .imageDecode, &container)
    try encode(
      report.importParse.map { rounded($0.medianMilliseconds, 3) }, .importParse, &container)
    try encode(
      report.startup.map { rounded($0.firstFrameMilliseconds, 1) }, .firstFrame, &container)
    try encode(report.startup.map { rounded($0.residentMegabytes, 1) }, .residentMemory, &container)
    try encode(
      report.startup?.bareWindowFirstFrameMilliseconds.map { rounded($0, 1) },
      .bareWindowFirstFrame, &container)
    try encode(report.startup?.ratioToBareWindow.map { rounded($0, 3) }, .startupRatio, &container)
    try encode(
      report.startup?.launchToFirstFrameMilliseconds.map { rounded($0, 1) }, .launchToFirstFrame,
      &container)
    try encode(
      report.startup?.bareWindowLaunchToFirstFrameMilliseconds.map { rounded($0, 1) },
      .bareWindowLaunchToFirstFrame, &container)
    try encode(
      report.startup?.bareAdwaitaWindowFirstFrameMilliseconds.map { rounded($0, 1) },
      .bareAdwaitaWindowFirstFrame, &container)
    try encode(
      report.startup?.ratioToBareAdwaitaWindow.map { rounded($0, 3) }, .startupRatioToAdwaita,
      &container)
    try encode(
      report.startup?.viewSwitchP95Milliseconds.map { rounded($0, 2) }, .viewSwitch, &container)
    try encode(
      report.ingredientParse.map { rounded($0.linesPerSecond, 1) }, .ingredientParse, &container)
    try encode(
      report.shoppingList.map { rounded($0.medianMilliseconds, 3) }, .shoppingList, &container)
    try encode(report.planWeek.map { rounded($0.medianMilliseconds, 4) }, .planWeek, &container)
    try encode(
      report.nutrition.map { rounded($0.medianMilliseconds, 4) }, .nutritionRecipe, &container)
    try encode(
      report.cookable.map { rounded($0.medianMilliseconds, 3) }, .cookable, &container)
    try encode(report.sync.map { rounded($0.firstMilliseconds, 1) }, .syncFirst, &container)
    try encode(report.sync.map { rounded($0.noOpMedianMilliseconds, 3) }, .syncNoOp, &container)
    try encode(report.sync.map(\.noOpRequests), .syncNoOpRequests, &container)
    let ratios = report.ratios.all
    try container.encode(
      Dictionary(
        uniqueKeysWithValues: ratios.map { ($0.key, $0.ratio?.value.map { rounded($0, 4) }) }),
      forKey: .ratios)
    try container.encode(
      Dictionary(
        uniqueKeysWithValues: ratios.map { ($0.key, $0.ratio.map { rounded($0.limit, 3) }) }),
      forKey: .limits)
    try container.encode(
      ["start": report.loadAverageAtStart, "end": report.loadAverageAtEnd], forKey: .loadAverage)
  }

  private func bySize(_ figure: KeyPath<BenchmarkReport.SearchFigures, Double>) -> [String: Double]?
  {
    guard !report.search.isEmpty else { return nil }
    return Dictionary(
      report.search.map { (String($0.recipeCount), rounded($0[keyPath: figure], 3)) },
      uniquingKeysWith: { first, _ in first })
  }

  private func encode<Value: Encodable>(
    _ value: Value?, _ key: Key, _ container: inout KeyedEncodingContainer<Key>
  ) throws {
    if let value {
      try container.encode(value, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }

  private func rounded(_ value: Double, _ decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}
