/// A user name and password for HTTP Basic authentication.
///
/// The password never shows: printing, interpolating, dumping or comparing in a failed test
/// expectation all write `•••` instead. `CurlSession` sends credentials only where its
/// `HTTPURLPolicy` allows the request at all (https, or plain http to loopback and
/// allow-listed hosts), and never to another origin after a redirect.
public struct HTTPCredentials: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The user name.
  public var user: String
  /// The password (for Nextcloud, an app password).
  public var password: String

  /// Creates credentials.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }

  /// `user:•••`.
  public var description: String { "\(user):•••" }

  /// `HTTPCredentials(user: "…", password: •••)`.
  public var debugDescription: String {
    "HTTPCredentials(user: \(user.debugDescription), password: •••)"
  }

  /// Only the user name, so `dump` and test failure messages leave the password out.
  public var customMirror: Mirror {
    Mirror(self, children: ["user": user, "password": "•••"])
  }
}
