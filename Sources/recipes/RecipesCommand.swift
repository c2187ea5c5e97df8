import ArgumentParser
import Foundation
import GtkInterop
import RecipesCore
import RecipesGTK

/// The `recipes` command: the window by default, or a headless subcommand.
@main
struct RecipesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipes",
    abstract: "Browse and search recipes, offline first.",
    discussion: """
      Without a subcommand, opens the Recipes window. The subcommands drive the same store \
      and effects without a window.
      """,
    version: AppInfo.version,
    subcommands: [
      ListCommand.self, SearchCommand.self, ShowCommand.self, FavoriteCommand.self,
    ]
  )

  @OptionGroup var options: AppOptions

  @Flag(
    name: .customLong("measure-startup"),
    help: ArgumentHelp(
      "Quit once the first cards are painted, printing first_frame_ms and rss_mb.",
      visibility: .hidden))
  var measureStartup = false

  /// Opens the window (GTK runs the main thread from here on).
  @MainActor
  func runWindow(launchedAt: ContinuousClock.Instant) -> Int32 {
    guard Display.open() else {
      Diagnostics.error(
        "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset or unusable). "
          + "Without a display, use `recipes list`, `search`, `show` or `favorite`.")
      return 2
    }
    let session = WindowSession()
    let app = RecipesWindowApp(version: AppInfo.version)
    if measureStartup {
      app.onFirstFrameWithCards = { [weak app] in
        let elapsed = ContinuousClock.now - launchedAt
        let milliseconds =
          Double(elapsed.components.attoseconds) / 1e15
          + Double(elapsed.components.seconds) * 1000
        print(
          String(
            format: "first_frame_ms=%.1f rss_mb=%.1f", milliseconds, ResidentMemory.megabytes()))
        app?.quit()
      }
    }
    let status = app.run { [options] in
      do {
        // The whole-file integrity check waits until the window shows the library.
        let dependencies = try await AppDependencies.make(options, verifyingIntegrity: false)
        session.dependencies = dependencies
        let store = dependencies.makeStore(opener: .gtk)
        return RecipesWindowApp.Startup(
          store: store,
          images: ImageLoader(source: await dependencies.makeImageSource()),
          afterFirstFrame: {
            dependencies.verifyLibrary { store.send(.list(.retryTapped)) }
          })
      } catch {
        Diagnostics.error("could not open the recipe library: \(RecipesError(error).message)")
        return nil
      }
    }
    session.dependencies?.shutdown()
    return status
  }

  func run() async throws {
    // `main()` runs the window itself, on the main thread, before any async code.
  }

  /// Parses the arguments, then runs the window or a headless command.
  ///
  /// Synchronous on purpose: GTK must own the process's main thread, so the window runs
  /// straight from here; headless commands run on the main actor under `dispatchMain()`.
  /// Usage errors exit with status 2, as documented.
  static func main() {
    let launchedAt = ContinuousClock.now
    let command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
    if let root = command as? RecipesCommand {
      Foundation.exit(MainActor.assumeIsolated { root.runWindow(launchedAt: launchedAt) })
    }
    let headless = HeadlessCommand(command)
    Task { @MainActor in
      var headless = headless
      do {
        try await headless.run()
        Foundation.exit(0)
      } catch {
        exit(withError: error)
      }
    }
    dispatchMain()
  }
}

/// What the window's start-up built, kept to shut it down after the window closes.
@MainActor
private final class WindowSession {
  var dependencies: AppDependencies?
}

/// A parsed subcommand, handed to the main actor to run.
private struct HeadlessCommand: @unchecked Sendable {
  // Parsed once on the main thread, then only used from the main actor.
  private var command: any ParsableCommand

  init(_ command: any ParsableCommand) { self.command = command }

  @MainActor
  mutating func run() async throws {
    if var asyncCommand = command as? any AsyncParsableCommand {
      try await asyncCommand.run()
    } else {
      try command.run()
    }
  }
}

/// The app's name and version, for `--version`, the User-Agent and the About dialog.
enum AppInfo {
  static let version = "0.1.0"
}

/// The process's resident memory, from `/proc/self/statm`.
enum ResidentMemory {
  static func megabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
}
