import Foundation

/// The temporary directory of one `ApacheWebDAVServer` and the steps that prepare it.
struct ApacheSetup {
  /// Holds everything; deleted when the server stops.
  let directory: TemporaryDirectory
  /// The uid and gid Apache's children run as, when this process is root.
  let owner: (uid: uid_t, gid: gid_t)?

  private let runAs: (user: String, group: String)?
  private var documentRoot: URL { directory.file("dav") }
  private var lockDirectory: URL { directory.file("lock") }
  private var passwordFile: URL { directory.file("htpasswd") }
  private var errorLog: URL { directory.file("error.log") }

  /// Creates the directory, the served folder, the lock folder and the password file.
  init(user: String, password: String) throws(ApacheWebDAVServerError) {
    do {
      directory = try TemporaryDirectory(label: "webdav")
    } catch {
      throw .setupFailed("no temporary directory: \(error)")
    }
    if geteuid() == 0 {
      guard let account = getpwnam("nobody") else { throw .setupFailed("no user nobody") }
      let group = getgrgid(account.pointee.pw_gid).map { String(cString: $0.pointee.gr_name) }
      runAs = ("nobody", group ?? "nogroup")
      owner = (account.pointee.pw_uid, account.pointee.pw_gid)
    } else {
      runAs = nil
      owner = nil
    }
    do {
      for folder in [documentRoot, lockDirectory] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let owner { chown(folder.path, owner.uid, owner.gid) }
      }
      // Apache's children (perhaps `nobody`) must reach the folders and read the passwords.
      chmod(directory.url.path, 0o755)
      try Self.run(
        ApacheWebDAVServer.htpasswdPath, ["-i", "-c", "-B", passwordFile.path, user],
        input: password)
      chmod(passwordFile.path, 0o644)
    } catch let error as ApacheWebDAVServerError {
      throw error
    } catch {
      throw .setupFailed("\(error)")
    }
  }

  /// A port of 127.0.0.1 free right now (the kernel's pick; Apache may still lose a race).
  func freePort() throws(ApacheWebDAVServerError) -> UInt16 {
    do {
      let (descriptor, port) = try LoopbackSocket.listen()
      close(descriptor)
      return port
    } catch {
      throw .setupFailed("no free port: \(error)")
    }
  }

  /// The configuration for `port`.
  func configuration(port: UInt16, allowsDepthInfinity: Bool) -> ApacheConfiguration {
    ApacheConfiguration(
      directory: directory.url, documentRoot: documentRoot, lockDirectory: lockDirectory,
      passwordFile: passwordFile, errorLog: errorLog, port: port,
      allowsDepthInfinity: allowsDepthInfinity, runAs: runAs)
  }

  /// Writes `configuration` and starts Apache on it.
  func launch(_ configuration: ApacheConfiguration) throws(ApacheWebDAVServerError)
    -> ApacheLaunch
  {
    let file = directory.file("httpd.conf")
    do {
      try Data(configuration.text.utf8).write(to: file)
      return try ApacheLaunch(
        apache: ApacheWebDAVServer.apachePath, configuration: file, errorLog: errorLog,
        pidFile: configuration.pidFile)
    } catch {
      throw .setupFailed("Apache could not be launched: \(error)")
    }
  }

  /// The last lines of Apache's error log.
  func errorLogTail() -> String {
    let text = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "(no error log)"
    return text.split(separator: "\n").suffix(15).joined(separator: "\n")
  }

  /// Whether something accepts TCP connections on 127.0.0.1:`port`.
  static func accepts(port: UInt16) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    _ = inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  private static func run(_ program: String, _ arguments: [String], input: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try pipe.fileHandleForWriting.write(contentsOf: Data((input + "\n").utf8))
    try pipe.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ApacheWebDAVServerError.setupFailed("\(program) exited \(process.terminationStatus)")
    }
  }
}
