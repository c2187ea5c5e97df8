/// Why `RadicaleCalDAVServer` could not start.
public enum RadicaleServerError: Error, Equatable, CustomStringConvertible {
  /// No `radicale` program where `RECIPES_RADICALE` or `.build/radicale-venv` says.
  case notInstalled(String)
  /// The temporary folder, the password file or the configuration could not be written.
  case setupFailed(String)
  /// Radicale exited or never answered; the tail of its log.
  case didNotStart(String)

  /// One line (and the log's tail) for a failing test's log.
  public var description: String {
    switch self {
    case .notInstalled(let program):
      return "Radicale is not installed at \(program): the CalDAV tests need it in "
        + ".build/radicale-venv (`make test-deps` creates it), or RECIPES_RADICALE set to "
        + "a radicale program."
    case .setupFailed(let detail): return "The Radicale fixture could not be set up: \(detail)"
    case .didNotStart(let log): return "Radicale did not start. Its log ends:\n\(log)"
    }
  }
}
