extension BenchmarkTable {
  /// `sync_first_1000_ms`, `sync_noop_ms` and `sync_noop_requests`, or why they are missing.
  var syncRows: [Row] {
    guard let sync = report.sync else {
      let reason = report.syncSkipReason ?? "skipped"
      return ["sync_first_1000_ms", "sync_noop_ms", "sync_noop_requests"].map {
        Row(key: $0, detail: reason, value: "-")
      }
    }
    let first = BenchmarkTargets.syncFirstMilliseconds
    let noOp = BenchmarkTargets.syncNoOpMilliseconds
    let requests = BenchmarkTargets.syncNoOpRequests
    return [
      Row(
        key: "sync_first_1000_ms",
        detail: "\(sync.recipeCount) own recipes, \(kilobytes(sync.pictureBytes)) of pictures → "
          + "a fresh folder on loopback Apache, \(grouped(Double(sync.firstRequests))) requests",
        value: milliseconds(sync.firstMilliseconds),
        target: verdict(sync.firstMilliseconds <= first, "≤ \(milliseconds(first))")),
      Row(
        key: "sync_noop_ms",
        detail: "a sync with nothing to do (Depth: infinity off), median",
        value: milliseconds(sync.noOpMedianMilliseconds),
        target: verdict(sync.noOpMedianMilliseconds <= noOp, "≤ \(milliseconds(noOp))")),
      Row(
        key: "sync_noop_requests", detail: "requests of that sync",
        value: "\(sync.noOpRequests)",
        target: verdict(sync.noOpRequests <= requests, "≤ \(requests)")),
    ]
  }
}
