import ArgumentParser
import Foundation
import RecipesBenchmarks

/// `recipes-bench`: runs the benchmark suite and prints a table, or one JSON object.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipes-bench",
    abstract: "Measure the store, search, seeding, decoding, HTTP, images and startup.",
    discussion: """
      Run a release build: swift run -c release recipes-bench [--json].
      Progress goes to standard error; the table or the JSON object to standard output.
      The startup figures need --app and a display (DISPLAY or WAYLAND_DISPLAY); without
      them they are null.
      """)

  @Flag(help: "Print one JSON object instead of the table.")
  var json = false

  @Flag(help: "Use the smoke test's tiny sizes (a check that everything runs, not figures).")
  var smoke = false

  @Option(
    help: ArgumentHelp(
      "The recipes executable to measure startup with (default: recipes beside this one).",
      valueName: "path"))
  var app: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Run only these: \(BenchmarkSuite.Benchmark.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "benchmark"))
  var only: [String] = []

  @Option(
    help: ArgumentHelp(
      "Keep the startup benchmark's library in this directory and reuse it (for profiling).",
      valueName: "dir"))
  var startupLibrary: String?

  @Option(help: ArgumentHelp("Override how many times the app is launched.", valueName: "n"))
  var startupRuns: Int?

  @Option(
    help: ArgumentHelp("Override how many keystrokes the store benchmark sends.", valueName: "n"))
  var storeActions: Int?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Override the library sizes searched.", valueName: "n"))
  var searchSizes: [Int] = []

  @Option(
    help: ArgumentHelp("Override the search result limit (default: the app's).", valueName: "n"))
  var searchLimit: Int?

  func validate() throws {
    guard (storeActions ?? 1) > 0, (searchLimit ?? 1) > 0, (startupRuns ?? 1) > 0,
      searchSizes.allSatisfy({ $0 > 0 })
    else {
      throw ValidationError("Sizes must be positive.")
    }
    for name in only where BenchmarkSuite.Benchmark(rawValue: name) == nil {
      throw ValidationError("Unknown benchmark '\(name)'.")
    }
  }

  func run() throws {
    let selection =
      only.isEmpty
      ? Set(BenchmarkSuite.Benchmark.allCases) : Set(only.compactMap(BenchmarkSuite.Benchmark.init))
    let startup = StartupBenchmark(
      app: appURL, environment: ProcessInfo.processInfo.environment,
      libraryDirectory: startupLibrary.map { URL(fileURLWithPath: $0, isDirectory: true) })
    let configuration = self.configuration
    let report = try MainRunLoop.run {
      try await Self.runSuite(
        configuration: configuration, startup: startup, selection: selection)
    }
    if json {
      print(String(decoding: try report.jsonData(), as: UTF8.self))
    } else {
      print(BenchmarkTable(report).text)
    }
  }

  @MainActor
  private static func runSuite(
    configuration: BenchmarkConfiguration, startup: StartupBenchmark,
    selection: Set<BenchmarkSuite.Benchmark>
  ) async throws -> BenchmarkReport {
    let suite = BenchmarkSuite(
      configuration: configuration, startup: startup, selection: selection)
    return try await suite.run { message in
      FileHandle.standardError.write(Data("recipes-bench: \(message)\n".utf8))
    }
  }

  /// `--smoke` or the full sizes, with the overrides applied.
  private var configuration: BenchmarkConfiguration {
    var configuration = smoke ? BenchmarkConfiguration.smoke : .full
    if let storeActions { configuration.storeActionCount = storeActions }
    if !searchSizes.isEmpty { configuration.searchLibrarySizes = searchSizes }
    if let searchLimit { configuration.searchResultLimit = searchLimit }
    if let startupRuns { configuration.startupRunCount = startupRuns }
    return configuration
  }

  /// `--app`, or a `recipes` executable in the same directory as this one.
  private var appURL: URL? {
    if let app { return URL(fileURLWithPath: app) }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("recipes")
    return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
  }
}
