import Foundation

/// The report as a table for people: one row per figure, with its target and verdict, and
/// notes on how the figures were taken.
public struct BenchmarkTable {
  struct Row {
    var key: String
    var detail: String
    var value: String
    var target = ""
  }

  let report: BenchmarkReport

  /// Creates the table of `report`.
  public init(_ report: BenchmarkReport) {
    self.report = report
  }

  /// The rendered table.
  public var text: String {
    let rows =
      storeRows + searchRows + pagingRows + otherRows + startupRows + ingredientRows
      + shoppingRows + planRows + nutritionRows + cookableRows + syncRows
    let keyWidth = max(3, rows.map(\.key.count).max() ?? 0)
    let detailWidth = max(6, rows.map(\.detail.count).max() ?? 0)
    let valueWidth = max(5, rows.map(\.value.count).max() ?? 0)
    func line(_ row: Row) -> String {
      [
        pad(row.key, keyWidth), pad(row.detail, detailWidth),
        String(repeating: " ", count: valueWidth - row.value.count) + row.value, row.target,
      ].joined(separator: "  ").trimmingTrailingSpaces()
    }
    let header = line(Row(key: "key", detail: "what", value: "value", target: "target"))
    let rule = String(repeating: "-", count: header.count + 12)
    return ([header, rule] + rows.map(line) + [rule] + ratioLines + [rule] + notes)
      .joined(separator: "\n")
  }

  // MARK: - Ratios

  /// Each figure over its limit measured in the same run: figure, limit, ratio, target.
  private var ratioLines: [String] {
    let ratios = report.ratios
    let described: [(key: String, ratio: BenchmarkRatios.Ratio?, limit: String, unit: Unit)] = [
      (
        "store_to_direct_reducer", ratios.storeToDirectReducer, "AppFeature.reduce in a loop", .rate
      ),
      ("search_to_raw_fts", ratios.searchToRawFTS, "p99, same statements via sqlite3 C API", .time),
      ("import_to_bare_parse", ratios.importToBareParse, "libxml2 alone, same page", .time),
      ("decode_to_jsondecoder", ratios.decodeToJSONDecoder, "JSONDecoder, same bytes", .megabytes),
      ("startup_to_bare_window", ratios.startupToBareWindow, "bare GTK 4 window", .time),
      ("view_switch_p95_ms", ratios.viewSwitchToFrame, "one frame at 60 Hz", .time),
    ]
    let rows = described.map { item -> [String] in
      guard let ratio = item.ratio else { return [item.key, "-", "-", "-", "skipped"] }
      let target: String
      switch ratio.target {
      case .atLeast(let floor): target = String(format: "≥ %.2g", floor)
      case .atMost(let ceiling): target = String(format: "≤ %.2g", ceiling)
      }
      return [
        item.key, format(ratio.figure, item.unit),
        format(ratio.limit, item.unit) + " (" + item.limit + ")",
        ratio.value.map { String(format: "%.2f", $0) } ?? "-",
        verdict(ratio.isMet, target),
      ]
    }
    let header = ["ratio", "figure", "limit (same run)", "ratio", "target"]
    let widths = (0..<header.count).map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        // Numbers right-aligned, words left-aligned.
        column == 1 || column == 3
          ? String(repeating: " ", count: widths[column] - cell.count) + cell
          : pad(cell, widths[column])
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let load = [report.loadAverageAtStart, report.loadAverageAtEnd].map {
      $0.map { String(format: "%.2f", $0) } ?? "?"
    }
    return [line(header)] + rows.map(line) + [
      "ratios: ours / limit, both taken in this run (throughputs: ≥ target is good; times: ≤).",
      "load average (1 min, /proc/loadavg): \(load[0]) at the start, \(load[1]) at the end.",
    ]
  }

  private enum Unit {
    case rate, time, megabytes
  }

  private func format(_ value: Double, _ unit: Unit) -> String {
    switch unit {
    case .rate: return perSecond(value)
    case .time: return milliseconds(value)
    case .megabytes: return String(format: "%.1f MB/s", value)
    }
  }

  // MARK: - Rows

