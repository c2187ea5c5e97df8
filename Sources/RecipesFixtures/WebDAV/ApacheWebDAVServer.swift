import Foundation
import RecipesCore

/// A real WebDAV server for the sync tests: Debian's Apache httpd with mod_dav on a folder
/// of its own, Basic auth, on a free port of 127.0.0.1.
///
/// Everything (configuration, password file, lock database, error log, the served folder)
/// lives in one temporary directory. Started as root, Apache's children run as `nobody`
/// (Apache refuses to serve as root) and the folders they write are handed to that user.
///
/// ```swift
/// let server = try await ApacheWebDAVServer.start(allowsDepthInfinity: false)
/// defer { server.stop() }
/// // server.baseURL, server.user, server.password
/// ```
public final class ApacheWebDAVServer: Sendable {
  /// Debian's Apache binary.
  public static let apachePath = "/usr/sbin/apache2"
  /// The tool that writes the password file (apache2-utils).
  public static let htpasswdPath = "/usr/bin/htpasswd"

  /// The port on 127.0.0.1.
  public let port: UInt16
  /// `http://127.0.0.1:PORT/`, the root of the served folder.
  public let baseURL: URL
  /// The user name Apache accepts.
  public let user: String
  /// The password Apache accepts.
  public let password: String
  /// The served folder on disk, to check what the client wrote.
  public let documentRoot: URL
  /// Whether PROPFIND with `Depth: infinity` is allowed (`DavDepthInfinity`).
  public let allowsDepthInfinity: Bool

  private let directory: TemporaryDirectory
  private let errorLog: URL
  private let owner: (uid: uid_t, gid: gid_t)?
  private let launch: SupervisedLaunch

  /// Starts Apache and returns once it accepts connections (at most a minute); retries on
  /// another port if the one picked was taken meanwhile.
  public static func start(
    allowsDepthInfinity: Bool = true, user: String = "cook",
    password: String = "pâte à choux: #1 & 100%"
  ) async throws(ApacheWebDAVServerError) -> ApacheWebDAVServer {
    for program in [apachePath, htpasswdPath]
    where !FileManager.default.isExecutableFile(atPath: program) {
      throw .notInstalled(program)
    }
    let setup = try ApacheSetup(user: user, password: password)
    var lastLog = ""
    for _ in 1...5 {
      let port = try setup.freePort()
      let configuration = setup.configuration(port: port, allowsDepthInfinity: allowsDepthInfinity)
      let launch = try setup.launch(configuration)
      switch await waitUntilReady(port: port, pidFile: configuration.pidFile, launch: launch) {
      case true:
        return ApacheWebDAVServer(
          setup: setup, configuration: configuration, launch: launch, user: user,
          password: password)
      case false:
        launch.stop()
        lastLog = setup.errorLogTail()
        guard lastLog.contains("Address already in use") else { throw .didNotStart(lastLog) }
      }
    }
    throw .didNotStart(lastLog)
  }

  private init(
    setup: ApacheSetup, configuration: ApacheConfiguration, launch: SupervisedLaunch, user: String,
    password: String
  ) {
    port = configuration.port
    baseURL = URL(string: "http://127.0.0.1:\(configuration.port)/") ?? setup.directory.url
    self.user = user
    self.password = password
    documentRoot = configuration.documentRoot
    allowsDepthInfinity = configuration.allowsDepthInfinity
    directory = setup.directory
    errorLog = configuration.errorLog
    owner = setup.owner
    self.launch = launch
  }

  deinit {
    stop()
  }

  /// Stops Apache and its children, waits for them, and deletes the temporary directory.
  ///
  /// Safe to call more than once.
  public func stop() {
    launch.stop()
    directory.remove()
  }

  /// Apache's error log so far, for a failing test's message.
  public func errorLogText() -> String {
    (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
  }

  /// The file at `path` (relative, `/`-separated, not encoded) in the served folder.
  public func file(_ path: String) -> URL {
    documentRoot.appendingPathComponent(path)
  }

  /// Writes `data` at `path` in the served folder behind Apache's back (as another client
  /// or a broken server might leave it), creating folders, owned by Apache's user.
  public func writeBehindTheServer(_ data: Data, to path: String) throws {
    let url = file(path)
    var folder = url.deletingLastPathComponent()
    var created: [URL] = []
    while !FileManager.default.fileExists(atPath: folder.path) {
      created.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    for folder in created.reversed() {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      if let owner { chown(folder.path, owner.uid, owner.gid) }
    }
    try data.write(to: url)
    if let owner { chown(url.path, owner.uid, owner.gid) }
  }

  /// Dates the file or folder at `path` a minute back, as if written earlier.
  ///
  /// Apache weakens the ETag (`W/"…"`) of anything changed within the current second, and no
  /// `If-Match` matches a weak tag: a test would otherwise have to wait a second.
  public func settle(_ path: String) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file(path).path)
  }

  /// Waits until Apache accepts connections and has written its PidFile, at most a minute.
  ///
  /// Apache itself is ready in well under a second, but beside the whole suite on two cores
  /// this task may not run for many seconds (15 s was seen to pass with Apache long up).
  private static func waitUntilReady(port: UInt16, pidFile: URL, launch: SupervisedLaunch)
    async -> Bool
  {
    // Asked once more after the deadline: a task that did not run for a minute must still
    // see the Apache that came up meanwhile, rather than give up without looking.
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      guard launch.isRunning else { return false }
      if LoopbackPort.accepts(port),
        FileManager.default.fileExists(atPath: pidFile.path)
      {
        return true
      }
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }
}
