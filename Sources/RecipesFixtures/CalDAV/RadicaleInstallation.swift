import Foundation

/// Where the tests find Radicale, and whether they may skip without it.
///
/// `make test-deps` installs Radicale from PyPI into `.build/radicale-venv` and `make test`
/// passes its program in `RECIPES_RADICALE` with `RECIPES_REQUIRE_CALDAV=1`, so there a
/// missing Radicale fails the CalDAV tests. A bare `swift test` on a machine without it
/// skips them, saying why.
public enum RadicaleInstallation {
  /// The variable naming the `radicale` program.
  public static let programVariable = "RECIPES_RADICALE"
  /// The variable that, set to anything but empty or `0`, makes a missing Radicale a failure.
  public static let requiredVariable = "RECIPES_REQUIRE_CALDAV"

  /// The `radicale` program: `RECIPES_RADICALE`, else the package's
  /// `.build/radicale-venv/bin/radicale`.
  public static func program(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let program = environment[programVariable], !program.isEmpty { return program }
    return packageRoot.appendingPathComponent(".build/radicale-venv/bin/radicale").path
  }

  /// Whether the program is there and executable.
  public static func isInstalled(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    FileManager.default.isExecutableFile(atPath: program(environment: environment))
  }

  /// Whether a test against Radicale must run (and fail without it) rather than skip.
  public static func isRequired(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    guard let value = environment[requiredVariable] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// Whether the CalDAV tests against Radicale run: installed, or required (then they fail
  /// with `RadicaleServerError.notInstalled`).
  public static var testsRun: Bool { isInstalled() || isRequired() }

  /// Why they are skipped when they are.
  public static let skipReason =
    "Radicale is not installed (make test-deps creates .build/radicale-venv; "
    + "RECIPES_REQUIRE_CALDAV=1 makes this a failure)"

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // CalDAV
      .deletingLastPathComponent()  // RecipesFixtures
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // repository
  }
}
