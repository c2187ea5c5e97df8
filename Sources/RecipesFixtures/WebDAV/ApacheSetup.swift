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
      guard let nobody = Self.nobody else { throw .setupFailed("no user nobody") }
      runAs = ("nobody", nobody.group)
      owner = (nobody.uid, nobody.gid)
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

  /// The account `nobody`: its ids and its group's name, read once.
  ///
  /// With the reentrant calls: `getpwnam` and `getgrgid` share static buffers, and servers
  /// start on many threads at once (a group once read as "users:x:100:" kept Apache down).
  private static let nobody: (uid: uid_t, gid: gid_t, group: String)? = {
    var account = passwd()
    var foundAccount: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    guard getpwnam_r("nobody", &account, &buffer, buffer.count, &foundAccount) == 0,
      foundAccount != nil
    else { return nil }
    let (uid, gid) = (account.pw_uid, account.pw_gid)
    var entry = group()
    var foundGroup: UnsafeMutablePointer<group>?
    var groupBuffer = [CChar](repeating: 0, count: 16_384)
    let found = getgrgid_r(gid, &entry, &groupBuffer, groupBuffer.count, &foundGroup)
    let name = found == 0 && foundGroup != nil ? String(cString: entry.gr_name) : "nogroup"
    return (uid, gid, name)
  }()

  /// A port of 127.0.0.1 free right now (the kernel's pick; Apache may still lose a race).
  func freePort() throws(ApacheWebDAVServerError) -> UInt16 {
    do {
      return try LoopbackPort.free()
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
    -> SupervisedLaunch
  {
    let file = directory.file("httpd.conf")
    do {
      try Data(configuration.text.utf8).write(to: file)
      return try SupervisedLaunch(
        program: ApacheWebDAVServer.apachePath, arguments: ["-f", file.path, "-DFOREGROUND"],
        errorLog: errorLog, groupFile: directory.file("supervised.pid"))
    } catch {
      throw .setupFailed("Apache could not be launched: \(error)")
    }
  }

  /// The last lines of Apache's error log.
  func errorLogTail() -> String {
    let text = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "(no error log)"
    return text.split(separator: "\n").suffix(15).joined(separator: "\n")
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
