import Foundation

/// One Apache process tree under a small bash supervisor that ends it when told, or when
/// the test process dies.
///
/// The supervisor starts `apache2 -DFOREGROUND` in a process group of its own, then blocks
/// reading a line from its standard input, a pipe only this process writes to. `stop()`
/// sends that line; if the test process crashes instead, the pipe closes and the read ends
/// all the same. Either way the supervisor sends SIGTERM to Apache's whole group, and
/// SIGKILL five seconds later if anything is left: no stray httpd outlives a test run.
///
/// A test process's threads block signals such as SIGTERM, and a child inherits that mask:
/// Apache would never hear the supervisor. So the supervisor starts through Perl (always on
/// Debian, in perl-base) to clear the mask first. `Process` is kept for the launch itself
/// because it closes every other descriptor of this process in the child.
final class ApacheLaunch: @unchecked Sendable {
  // @unchecked: `Process` is not Sendable; every use of it below holds `lock`.
  private let lock = NSLock()
  private let process: Process
  private let input: Pipe
  /// Where Apache writes its pid.
  let pidFile: URL

  private static let unblockSignals =
    "use POSIX; sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die; exec @ARGV or die"

  private static let supervisor = """
    set -m
    exec 3<&0
    "$1" -f "$2" -DFOREGROUND </dev/null >/dev/null 2>>"$3" &
    apache=$!
    (
      read -r _ <&3
      kill -TERM -- "-$apache" 2>/dev/null
      for _ in $(seq 50); do kill -0 -- "-$apache" 2>/dev/null || exit 0; sleep 0.1; done
      kill -KILL -- "-$apache" 2>/dev/null
    ) &
    watcher=$!
    wait "$apache"
    kill "$watcher" 2>/dev/null
    """

  /// Starts Apache with `configuration`; its own messages go to `errorLog`.
  init(apache: String, configuration: URL, errorLog: URL, pidFile: URL) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
    process.arguments = [
      "-e", Self.unblockSignals, "/bin/bash", "-c", Self.supervisor, "apache-supervisor",
      apache, configuration.path, errorLog.path,
    ]
    input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    self.pidFile = pidFile
    try process.run()
  }

  /// Whether Apache (through its supervisor) is still running.
  var isRunning: Bool {
    lock.withLock { process.isRunning }
  }

  /// Stops Apache and waits for it, at most about ten seconds; then kills what is left.
  func stop() {
    lock.withLock {
      try? input.fileHandleForWriting.write(contentsOf: Data("stop\n".utf8))
      try? input.fileHandleForWriting.close()
      let deadline = ContinuousClock.now + .seconds(10)
      while process.isRunning, ContinuousClock.now < deadline { usleep(5_000) }
      guard process.isRunning else { return }
      // Apache writes its pid (its group's id too) to the PidFile.
      if let text = try? String(contentsOf: pidFile, encoding: .utf8),
        let apache = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), apache > 1
      {
        kill(-apache, SIGKILL)
      }
      process.terminate()
      process.waitUntilExit()
    }
  }
}
