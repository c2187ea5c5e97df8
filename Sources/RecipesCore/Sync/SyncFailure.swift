/// Why a sync (or trying an account) failed: what kind of trouble, and one line saying it.
public struct SyncFailure: Error, Equatable, Sendable {
  /// What kind of trouble, which decides what the app does next.
  public enum Kind: Equatable, Sendable {
    /// The server refused the user or the password (401): no retry until it is changed.
    case password
    /// The server could not be reached (offline, refused, timed out): retried later.
    case unreachable
    /// The server failed or was busy (5xx, locked, out of space, a broken answer): retried
    /// later.
    case server
    /// The address or the account is wrong (not found, forbidden, plain http, a redirect):
    /// retrying will not help; the cook must change it.
    case setup
    /// The library here could not be read or written: retried later.
    case library
  }

  /// What kind of trouble.
  public var kind: Kind
  /// One line: what happened, never the password.
  public var message: String

  /// Creates a failure.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// Whether trying again later, unchanged, may succeed.
  public var isRetried: Bool {
    switch kind {
    case .unreachable, .server, .library: true
    case .password, .setup: false
    }
  }
}
