import Foundation
import RecipesLocalization

/// What the "Sync…" window shows.
///
/// The account form, the password prompt, or the connected account with its status: a
/// pure function of the sync's state and the time.
public struct SyncWindowViewState: Equatable, Sendable {
  /// Which of the window's forms shows.
  public typealias Mode = AccountFormMode

  /// Which form shows.
  public var mode: Mode
  /// The server and user of the account, when there is one ("alice on https://…").
  public var accountLine: String
  /// The status in one line, as the header shows it, with what to do.
  public var status: String
  /// Whether "Connect" (or "Use Password") is trying the account: the spinner turns, the
  /// fields wait.
  public var isBusy: Bool
  /// The error under the form, if any.
  public var error: AccountFormError?
  /// Whether "Sync now" can be pressed.
  public var canSyncNow: Bool
  /// A note about the keyring when it does not keep the password.
  public var keyringNote: String?
  /// The question about mass deletion, when the sync waits for it.
  public var deletionQuestion: String?
  /// The message about kept conflict copies, if any.
  public var conflictNotice: String?

  /// The window for `state` at `now`.
  public init(_ state: SyncFeature.State, now: Date) {
    let header = SyncStatusViewState(state, now: now)
    isBusy = state.isConnecting
    error = state.connectError
    conflictNotice = state.conflictNotice
    deletionQuestion = nil
    keyringNote =
      state.isKeyringAvailable
      ? nil
      : localized(
        """
        No keyring answers on this desktop, so the password is not kept: it is asked at \
        each launch.
        """)
    accountLine =
      state.account.map {
        localized("{user} on {server}", ["user": $0.user, "server": $0.serverURL.absoluteString])
      } ?? ""
    canSyncNow = false
    switch state.phase {
    case .notSetUp:
      mode = .connect
      status = ""
    case .needsPassword:
      mode = .password
      status = header.detail
    case .failed(let failure, _) where failure.kind == .password:
      mode = .password
      status = header.label + ": " + header.detail
      canSyncNow = true
    case .confirmingDeletion(let mass):
      mode = .connected
      status = header.label
      deletionQuestion = localizedPlural(
        """
        The sync would delete {deleting} of the {count} synced recipe here or on the server. \
        Delete them?
        """,
        """
        The sync would delete {deleting} of the {count} synced recipes here or on the server. \
        Delete them?
        """,
        count: mass.synced, ["deleting": String(mass.deleting)])
    case .syncing:
      mode = .connected
      status = header.label
    case .idle:
      mode = .connected
      status = header.label
      canSyncNow = true
    case .failed:
      mode = .connected
      status = header.label + ": " + header.detail
      canSyncNow = true
    }
  }
}
