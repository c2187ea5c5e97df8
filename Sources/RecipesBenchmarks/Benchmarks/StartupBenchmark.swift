import Foundation
import RecipesCatalog
import RecipesCore
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

    /// Milliseconds from starting the app's process to reading its figures line: what
    /// `firstFrameMilliseconds` leaves out (loading and linking the program and its
    /// libraries before `main`) included; nil when not measured.
    public var launchToFirstFrameMilliseconds: Double?
    /// The same for the bare window; nil when not measured.
    public var bareWindowLaunchToFirstFrameMilliseconds: Double?
    /// Milliseconds to the first frame of the same empty window made by an `AdwApplication`
    /// (`BareWindow.Toolkit.adwaita`): the floor with libadwaita's start in it; nil when not
    /// measured.
    public var bareAdwaitaWindowFirstFrameMilliseconds: Double?
    /// The 95th percentile of the times the app took to switch its main window's views
    /// after the first frame (`view_switch_p95_ms=<n>`), in milliseconds; nil when the app
    /// did not say.
    public var viewSwitchP95Milliseconds: Double?

    /// Creates a result.
    public init(
      firstFrameMilliseconds: Double, residentMegabytes: Double,
      bareWindowFirstFrameMilliseconds: Double? = nil,
      launchToFirstFrameMilliseconds: Double? = nil,
      bareWindowLaunchToFirstFrameMilliseconds: Double? = nil,
      bareAdwaitaWindowFirstFrameMilliseconds: Double? = nil,
      viewSwitchP95Milliseconds: Double? = nil
    ) {
      self.firstFrameMilliseconds = firstFrameMilliseconds
      self.residentMegabytes = residentMegabytes
      self.bareWindowFirstFrameMilliseconds = bareWindowFirstFrameMilliseconds
      self.launchToFirstFrameMilliseconds = launchToFirstFrameMilliseconds
      self.bareWindowLaunchToFirstFrameMilliseconds = bareWindowLaunchToFirstFrameMilliseconds
      self.bareAdwaitaWindowFirstFrameMilliseconds = bareAdwaitaWindowFirstFrameMilliseconds
      self.viewSwitchP95Milliseconds = viewSwitchP95Milliseconds
    }

    /// The launch-inclusive figures' ratio (app over bare window), if both were measured.
    public var launchRatioToBareWindow: Double? {
      guard let app = launchToFirstFrameMilliseconds,
        let bare = bareWindowLaunchToFirstFrameMilliseconds, bare > 0
      else { return nil }
      return app / bare
    }

    /// How many times the bare window's first frame the app's takes, if both were measured.
    public var ratioToBareWindow: Double? {
      guard let bare = bareWindowFirstFrameMilliseconds, bare > 0 else { return nil }
      return firstFrameMilliseconds / bare
    }

    /// How many times the bare libadwaita window's first frame the app's takes: what the
    /// app adds to libadwaita's own start.
    public var ratioToBareAdwaitaWindow: Double? {
      guard let bare = bareAdwaitaWindowFirstFrameMilliseconds, bare > 0 else { return nil }
      return firstFrameMilliseconds / bare
    }

    /// How many times the bare GTK window's first frame the bare libadwaita window's takes:
    /// what libadwaita costs an empty window.
    public var adwaitaCostRatio: Double? {
      guard let gtk = bareWindowFirstFrameMilliseconds, gtk > 0,
        let adwaita = bareAdwaitaWindowFirstFrameMilliseconds
      else { return nil }
      return adwaita / gtk
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
      var bareAdwaitaResults: [Result] = []
      var bareWindow: URL?
      var bareAdwaitaWindow: URL?
      // One untimed launch first, as the search benchmark warms up: the figures are for a
      // warm start (libraries and the library file in the page cache), which is what a
      // person reopening the app meets and what varies least between runs. The bare window
      // is launched right after each launch of the app, so both meet the same load.
      for run in 0...max(1, configuration.startupRunCount) {
        let launched = try await launch(
          app, arguments: ["--measure-startup", "--offline", "--data-dir", dataDirectory.path],
          timeout: configuration.startupTimeout)
        guard var result = launched.flatMap({ Self.parse($0.output) }) else { return nil }
        result.launchToFirstFrameMilliseconds = launched?.figuresAfter?.milliseconds
        if run == 0 {
          bareWindow = BareWindow.build(.gtk, in: scratch.url)
          bareAdwaitaWindow = BareWindow.build(.adwaita, in: scratch.url)
        }
        var bare: Result?
        if let bareWindow {
          let launched = try await launch(
            bareWindow, arguments: [], timeout: configuration.startupTimeout)
          bare = launched.flatMap { Self.parse($0.output) }
          bare?.launchToFirstFrameMilliseconds = launched?.figuresAfter?.milliseconds
        }
        var bareAdwaita: Result?
        if let bareAdwaitaWindow {
          let launched = try await launch(
            bareAdwaitaWindow, arguments: [], timeout: configuration.startupTimeout)
          bareAdwaita = launched.flatMap { Self.parse($0.output) }
        }
        if run > 0 {
          results.append(result)
          if let bare { bareResults.append(bare) }
          if let bareAdwaita { bareAdwaitaResults.append(bareAdwaita) }
        }
      }
      let appLaunches = results.compactMap(\.launchToFirstFrameMilliseconds)
      let viewSwitches = results.compactMap(\.viewSwitchP95Milliseconds)
      let bareLaunches = bareResults.compactMap(\.launchToFirstFrameMilliseconds)
      return Result(
        firstFrameMilliseconds: median(results.map(\.firstFrameMilliseconds)),
        residentMegabytes: median(results.map(\.residentMegabytes)),
        bareWindowFirstFrameMilliseconds: bareResults.count == results.count
          ? median(bareResults.map(\.firstFrameMilliseconds)) : nil,
        launchToFirstFrameMilliseconds: appLaunches.count == results.count
          ? median(appLaunches) : nil,
        bareWindowLaunchToFirstFrameMilliseconds: bareLaunches.count == results.count
          && !bareLaunches.isEmpty ? median(bareLaunches) : nil,
        bareAdwaitaWindowFirstFrameMilliseconds: bareAdwaitaResults.count == results.count
          ? median(bareAdwaitaResults.map(\.firstFrameMilliseconds)) : nil,
        viewSwitchP95Milliseconds: viewSwitches.count == results.count && !viewSwitches.isEmpty
          ? median(viewSwitches) : nil)
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

  /// The figures of a `first_frame_ms=<n> rss_mb=<n>` line in `output`, if there is one,
  /// with those of a `view_switch_p95_ms=<n>` line after it, if there is one.
  public static func parse(_ output: String) -> Result? {
    var result: Result?
    for line in output.split(whereSeparator: \.isNewline) {
      var values: [String: Double] = [:]
      for field in line.split(separator: " ") {
        let parts = field.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0
        else { continue }
        values[String(parts[0])] = value
      }
      if result == nil, let firstFrame = values["first_frame_ms"], let resident = values["rss_mb"] {
        result = Result(firstFrameMilliseconds: firstFrame, residentMegabytes: resident)
      }
      if let viewSwitch = values["view_switch_p95_ms"] {
        result?.viewSwitchP95Milliseconds = viewSwitch
      }
    }
    return result
  }

  /// Runs `app` to completion (or until `timeout`, when it is stopped) and returns its
  /// standard output if it exited successfully, with how long after starting it the
  /// figures line was read (nil if none was).
  ///
  /// The output is read through a pipe as it comes, on a thread of its own (so a chatty
  /// app never blocks on a full pipe), which notes when the figures line arrives.
  private func launch(
    _ app: URL, arguments: [String], timeout: Duration
  ) async throws -> (output: String, figuresAfter: Duration?)? {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = app
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let reader = OutputReader(pipe.fileHandleForReading)
    try process.run()
    try? pipe.fileHandleForWriting.close()
    let deadline = ContinuousClock.now + timeout
    while process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    // The pipe ends when the process (and any child holding it) has gone.
    while !reader.isFinished, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    return (reader.output, reader.figuresAfter)
  }
}

