import Foundation

/// Timings of one benchmark, and the figures drawn from them.
struct Samples: Sendable {
  /// Every timing, in milliseconds, in the order taken.
  private(set) var milliseconds: [Double] = []

  /// Creates an empty set of timings.
  init() {}

  /// How many timings there are.
  var count: Int { milliseconds.count }

  /// Adds one timing.
  mutating func append(_ duration: Duration) {
    milliseconds.append(duration.milliseconds)
  }

  /// The nearest-rank percentile: the smallest timing at least `percent` % of all are at or
  /// below; 0 with no timings.
  func percentile(_ percent: Double) -> Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }

  /// The middle timing.
  var median: Double { percentile(50) }
}

extension Duration {
  /// The duration in milliseconds.
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// The duration in seconds.
  var seconds: Double { milliseconds / 1_000 }
}

/// The CPU time all threads of this process have used so far.
func processCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// The middle value of `values` (the upper one of the middle two); 0 for none.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// `count` per second over `duration`; 0 for an empty duration.
func rate(_ count: Int, per duration: Duration) -> Double {
  let seconds = duration.seconds
  return seconds > 0 ? Double(count) / seconds : 0
}

/// The machine's load, for the report: figures taken at load 3 are not those of load 0.
enum LoadAverage {
  /// The one-minute load average from `/proc/loadavg`; nil where there is none.
  static func oneMinute() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }
}
