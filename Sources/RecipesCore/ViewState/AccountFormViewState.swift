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

/// What an account's form shows, in the "Sync…" and "Show in my calendar" windows alike.
public protocol AccountFormViewState: Equatable, Sendable {
  /// Which part of the form shows.
  var mode: AccountFormMode { get }
  /// The account's user and address ("alice on https://…"), when there is one.
  var accountLine: String { get }
  /// The status, with what to do.
  var status: String { get }
  /// Why Connect failed, on the field concerned, if it did.
  var error: AccountFormError? { get }
  /// A note about the keyring when it does not keep the password.
  var keyringNote: String? { get }
  /// Whether "Connect" (or "Use Password") is trying the account.
  var isBusy: Bool { get }
  /// Whether "Sync now" (or "Publish now") can be pressed.
  var canRunNow: Bool { get }
}

extension SyncWindowViewState: AccountFormViewState {
  /// Whether "Sync now" can be pressed.
  public var canRunNow: Bool { canSyncNow }
}

extension PlanCalendarViewState: AccountFormViewState {
  /// Whether "Publish now" can be pressed.
  public var canRunNow: Bool { canPublishNow }
}
