import Foundation
import RecipesBenchmarks
import Testing

/// The ratios of the figures to their limits: their keys, their direction, their arithmetic.
@Suite struct BenchmarkRatiosTests {
  private static let ratioKeys: Set<String> = [
    "store_to_direct_reducer", "search_to_raw_fts", "import_to_bare_parse",
    "decode_to_jsondecoder", "startup_to_bare_window", "view_switch_p95_ms",
  ]

  @Test func theJSONHoldsTheSixRatiosNullWhereNotMeasured() throws {
    var report = BenchmarkReport(configuration: .smoke)
    report.startup = StartupBenchmark.Result(
      firstFrameMilliseconds: 390, residentMegabytes: 1, bareWindowFirstFrameMilliseconds: 300)
    let json = try jsonObject(report)
    let ratios = try #require(json["ratios"] as? [String: Any])
    #expect(Set(ratios.keys) == Self.ratioKeys)
    let limits = try #require(json["limits"] as? [String: Any])
    #expect(Set(limits.keys) == Self.ratioKeys)
    #expect((ratios["startup_to_bare_window"] as? NSNumber)?.doubleValue == 1.3)
    #expect((limits["startup_to_bare_window"] as? NSNumber)?.doubleValue == 300)
    for key in Self.ratioKeys.subtracting(["startup_to_bare_window"]) {
      #expect(ratios[key] is NSNull, "\(key)")
      #expect(limits[key] is NSNull, "\(key)")
    }
  }

  @Test func aRatioIsTheFigureOverItsLimitJudgedByItsTargetsDirection() {
    let time = BenchmarkRatios.Ratio(figure: 3, limit: 2, target: .atMost(1.5))
    #expect(time.value == 1.5)
    #expect(time.isMet)
    #expect(!BenchmarkRatios.Ratio(figure: 3.2, limit: 2, target: .atMost(1.5)).isMet)
    let rate = BenchmarkRatios.Ratio(figure: 400, limit: 1_000, target: .atLeast(0.5))
    #expect(rate.value == 0.4)
    #expect(!rate.isMet)
    #expect(BenchmarkRatios.Ratio(figure: 600, limit: 1_000, target: .atLeast(0.5)).isMet)
    let noLimit = BenchmarkRatios.Ratio(figure: 1, limit: 0, target: .atLeast(0.5))
    #expect(noLimit.value == nil && !noLimit.isMet)
  }

  @Test func theStartupRatioWithoutABareWindowIsMissing() {
    var report = BenchmarkReport(configuration: .smoke)
    report.startup = StartupBenchmark.Result(firstFrameMilliseconds: 390, residentMegabytes: 1)
    #expect(report.ratios.startupToBareWindow == nil)
    #expect(report.ratios.all.map(\.key).count == 6)
    #expect(report.ratios.viewSwitchToFrame == nil)
  }

  @Test func theViewSwitchIsItsP95BesideOneFramesSixteenMilliseconds() throws {
    var report = BenchmarkReport(configuration: .smoke)
    report.startup = StartupBenchmark.Result(
      firstFrameMilliseconds: 390, residentMegabytes: 1, viewSwitchP95Milliseconds: 12)
    let json = try jsonObject(report)
    #expect((json["view_switch_p95_ms"] as? NSNumber)?.doubleValue == 12)
    let ratios = try #require(json["ratios"] as? [String: Any])
    let limits = try #require(json["limits"] as? [String: Any])
    #expect((ratios["view_switch_p95_ms"] as? NSNumber)?.doubleValue == 0.75)
    #expect((limits["view_switch_p95_ms"] as? NSNumber)?.doubleValue == 16)
    #expect(report.ratios.viewSwitchToFrame?.isMet == true)
    report.startup?.viewSwitchP95Milliseconds = 17
    #expect(report.ratios.viewSwitchToFrame?.isMet == false)
  }

  /// A real run at the smoke test's sizes: every ratio but startup's (no app) is measured,
  /// each is its figure over its limit, in the direction of its target.
  @MainActor
  @Test func aSmokeRunReportsEachFigureOverTheLimitMeasuredBesideIt() async throws {
    let suite = BenchmarkSuite(
      configuration: .smoke, startup: StartupBenchmark(app: nil, environment: [:]),
      selection: [.store, .search, .decode, .importParse])
    let report = try await suite.run()
    let store = try #require(report.store)
    let decode = try #require(report.decode)
    let parse = try #require(report.importParse)
    let search = try #require(report.search.last)
    let expected: [String: Double] = [
      "store_to_direct_reducer": store.storeActionsPerSecond / store.reducerActionsPerSecond,
      "search_to_raw_fts": search.p99Milliseconds / search.rawP99Milliseconds,
      "import_to_bare_parse": parse.medianMilliseconds / parse.bareParseMedianMilliseconds,
      "decode_to_jsondecoder": decode.megabytesPerSecond / decode.jsonDecoderMegabytesPerSecond,
    ]
    let ratios = try #require(try jsonObject(report)["ratios"] as? [String: Any])
    for (key, value) in expected {
      let reported = try #require((ratios[key] as? NSNumber)?.doubleValue, "\(key)")
      #expect(value.isFinite && value > 0, "\(key)")
      #expect(abs(reported - value) <= 0.000_05 + value * 1e-6, "\(key): \(reported) ≠ \(value)")
    }
    #expect(ratios["startup_to_bare_window"] is NSNull)
    #expect(search.rawP50Milliseconds > 0 && search.rawP50Milliseconds <= search.rawP99Milliseconds)
    #expect(report.ratios.storeToDirectReducer?.target == .atLeast(0.5))
    #expect(report.ratios.decodeToJSONDecoder?.target == .atLeast(1))
    #expect(report.ratios.searchToRawFTS?.target == .atMost(1.5))
    #expect(report.ratios.importToBareParse?.target == .atMost(3))

    let table = BenchmarkTable(report).text
    for key in Self.ratioKeys { #expect(table.contains(key), "\(key)") }
    #expect(table.contains("load average"))
  }

  private func jsonObject(_ report: BenchmarkReport) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
  }
}
