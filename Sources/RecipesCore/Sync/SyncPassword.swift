/// A password on its way from the window (or the keyring) to the sync, hidden from every
/// description, dump and log.
public struct SyncPassword: Equatable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The password itself; read only to hand it to the server or the keyring.
  public let value: String

  /// Wraps `value`.
  public init(_ value: String) {
    self.value = value
  }

  /// Never the password.
  public var description: String { "(password)" }
  /// Never the password.
  public var debugDescription: String { description }
  /// No children: dumps and test failures do not show the password.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
