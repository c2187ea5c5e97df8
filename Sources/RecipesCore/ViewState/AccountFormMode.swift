/// Which part of an account's form shows ("Sync…", "Show in my calendar").
public enum AccountFormMode: Equatable, Sendable {
  /// No account: address, user, app password and "Connect".
  case connect
  /// The account is known, its password is not (or was refused): the password and "Use
  /// Password".
  case password
  /// Connected: the status, "Sync now" (or "Publish now"), "Disconnect".
  case connected
}
