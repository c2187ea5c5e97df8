import Foundation
import RecipesCatalog
import RecipesFixtures
import RecipesLibrary

/// The app's time to first frame and its memory then, over a large library, beside a bare
/// GTK 4 window's time to its first frame (the floor).
///
/// Launches `<app> --measure-startup --offline --data-dir <dir>` once untimed, then
/// `startupRunCount` times,
/// where `<dir>` holds the catalog and `startupRecipeCount` generated recipes, reads
/// `first_frame_ms=<n> rss_mb=<n>` from its standard output and reports the medians; after
/// each launch of the app, `BareWindow` is launched and read the same way. Gives
/// no result (nil) when there is no display, no app binary, the app does not know the flag
/// (it exits with an error), it prints no such line, or it takes longer than `startupTimeout`.
///
/// The library is generated into a temporary directory, or into `libraryDirectory` when one
/// is given, where it is kept and reused — to profile the same launch again and again.
public struct StartupBenchmark: Sendable {
  /// The figures the app reported.
  public struct Result: Sendable, Equatable {
    /// Milliseconds from launch to the first frame drawn.
    public var firstFrameMilliseconds: Double
    /// Resident memory at that moment, in megabytes.
    public var residentMegabytes: Double
    /// Milliseconds from launch to the first frame of a bare GTK 4 window (`BareWindow`),
    /// launched in turn with the app; nil when it could not be built or run.
    public var bareWindowFirstFrameMilliseconds: Double?

    /// Creates a result.
    public init(
      firstFrameMilliseconds: Double, residentMegabytes: Double,
      bareWindowFirstFrameMilliseconds: Double? = nil
    ) {
      self.firstFrameMilliseconds = firstFrameMilliseconds
      self.residentMegabytes = residentMegabytes
      self.bareWindowFirstFrameMilliseconds = bareWindowFirstFrameMilliseconds
    }

    /// How many times the bare window's first frame the app's takes, if both were measured.
    public var ratioToBareWindow: Double? {
      guard let bare = bareWindowFirstFrameMilliseconds, bare > 0 else { return nil }
      return firstFrameMilliseconds / bare
    }
  }

  /// The `recipes` executable to launch, if any.
  public var app: URL?
  /// The environment the app runs in (its display comes from here).
  public var environment: [String: String]
  /// Where to keep the generated library between runs; a temporary directory if nil.
  public var libraryDirectory: URL?

  /// Creates a probe of `app`, run with `environment`, its library kept in
  /// `libraryDirectory` if one is given.
  public init(app: URL?, environment: [String: String], libraryDirectory: URL? = nil) {
    self.app = app
    self.environment = environment
    self.libraryDirectory = libraryDirectory
  }

  /// Whether `environment` names an X11 or Wayland display.
  public static func hasDisplay(_ environment: [String: String]) -> Bool {
    ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
  }

  /// Why the probe will give no result, or nil if it will try.
  public var skipReason: String? {
    guard let app else { return "no app binary (pass --app PATH)" }
    guard FileManager.default.isExecutableFile(atPath: app.path) else {
      return "\(app.path) is not executable"
    }
    guard Self.hasDisplay(environment) else { return "no display (DISPLAY/WAYLAND_DISPLAY)" }
    return nil
  }

  /// Builds the library, launches the app `startupRunCount` times and reports the medians.
  @concurrent
  func run(_ configuration: BenchmarkConfiguration) async throws -> Result? {
    guard skipReason == nil, let app else { return nil }
    return try await TemporaryDirectory.with(label: "startup") { scratch in
      let dataDirectory =
        libraryDirectory ?? scratch.url.appendingPathComponent("data", isDirectory: true)
      try await Self.prepareLibrary(in: dataDirectory, count: configuration.startupRecipeCount)
      // Flush what the generation (and the search benchmark's libraries) wrote, so the
      // kernel is not writing 170 MB back to disk during the launches: in a full run that
      // added ~150 ms to each.
      sync()
      var results: [Result] = []
      var bareResults: [Result] = []
      var bareWindow: URL?
      // One untimed launch first, as the search benchmark warms up: the figures are for a
      // warm start (libraries and the library file in the page cache), which is what a
      // person reopening the app meets and what varies least between runs. The bare window
      // is launched right after each launch of the app, so both meet the same load.
      for run in 0...max(1, configuration.startupRunCount) {
        let output = try await launch(
          app, arguments: ["--measure-startup", "--offline", "--data-dir", dataDirectory.path],
          in: scratch.url, timeout: configuration.startupTimeout)
        guard let result = output.flatMap(Self.parse) else { return nil }
        if run == 0 { bareWindow = BareWindow.build(in: scratch.url) }
        var bare: Result?
        if let bareWindow {
          let output = try await launch(
            bareWindow, arguments: [], in: scratch.url, timeout: configuration.startupTimeout)
          bare = output.flatMap(Self.parse)
        }
        if run > 0 {
          results.append(result)
          if let bare { bareResults.append(bare) }
        }
      }
      return Result(
        firstFrameMilliseconds: median(results.map(\.firstFrameMilliseconds)),
        residentMegabytes: median(results.map(\.residentMegabytes)),
        bareWindowFirstFrameMilliseconds: bareResults.count == results.count
          ? median(bareResults.map(\.firstFrameMilliseconds)) : nil)
    }
  }

  /// Generates the catalog and `count` recipes into `dataDirectory`, unless a previous run
  /// left exactly that there (a marker file records the count).
  private static func prepareLibrary(in dataDirectory: URL, count: Int) async throws {
    let marker = dataDirectory.appendingPathComponent("bench-recipe-count")
    if let text = try? String(contentsOf: marker, encoding: .utf8), Int(text) == count { return }
    try? FileManager.default.removeItem(at: dataDirectory)
    let database = try await LibraryDatabase.open(
      in: dataDirectory, catalog: try RecipesCatalog.data())
    let recipes = SyntheticRecipes.recipes(count: count)
    for start in stride(from: 0, to: recipes.count, by: 10_000) {
      try await database.save(Array(recipes[start..<min(start + 10_000, recipes.count)]))
    }
    try String(count).write(to: marker, atomically: true, encoding: .utf8)
  }

  /// The figures of a `first_frame_ms=<n> rss_mb=<n>` line in `output`, if there is one.
  public static func parse(_ output: String) -> Result? {
    for line in output.split(whereSeparator: \.isNewline) {
      var values: [String: Double] = [:]
      for field in line.split(separator: " ") {
        let parts = field.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0
        else { continue }
        values[String(parts[0])] = value
      }
      if let firstFrame = values["first_frame_ms"], let resident = values["rss_mb"] {
        return Result(firstFrameMilliseconds: firstFrame, residentMegabytes: resident)
      }
    }
    return nil
  }

  /// Runs `app` to completion (or until `timeout`, when it is stopped) and returns its
  /// standard output if it exited successfully.
  private func launch(
    _ app: URL, arguments: [String], in directory: URL, timeout: Duration
  ) async throws -> String? {
    let outputFile = directory.appendingPathComponent("stdout.txt")
    guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
      throw BenchmarkError.unexpected("could not create \(outputFile.path)")
    }
    let output = try FileHandle(forWritingTo: outputFile)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = app
    process.arguments = arguments
    process.environment = environment
    // A file, not a pipe: a chatty app can never block on a full pipe.
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = ContinuousClock.now + timeout
    while process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
  }
}
