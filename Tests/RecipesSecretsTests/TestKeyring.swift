import Foundation
import RecipesFixtures

/// A GNOME Keyring of the test's own on the test process's D-Bus session: a fresh login
/// keyring in a temporary `HOME`, so the cook's real keyring is never touched.
///
/// `make test` runs the tests under `dbus-run-session`, whose bus has no Secret Service
/// until this starts one.
final class TestKeyring {
  private let home: TemporaryDirectory
  private let daemon: Process

  // MARK: - When it can run

  /// Why the keyring tests cannot run here, or nil when they can.
  ///
  /// With `RECIPES_REQUIRE_KEYRING` set they run anyway (and fail), as under `make test`.
  static let unavailableReason: String? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["RECIPES_REQUIRE_KEYRING"] != nil { return nil }
    guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      return "no D-Bus session (run under dbus-run-session, as make test does)"
    }
    guard FileManager.default.isExecutableFile(atPath: daemonPath) else {
      return "gnome-keyring-daemon is not installed (scripts/install-deps.sh --test)"
    }
    if secretServiceIsRunning() {
      return "a Secret Service already runs on this session bus: a desktop's, left alone"
    }
    return nil
  }()

  private static let daemonPath = "/usr/bin/gnome-keyring-daemon"

  // MARK: - Start and stop

  /// Starts `gnome-keyring-daemon` with a fresh login keyring unlocked (an empty password
  /// would leave it uncreated) and waits until it owns `org.freedesktop.secrets`.
  init() throws {
    home = try TemporaryDirectory(label: "keyring")
    let runtime = home.file("run")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.url.path
    environment["XDG_DATA_HOME"] = home.file("data").path
    environment["XDG_CONFIG_HOME"] = home.file("config").path
    environment["XDG_CACHE_HOME"] = home.file("cache").path
    environment["XDG_RUNTIME_DIR"] = runtime.path
    environment["DISPLAY"] = nil
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: Self.daemonPath)
    daemon.arguments = ["--foreground", "--unlock", "--components=secrets"]
    daemon.environment = environment
    let input = Pipe()
    daemon.standardInput = input
    daemon.standardOutput = FileHandle.nullDevice
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    input.fileHandleForWriting.write(Data("keyring-test".utf8))
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(10)
    while !Self.secretServiceIsRunning() {
      guard daemon.isRunning, Date() < deadline else {
        stop()
        throw KeyringError("gnome-keyring-daemon did not start on the session bus")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Stops the daemon (SIGKILL: it waits on the bus after SIGTERM) and deletes its keyring.
  func stop() {
    if daemon.isRunning {
      kill(daemon.processIdentifier, SIGKILL)
      daemon.waitUntilExit()
    }
    home.remove()
  }

  // MARK: - The bus

  /// Whether someone owns `org.freedesktop.secrets` on the session bus now (a name that is
  /// only activatable does not count).
  private static func secretServiceIsRunning() -> Bool {
    let gdbus = Process()
    gdbus.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
    gdbus.arguments = [
      "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
      "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner",
      "org.freedesktop.secrets",
    ]
    let output = Pipe()
    gdbus.standardOutput = output
    gdbus.standardError = FileHandle.nullDevice
    guard (try? gdbus.run()) != nil else { return false }
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    gdbus.waitUntilExit()
    return String(decoding: answer, as: UTF8.self).contains("true")
  }
}

/// The keyring fixture could not start.
struct KeyringError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
