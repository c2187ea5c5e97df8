import Foundation
import RecipesCore

/// One Apache process tree under a small bash supervisor that ends it when told, or when
/// the test process dies.
///
/// The supervisor starts `apache2 -DFOREGROUND` in a process group of its own, then blocks
/// reading a line from its standard input, a pipe only this process writes to. `stop()`
/// sends that line; if the test process crashes instead, the pipe closes and the read ends
/// all the same. Either way the supervisor sends SIGTERM to Apache's whole group, and
/// SIGKILL five seconds later if anything is left: no stray httpd outlives a test run.
///
/// Spawned with `posix_spawn` and an empty signal mask: a test process's threads block
/// signals such as SIGTERM, a mask `Process` would hand down to Apache, which would then
/// never hear the supervisor.
final class ApacheLaunch: Sendable {
  private struct State {
    var pid: pid_t
    var input: Int32
    var hasExited = false
  }

  private let state: Locked<State>
  private let pidFile: URL

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
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw ApacheWebDAVServerError.setupFailed("pipe: errno \(errno)")
    }
    // Neither end may leak into another child: the write end held open elsewhere would
    // keep the supervisor from ever seeing this process end.
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let arguments = [
      "/bin/bash", "-c", Self.supervisor, "apache-supervisor", apache, configuration.path,
      errorLog.path,
    ]
    let pid: pid_t
    do {
      pid = try Self.spawn(arguments, input: pipeEnds[0])
    } catch {
      close(pipeEnds[0])
      close(pipeEnds[1])
      throw error
    }
    close(pipeEnds[0])
    state = Locked(State(pid: pid, input: pipeEnds[1]))
    self.pidFile = pidFile
  }

  /// Whether Apache (through its supervisor) is still running.
  var isRunning: Bool {
    state.withLock { state in Self.reap(&state) }
  }

  /// Stops Apache and waits for it, at most about ten seconds; then kills what is left.
  func stop() {
    state.withLock { state in
      if state.input >= 0 {
        _ = "stop\n".withCString { write(state.input, $0, 5) }
        close(state.input)
        state.input = -1
      }
      let deadline = ContinuousClock.now + .seconds(10)
      while Self.reap(&state), ContinuousClock.now < deadline { usleep(5_000) }
      guard Self.reap(&state) else { return }
      // Apache writes its pid (its group's id too) to the PidFile.
      if let text = try? String(contentsOf: pidFile, encoding: .utf8),
        let apache = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), apache > 1
      {
        kill(-apache, SIGKILL)
      }
      kill(state.pid, SIGKILL)
      var status: Int32 = 0
      waitpid(state.pid, &status, 0)
      state.hasExited = true
    }
  }

  /// Whether the supervisor still runs; collects its exit status once it ended.
  private static func reap(_ state: inout State) -> Bool {
    guard !state.hasExited else { return false }
    var status: Int32 = 0
    let result = waitpid(state.pid, &status, WNOHANG)
    if result == state.pid || (result < 0 && errno == ECHILD) { state.hasExited = true }
    return !state.hasExited
  }

  private static func spawn(_ arguments: [String], input: Int32) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/bash", &actions, &attributes, argv, environ)
    guard result == 0 else {
      throw ApacheWebDAVServerError.setupFailed("posix_spawn /bin/bash: error \(result)")
    }
    return pid
  }
}
