/// Each headline figure beside the limit it approaches, measured in the same run, and the
/// one divided by the other.
///
/// Absolute figures differ from machine to machine and with the load; a ratio of two
/// figures taken side by side does not, so the targets are stated on these. Every ratio is
/// ours over the limit's: for throughputs (store actions per second, decoded MB per
/// second) higher is better and the target is a floor; for times (search p99, import,
/// startup) lower is better and the target is a ceiling.
public struct BenchmarkRatios: Sendable, Equatable {
  /// One figure, its limit and their ratio.
  public struct Ratio: Sendable, Equatable {
    /// Our figure.
    public var figure: Double
    /// The limit's figure, in the same unit.
    public var limit: Double
    /// The target the ratio is held to.
    public var target: Target

    /// Creates the ratio of `figure` to `limit`, held to `target`.
    public init(figure: Double, limit: Double, target: Target) {
      self.figure = figure
      self.limit = limit
      self.target = target
    }

    /// `figure / limit`; nil when the limit is not a positive number.
    public var value: Double? {
      guard limit > 0, limit.isFinite, figure.isFinite else { return nil }
      return figure / limit
    }

    /// Whether the ratio meets its target.
    public var isMet: Bool {
      guard let value else { return false }
      switch target {
      case .atLeast(let floor): return value >= floor
      case .atMost(let ceiling): return value <= ceiling
      }
    }
  }

  /// What a ratio should be.
  public enum Target: Sendable, Equatable {
    /// At least this (a throughput over its limit's).
    case atLeast(Double)
    /// At most this (a time over its limit's).
    case atMost(Double)
  }

  /// `Store.send` actions per second over the reducer called in a loop.
  public var storeToDirectReducer: Ratio?
  /// The search p99 over the same statements' p99 through the sqlite3 C API, at the
  /// target's library size (or the largest searched).
  public var searchToRawFTS: Ratio?
  /// Reading the 1 MB page over libxml2 parsing it alone (medians).
  public var importToBareParse: Ratio?
  /// Our decoding's MB/s over `JSONDecoder`'s on the same bytes.
  public var decodeToJSONDecoder: Ratio?
  /// The app's first frame over a bare GTK 4 window's (medians).
  public var startupToBareWindow: Ratio?
  /// Switching the main window's views, p95, over one frame's time at 60 Hz.
  public var viewSwitchToFrame: Ratio?

  /// The ratios of `report`'s figures; nil where a benchmark (or its limit) was not run.
  public init(_ report: BenchmarkReport) {
    storeToDirectReducer = report.store.map {
      Ratio(
        figure: $0.storeActionsPerSecond, limit: $0.reducerActionsPerSecond,
        target: .atLeast(BenchmarkTargets.storeToDirectReducerRatio))
    }
    let searched =
      report.search.first { $0.recipeCount == BenchmarkTargets.searchTargetRecipeCount }
      ?? report.search.max { $0.recipeCount < $1.recipeCount }
    searchToRawFTS = searched.map {
      Ratio(
        figure: $0.p99Milliseconds, limit: $0.rawP99Milliseconds,
        target: .atMost(BenchmarkTargets.searchToRawFTSRatio))
    }
    importToBareParse = report.importParse.map {
      Ratio(
        figure: $0.medianMilliseconds, limit: $0.bareParseMedianMilliseconds,
        target: .atMost(BenchmarkTargets.importToBareParseRatio))
    }
    decodeToJSONDecoder = report.decode.map {
      Ratio(
        figure: $0.megabytesPerSecond, limit: $0.jsonDecoderMegabytesPerSecond,
        target: .atLeast(BenchmarkTargets.decodeToJSONDecoderRatio))
    }
    startupToBareWindow = report.startup.flatMap { startup in
      startup.bareWindowFirstFrameMilliseconds.map {
        Ratio(
          figure: startup.firstFrameMilliseconds, limit: $0,
          target: .atMost(BenchmarkTargets.startupRatioToBareWindow))
      }
    }
    viewSwitchToFrame = report.startup?.viewSwitchP95Milliseconds.map {
      Ratio(
        figure: $0, limit: BenchmarkTargets.viewSwitchP95Milliseconds, target: .atMost(1))
    }
  }

  /// The six, under their JSON keys, in a fixed order.
  public var all: [(key: String, ratio: Ratio?)] {
    [
      ("store_to_direct_reducer", storeToDirectReducer),
      ("search_to_raw_fts", searchToRawFTS),
      ("import_to_bare_parse", importToBareParse),
      ("decode_to_jsondecoder", decodeToJSONDecoder),
      ("startup_to_bare_window", startupToBareWindow),
      ("view_switch_p95_ms", viewSwitchToFrame),
    ]
  }
}

extension BenchmarkReport {
  /// The headline figures over their limits (`BenchmarkRatios`).
  public var ratios: BenchmarkRatios { BenchmarkRatios(self) }
}
