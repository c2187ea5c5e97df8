import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real CalDAV server for the calendar tests: Radicale (from PyPI, in the package's
/// `.build/radicale-venv`) on a free port of 127.0.0.1, Basic auth, storage in a temporary
/// folder.
///
/// A calendar is made by writing Radicale's own property file into its storage
/// (`makeCalendar`), as an administrator would; every event then goes through CalDAV.
///
/// ```swift
/// let server = try await RadicaleCalDAVServer.start()
/// defer { server.stop() }
/// let calendar = try server.makeCalendar("plan")  // http://127.0.0.1:PORT/cook/plan/
/// ```
public final class RadicaleCalDAVServer: Sendable {
  /// The port on 127.0.0.1.
  public let port: UInt16
  /// `http://127.0.0.1:PORT/`.
  public let baseURL: URL
  /// The user name Radicale accepts.
  public let user: String
  /// The password Radicale accepts.
  public let password: String

  private let directory: TemporaryDirectory
  private let storageFolder: URL
  private let errorLog: URL
  private let launch: SupervisedLaunch
  /// Radicale's process group, read once it answered (its file goes with `stop()`).
  private let group: Int32?

  /// Starts Radicale and returns once it accepts connections (at most a minute); retries
  /// on another port if the one picked was taken meanwhile.
  public static func start(
    user: String = "cook", password: String = "pâte à choux: #1 & 100%",
    program: String = RadicaleInstallation.program()
  ) async throws(RadicaleServerError) -> RadicaleCalDAVServer {
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw .notInstalled(program)
    }
    let directory: TemporaryDirectory
    do {
      directory = try TemporaryDirectory(label: "caldav")
      try FileManager.default.createDirectory(
        at: directory.file("storage"), withIntermediateDirectories: true)
      // Radicale reads `user:password` up to the line's end.
      try Data("\(user):\(password)\n".utf8).write(to: directory.file("htpasswd"))
      chmod(directory.file("htpasswd").path, 0o600)
    } catch {
      throw .setupFailed("\(error)")
    }
    var lastLog = ""
    for attempt in 1...5 {
      let port: UInt16
      do {
        port = try LoopbackPort.free()
      } catch {
        throw .setupFailed("no free port: \(error)")
      }
      let configuration = RadicaleConfiguration(
        port: port, passwordFile: directory.file("htpasswd"),
        storageFolder: directory.file("storage"))
      let errorLog = directory.file("radicale-\(attempt).log")
      let launch: SupervisedLaunch
      do {
        let file = directory.file("config")
        try Data(configuration.text.utf8).write(to: file)
        launch = try SupervisedLaunch(
          program: program, arguments: ["--config", file.path], errorLog: errorLog,
          groupFile: directory.file("supervised.pid"))
      } catch {
        throw .setupFailed("Radicale could not be launched: \(error)")
      }
      if await waitUntilReady(port: port, launch: launch) {
        return RadicaleCalDAVServer(
          port: port, user: user, password: password, directory: directory,
          errorLog: errorLog, launch: launch)
      }
      launch.stop()
      lastLog = logTail(errorLog)
      guard lastLog.contains("Address already in use") else { throw .didNotStart(lastLog) }
    }
    throw .didNotStart(lastLog)
  }

  private init(
    port: UInt16, user: String, password: String, directory: TemporaryDirectory,
    errorLog: URL, launch: SupervisedLaunch
  ) {
    self.port = port
    baseURL = URL(string: "http://127.0.0.1:\(port)/") ?? directory.url
    self.user = user
    self.password = password
    self.directory = directory
    storageFolder = directory.file("storage")
    self.errorLog = errorLog
    self.launch = launch
    group = launch.group
  }

  deinit {
    stop()
  }

  // MARK: - Calendars

  /// Creates the calendar `name` of the user (holding `components`, VEVENT by default) and
  /// returns its address, `http://127.0.0.1:PORT/USER/NAME/`.
  ///
  /// `name` is one level of plain letters, digits, `-` and `_`.
  public func makeCalendar(
    _ name: String, displayName: String? = nil, components: [String] = ["VEVENT"]
  ) throws -> URL {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    guard !name.isEmpty, name.allSatisfy(allowed.contains) else {
      throw RadicaleServerError.setupFailed("not a plain calendar name: \(name)")
    }
    var properties: [String: String] = ["tag": "VCALENDAR"]
    if !components.isEmpty {
      properties["C:supported-calendar-component-set"] = components.joined(separator: ",")
    }
    if let displayName { properties["D:displayname"] = displayName }
    let folder = collectionFolder(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(properties).write(to: folder.appendingPathComponent(".Radicale.props"))
    return calendarURL(name)
  }

  /// Creates the address book `name` of the user: a collection that is no calendar.
  public func makeAddressBook(_ name: String) throws -> URL {
    let folder = collectionFolder(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(["tag": "VADDRESSBOOK"])
      .write(to: folder.appendingPathComponent(".Radicale.props"))
    return calendarURL(name)
  }

  /// The address of the user's calendar (or other collection) `name`.
  public func calendarURL(_ name: String) -> URL {
    baseURL.appendingPathComponent(user, isDirectory: true)
      .appendingPathComponent(name, isDirectory: true)
  }

  // MARK: - Lifetime

  /// Stops Radicale, waits for it, and deletes the temporary directory.
  ///
  /// Safe to call more than once.
  public func stop() {
    launch.stop()
    directory.remove()
  }

  /// Whether any process of Radicale's group is left: false once `stop()` returned.
  public var hasProcessesLeft: Bool {
    guard let group else { return launch.isRunning }
    return kill(-group, 0) == 0
  }

  /// Radicale's log so far, for a failing test's message.
  public func logText() -> String {
    (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
  }

  private func collectionFolder(_ name: String) -> URL {
    storageFolder.appendingPathComponent("collection-root", isDirectory: true)
      .appendingPathComponent(user, isDirectory: true)
      .appendingPathComponent(name, isDirectory: true)
  }

  private static func logTail(_ file: URL) -> String {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? "(no log)"
    return text.split(separator: "\n").suffix(15).joined(separator: "\n")
  }

  /// Waits until Radicale answers on `port`, at most a minute: it starts in about a
  /// second, but beside the whole suite on two cores much longer was seen for Apache.
  ///
  /// Accepting connections is not enough: the port was free when picked, and another
  /// suite's server may take it before Radicale binds it (Radicale then exits, "Address
  /// already in use", but only after this has seen the port accept). So the answer to a
  /// request for Radicale's web page must be Radicale's.
  private static func waitUntilReady(port: UInt16, launch: SupervisedLaunch) async -> Bool {
    // Asked once more after the deadline: a task that did not run for a minute must still
    // see the Radicale that came up meanwhile, rather than give up without looking.
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      guard launch.isRunning else { return false }
      if LoopbackPort.accepts(port), await answersAsRadicale(port: port) {
        return launch.isRunning
      }
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Whether the server on `port` answers with Radicale's own web page.
  private static func answersAsRadicale(port: UInt16) async -> Bool {
    guard let url = URL(string: "http://127.0.0.1:\(port)/.web/") else { return false }
    var request = URLRequest(url: url)
    request.timeoutInterval = 5
    guard let (data, _) = try? await URLSession.shared.data(for: request) else { return false }
    return String(decoding: data, as: UTF8.self).contains("Radicale")
  }
}
