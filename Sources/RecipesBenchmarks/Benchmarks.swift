// The benchmark suite: see the benchmark issue.
/// The benchmark suite (written in the benchmark issue).
public enum Benchmarks {}
