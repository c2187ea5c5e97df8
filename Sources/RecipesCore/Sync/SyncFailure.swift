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

  /// What the server said, where the form can say it on a field in the cook's words.
  public enum Cause: Equatable, Sendable {
    /// The user or the password was refused (401).
    case refused
    /// The user may not use the folder (403).
    case forbidden
    /// There is no folder at the address (404).
    case notFound
    /// The folder above the address does not exist (409).
    case noParentFolder
    /// The address is not a folder's.
    case notAFolder
    /// The server sent the request elsewhere (3xx).
    case redirected
    /// The address is plain http to another computer: the password would travel
    /// unencrypted.
    case plainHTTP
    /// The server could not be reached, for `reason` (one line).
    case unreachable(reason: String)
  }

  /// What kind of trouble.
  public var kind: Kind
  /// One line: what happened, never the password.
  public var message: String
  /// What the server said, when the form can put it in the cook's words; nil otherwise.
  public var cause: Cause?

  /// Creates a failure.
  public init(_ kind: Kind, _ message: String, cause: Cause? = nil) {
    self.kind = kind
    self.message = message
    self.cause = cause
  }

  /// Whether trying again later, unchanged, may succeed.
  public var isRetried: Bool {
    switch kind {
    case .unreachable, .server, .library: true
    case .password, .setup: false
    }
  }
}
