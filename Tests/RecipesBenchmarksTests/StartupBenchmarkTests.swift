import Foundation
import RecipesBenchmarks
import RecipesFixtures
import Testing

/// The startup probe: launching, skipping and parsing, with stand-in apps.
@Suite struct StartupBenchmarkTests {
  @Test func parsesTheAppsReportLine() {
    let output = "Gtk-Message: hello\nfirst_frame_ms=812.5 rss_mb=143\n"
    #expect(
      StartupBenchmark.parse(output)
        == StartupBenchmark.Result(firstFrameMilliseconds: 812.5, residentMegabytes: 143))
    #expect(StartupBenchmark.parse("first_frame_ms=12") == nil)
    #expect(StartupBenchmark.parse("first_frame_ms=nan rss_mb=1") == nil)
    #expect(StartupBenchmark.parse("") == nil)
  }

  @Test func parsesTheViewSwitchLineAfterTheFirstFrames() {
    let output = "first_frame_ms=812.5 rss_mb=143\nview_switch_p95_ms=9.25\n"
    #expect(
      StartupBenchmark.parse(output)
        == StartupBenchmark.Result(
          firstFrameMilliseconds: 812.5, residentMegabytes: 143, viewSwitchP95Milliseconds: 9.25))
    // Without the first frame's line, it says nothing.
    #expect(StartupBenchmark.parse("view_switch_p95_ms=9.25") == nil)
  }

  @Test func skipsWithoutADisplayOrAnApp() throws {
    let app = URL(fileURLWithPath: "/bin/sh")
    #expect(StartupBenchmark(app: nil, environment: ["DISPLAY": ":0"]).skipReason != nil)
    #expect(StartupBenchmark(app: app, environment: [:]).skipReason != nil)
    #expect(StartupBenchmark(app: app, environment: ["WAYLAND_DISPLAY": "w"]).skipReason == nil)
  }

  @Test func launchesTheAppOnAGeneratedLibraryAndReadsItsFigures() async throws {
    // Answers only the expected command line, and only when the library exists.
    let app = try StandInApp(
      script: """
        [ "$1 $2 $3" = "--measure-startup --offline --data-dir" ] || exit 64
        [ -f "$4/library.sqlite" ] || exit 65
        echo "first_frame_ms=321.5 rss_mb=98.25"
        """)
    defer { app.remove() }
    let result = try #require(try await startupFigures(of: app))
    #expect(result.firstFrameMilliseconds == 321.5)
    #expect(result.residentMegabytes == 98.25)
    // The line was read after the stand-in started, well within the time-out.
    let launch = try #require(result.launchToFirstFrameMilliseconds)
    #expect(launch > 0 && launch < 20_000)
  }

  @Test func theRatioIsTheAppsFirstFrameOverTheBareWindows() {
    let both = StartupBenchmark.Result(
      firstFrameMilliseconds: 390, residentMegabytes: 1, bareWindowFirstFrameMilliseconds: 300)
    #expect(both.ratioToBareWindow == 1.3)
    #expect(
      StartupBenchmark.Result(firstFrameMilliseconds: 390, residentMegabytes: 1).ratioToBareWindow
        == nil)
  }

  @Test(.enabled(if: StartupBenchmark.hasDisplay(ProcessInfo.processInfo.environment)))
  @MainActor
  func theBareWindowIsBuiltAndLaunchedBesideTheApp() async throws {
    let app = try StandInApp(script: #"echo "first_frame_ms=321.5 rss_mb=98.25""#)
    defer { app.remove() }
    let suite = BenchmarkSuite(
      configuration: .smoke,
      startup: StartupBenchmark(app: app.url, environment: ProcessInfo.processInfo.environment),
      selection: [.startup])
    let result = try #require(try await suite.run().startup)
    let bare = try #require(result.bareWindowFirstFrameMilliseconds)
    #expect(bare > 0 && bare < 60_000)
    #expect(result.ratioToBareWindow == 321.5 / bare)
    // The same empty window as an AdwApplication, measured in the same runs.
    let adwaita = try #require(result.bareAdwaitaWindowFirstFrameMilliseconds)
    #expect(adwaita > 0 && adwaita < 60_000)
    #expect(result.ratioToBareAdwaitaWindow == 321.5 / adwaita)
    #expect(result.adwaitaCostRatio == adwaita / bare)
  }

  @Test func libadwaitasCostIsItsBareWindowOverGTKs() {
    let result = StartupBenchmark.Result(
      firstFrameMilliseconds: 150, residentMegabytes: 1, bareWindowFirstFrameMilliseconds: 80,
      bareAdwaitaWindowFirstFrameMilliseconds: 100)
    #expect(result.adwaitaCostRatio == 1.25)
    #expect(result.ratioToBareAdwaitaWindow == 1.5)
    #expect(result.ratioToBareWindow == 1.875)
  }

  @Test func givesNothingWhenTheAppDoesNotKnowTheFlag() async throws {
    let app = try StandInApp(script: "echo 'Error: Unknown option --measure-startup' >&2; exit 64")
    defer { app.remove() }
    #expect(try await startupFigures(of: app) == nil)
  }

  /// Runs the suite's startup benchmark alone on `app`, with a (pretend) display.
  @MainActor
  private func startupFigures(of app: StandInApp) async throws -> StartupBenchmark.Result? {
    let suite = BenchmarkSuite(
      configuration: .smoke,
      startup: StartupBenchmark(app: app.url, environment: ["DISPLAY": ":99"]),
      selection: [.startup])
    return try await suite.run().startup
  }
}

/// A shell script standing in for the `recipes` executable, in a folder of its own.
private struct StandInApp {
  private let directory: TemporaryDirectory
  let url: URL

  init(script: String) throws {
    directory = try TemporaryDirectory(label: "bench-stand-in")
    url = directory.file("recipes")
    try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  func remove() {
    directory.remove()
  }
}