/// Reads a child's standard output to its end on a thread of its own, noting how long
/// after it was made the first `first_frame_ms=` line was complete.
private final class OutputReader: Sendable {
  private struct State {
    var bytes: [UInt8] = []
    var figuresAfter: Duration?
    var isFinished = false
  }

  private let state = Locked(State())

  /// Starts reading `handle`; make the reader just before starting the process.
  init(_ handle: FileHandle) {
    let started = ContinuousClock.now
    let state = self.state
    let marker = Array("first_frame_ms=".utf8)
    Thread.detachNewThread {
      // `availableData`, not `read(upToCount:)`, which waits for the count to fill (or the
      // pipe to end): the figures line was read only when the app quit.
      while case let data = handle.availableData, !data.isEmpty {
        let now = ContinuousClock.now
        state.withLock { state in
          state.bytes.append(contentsOf: data)
          guard state.figuresAfter == nil,
            let start = state.bytes.firstRange(of: marker)?.lowerBound,
            state.bytes[start...].contains(UInt8(ascii: "\n"))
          else { return }
          state.figuresAfter = now - started
        }
      }
      try? handle.close()
      state.withLock { $0.isFinished = true }
    }
  }

  /// Whether the output has ended.
  var isFinished: Bool { state.withLock { $0.isFinished } }
  /// Everything read.
  var output: String { state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }
  /// How long after the reader was made the figures line was complete.
  var figuresAfter: Duration? { state.withLock { $0.figuresAfter } }
}
