import Foundation

/// One server's process tree (Apache, Radicale) under a small bash supervisor that ends it
/// when told, or when the test process dies.
///
/// The supervisor starts the program in a process group of its own, writes the program's
/// pid (its group's id too) to `groupFile`, then blocks reading a line from its standard
/// input, a pipe only this process writes to. `stop()` sends that line; if the test process
/// crashes instead, the pipe closes and the read ends all the same. Either way the
/// supervisor sends SIGTERM to the program's whole group, and SIGKILL five seconds later if
/// anything is left: no stray server outlives a test run.
///
/// A test process's threads block signals such as SIGTERM, and a child inherits that mask:
/// the server would never hear the supervisor. So the supervisor starts through Perl (always
/// on Debian, in perl-base) to clear the mask first. `Process` is kept for the launch itself
/// because it closes every other descriptor of this process in the child.
final class SupervisedLaunch: @unchecked Sendable {
  // @unchecked: `Process` is not Sendable; every use of it below holds `lock`.
  private let lock = NSLock()
  private let process: Process
  private let input: Pipe
  /// Where the supervisor writes the program's pid, which is also its process group's id.
  let groupFile: URL

  private static let unblockSignals =
    "use POSIX; sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die; exec @ARGV or die"

  private static let supervisor = """
    set -m
    exec 3<&0
    log=$1 group_file=$2
    shift 2
    "$@" </dev/null >/dev/null 2>>"$log" &
    program=$!
    echo "$program" >"$group_file"
    (
      read -r _ <&3
      kill -TERM -- "-$program" 2>/dev/null
      for _ in $(seq 50); do kill -0 -- "-$program" 2>/dev/null || exit 0; sleep 0.1; done
      kill -KILL -- "-$program" 2>/dev/null
    ) &
    watcher=$!
    wait "$program"
    kill "$watcher" 2>/dev/null
    """

  /// Starts `program` with `arguments`; its standard error goes to `errorLog`.
  init(program: String, arguments: [String], errorLog: URL, groupFile: URL) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
    process.arguments =
      [
        "-e", Self.unblockSignals, "/bin/bash", "-c", Self.supervisor, "supervisor",
        errorLog.path, groupFile.path, program,
      ] + arguments
    input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    self.groupFile = groupFile
    try process.run()
  }

  /// The program's process group, as the supervisor wrote it; nil before it did.
  var group: Int32? {
    guard let text = try? String(contentsOf: groupFile, encoding: .utf8),
      let group = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), group > 1
    else { return nil }
    return group
  }

  /// Whether the program (through its supervisor) is still running.
  var isRunning: Bool {
    lock.withLock { process.isRunning }
  }

  /// Stops the program and waits for it, at most about ten seconds; then kills what is left.
  func stop() {
    lock.withLock {
      try? input.fileHandleForWriting.write(contentsOf: Data("stop\n".utf8))
      try? input.fileHandleForWriting.close()
      let deadline = ContinuousClock.now + .seconds(10)
      while process.isRunning, ContinuousClock.now < deadline { usleep(5_000) }
      guard process.isRunning else { return }
      if let group { kill(-group, SIGKILL) }
      process.terminate()
      process.waitUntilExit()
    }
  }
}
