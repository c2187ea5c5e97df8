/// Why a benchmark could not produce a figure.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
  /// Something the benchmark relies on did not happen (a wrong count, a failed setup).
  case unexpected(String)

  /// What went wrong, for the person running the benchmarks.
  public var description: String {
    switch self {
    case .unexpected(let detail): return "benchmark failed: \(detail)"
    }
  }
}