  private var storeRows: [Row] {
    guard let store = report.store else {
      return [Row(key: "store_actions_per_sec", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.storeActionsPerSecond
    return [
      Row(
        key: "store_actions_per_sec", detail: "Store.send, effects created, not run",
        value: perSecond(store.storeActionsPerSecond),
        target: verdict(store.storeActionsPerSecond >= target, "≥ \(perSecond(target))")),
      Row(
        key: "", detail: "Store.send, effects run (parked clock) (*)",
        value: perSecond(store.storeWithRunningEffectsActionsPerSecond)),
      Row(
        key: "", detail: "AppFeature.reduce in a loop",
        value: perSecond(store.reducerActionsPerSecond)),
    ]
  }

  private var searchRows: [Row] {
    guard !report.search.isEmpty else {
      return [Row(key: "fts_p50_ms/p99", detail: "skipped", value: "-")]
    }
    return report.search.flatMap { figures -> [Row] in
      let size = grouped(Double(figures.recipeCount))
      let isTargetSize = figures.recipeCount == BenchmarkTargets.searchTargetRecipeCount
      let limit = BenchmarkTargets.searchP99Milliseconds
      return [
        Row(
          key: "fts_p50_ms[\(figures.recipeCount)]",
          detail: "\(size) recipes, median (cpu \(milliseconds(figures.cpuP50Milliseconds))), "
            + "\(Int(figures.averageResultCount.rounded())) results on average",
          value: milliseconds(figures.p50Milliseconds)),
        Row(
          key: "fts_p99_ms[\(figures.recipeCount)]",
          detail: "\(size) recipes, p99 (cpu \(milliseconds(figures.cpuP99Milliseconds)); "
            + "raw FTS p50/p99 \(milliseconds(figures.rawP50Milliseconds))/"
            + "\(milliseconds(figures.rawP99Milliseconds))); slowest \(milliseconds(figures.maximumMilliseconds)) \"\(figures.slowestText)\"",
          value: milliseconds(figures.p99Milliseconds),
          target: isTargetSize
            ? verdict(figures.p99Milliseconds <= limit, "≤ \(milliseconds(limit))") : ""),
      ]
    }
  }

  private var pagingRows: [Row] {
    guard let paging = report.paging else {
      return [Row(key: "page_ms", detail: "skipped", value: "-")]
    }
    let size = grouped(Double(paging.recipeCount))
    let limit = BenchmarkTargets.deepPageToFirstPageRatio * paging.firstMilliseconds
    return [
      Row(
        key: "page_ms.first", detail: "50 recipes at 0 of \(size), fresh connection, median",
        value: milliseconds(paging.firstMilliseconds)),
      Row(
        key: "page_ms.at_\(paging.position)",
        detail: "50 recipes at \(grouped(Double(paging.position))) of \(size)",
        value: milliseconds(paging.deepMilliseconds),
        target: verdict(
          paging.deepMilliseconds <= limit,
          "≤ \(Int(BenchmarkTargets.deepPageToFirstPageRatio))× first")),
      Row(
        key: "page_ms.count", detail: "the list's count and anchors (one index walk)",
        value: milliseconds(paging.countMilliseconds)),
    ]
  }

  private var otherRows: [Row] {
    var rows: [Row] = []
    if let seed = report.seedCatalog {
      rows.append(
        Row(
          key: "seed_catalog_ms", detail: "catalog (\(kilobytes(seed.catalogBytes))), median",
          value: milliseconds(seed.medianMilliseconds)))
    }
    if let decode = report.decode {
      rows.append(
        Row(
          key: "decode_mb_per_sec",
          detail: "\(decode.recipeCount) meals (\(kilobytes(decode.responseBytes))), median; "
            + String(format: "JSONDecoder %.1f MB/s", decode.jsonDecoderMegabytesPerSecond),
          value: String(format: "%.1f MB/s", decode.megabytesPerSecond)))
    }
    if let http = report.http {
      let curlWins = http.curlSessionRequestsPerSecond >= http.urlSessionRequestsPerSecond
      rows += [
        Row(
          key: "http.curl_session",
          detail: "\(report.configuration.httpRequestCount) GETs, "
            + "\(report.configuration.httpConcurrency) in flight, median of "
            + "\(report.configuration.httpRoundCount) rounds",
          value: perSecond(http.curlSessionRequestsPerSecond),
          target: verdict(curlWins, "≥ urlsession")),
        Row(
          key: "http.urlsession", detail: "same, FoundationNetworking",
          value: perSecond(http.urlSessionRequestsPerSecond)),
      ]
    }
    if let image = report.imageDecode {
      rows.append(
        Row(
          key: "image_decode_ms_p50",
          detail: "\(report.configuration.imageWidth)×\(report.configuration.imageHeight) "
            + "\(image.format), \(kilobytes(image.fileBytes))",
          value: milliseconds(image.p50Milliseconds)))
    }
    if let parse = report.importParse {
      let target = ImportParseBenchmark.targetMilliseconds
      rows.append(
        Row(
          key: "import_parse_ms",
          detail: "recipe page (\(kilobytes(parse.pageBytes))), median "
            + "(cpu \(milliseconds(parse.cpuMedianMilliseconds))); libxml2 alone "
            + "\(milliseconds(parse.bareParseMedianMilliseconds)) "
            + "(cpu \(milliseconds(parse.bareParseCPUMedianMilliseconds)))",
          value: milliseconds(parse.medianMilliseconds),
          target: verdict(parse.medianMilliseconds <= target, "≤ \(milliseconds(target))")))
    }
    return rows
  }

  private var startupRows: [Row] {
    guard let startup = report.startup else {
      let reason = "null: " + (report.startupSkipReason ?? "skipped")
      return [Row(key: "first_frame_ms/rss_mb", detail: reason, value: "-")]
    }
    return [
      Row(
        key: "first_frame_ms",
        detail: "\(grouped(Double(report.configuration.startupRecipeCount))) recipes, --offline",
        value: milliseconds(startup.firstFrameMilliseconds)),
      Row(
        key: "rss_mb", detail: "at first frame",
        value: String(format: "%.1f MB", startup.residentMegabytes)),
      Row(
        key: "bare_window_first_frame_ms", detail: "an empty GTK 4 window, same conditions",
        value: startup.bareWindowFirstFrameMilliseconds.map(milliseconds) ?? "-"),
      Row(
        key: "startup_ratio_to_bare_window", detail: "first_frame_ms / bare window's",
        value: startup.ratioToBareWindow.map { String(format: "%.2f", $0) } ?? "-",
        target: startup.ratioToBareWindow.map {
          verdict($0 <= BenchmarkTargets.startupRatioToBareWindow, "≤ 1.3")
        } ?? ""),
      Row(
        key: "bare_adwaita_window_first_frame_ms",
        detail: "the same window as an AdwApplication: libadwaita's start, "
          + (startup.adwaitaCostRatio.map { String(format: "%.2f", $0) } ?? "-")
          + " × the GTK one",
        value: startup.bareAdwaitaWindowFirstFrameMilliseconds.map(milliseconds) ?? "-"),
      Row(
        key: "startup_ratio_to_bare_adwaita_window",
        detail: "first_frame_ms / bare libadwaita window's: what the app adds",
        value: startup.ratioToBareAdwaitaWindow.map { String(format: "%.2f", $0) } ?? "-"),
      Row(
        key: "launch_to_first_frame_ms",
        detail: "from starting the process (linking before main included); bare window "
          + (startup.bareWindowLaunchToFirstFrameMilliseconds.map(milliseconds) ?? "-")
          + ", ratio "
          + (startup.launchRatioToBareWindow.map { String(format: "%.2f", $0) } ?? "-"),
        value: startup.launchToFirstFrameMilliseconds.map(milliseconds) ?? "-"),
      Row(
        key: "view_switch_p95_ms",
        detail: "switching the main window's views, from the request to the end of the paint",
        value: startup.viewSwitchP95Milliseconds.map(milliseconds) ?? "-",
        target: startup.viewSwitchP95Milliseconds.map {
          verdict($0 <= BenchmarkTargets.viewSwitchP95Milliseconds, "≤ 16 ms")
        } ?? ""),
    ]
  }

  private var notes: [String] {
    [
      "store: each keystroke is `.search(.queryChanged)` with \(grouped(Double(report.configuration.storeRecipeCount))) "
        + "recipes in the list. The headline",
      "    reduces it in a real Store whose effects the reducer creates but a wrapper drops",
      "    (the issue's definition). (*) runs the debounce timer as a real task on a clock that",
      "    never fires: one per phrase, re-armed by each keystroke, cancelled by clearing the box",
      "    (a task and two thread hops per phrase). Each is the median of",
      "    \(report.configuration.storeRoundCount) rounds of "
        + "\(grouped(Double(report.configuration.storeActionCount))) keystrokes.",
      "search: \(report.configuration.searchQueryCount) generated texts through Library.search, "
        + "limit \(report.configuration.searchResultLimit) (the app's), after "
        + "\(report.configuration.searchWarmUpCount) untimed; cpu = the process's CPU time",
      "    per search, which a busy machine does not inflate as it does wall-clock time.",
    ]
  }

  // MARK: - Formatting

  func verdict(_ met: Bool, _ target: String) -> String {
    target + (met ? "  met" : "  MISSED")
  }

  func perSecond(_ value: Double) -> String {
    grouped(value) + " /s"
  }

  func milliseconds(_ value: Double) -> String {
    String(format: value < 10 ? "%.3f ms" : "%.1f ms", value)
  }

  func kilobytes(_ bytes: Int) -> String {
    String(format: "%.0f KB", Double(bytes) / 1_000)
  }

  /// `value` rounded, with thin groups of three digits ("612 345").
  func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (index, digit) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0 { result.append(" ") }
      result.append(digit)
    }
    return String(result.reversed())
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
