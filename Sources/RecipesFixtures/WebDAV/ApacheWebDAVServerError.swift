/// Why `ApacheWebDAVServer` could not start.
public enum ApacheWebDAVServerError: Error, Equatable, CustomStringConvertible {
  /// `/usr/sbin/apache2` or `htpasswd` is not installed.
  case notInstalled(String)
  /// The temporary folder, the password file or the configuration could not be written.
  case setupFailed(String)
  /// Apache exited or never answered; the tail of its error log.
  case didNotStart(String)

  /// One line for a failing test's log.
  public var description: String {
    switch self {
    case .notInstalled(let program):
      return "\(program) is not installed: the WebDAV tests need Debian's apache2 and "
        + "apache2-utils (`scripts/install-deps.sh --test`, which `make test` runs)."
    case .setupFailed(let detail): return "The Apache fixture could not be set up: \(detail)"
    case .didNotStart(let log): return "Apache did not start. Its error log ends:\n\(log)"
    }
  }
}
