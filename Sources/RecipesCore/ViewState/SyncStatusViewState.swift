import Foundation

/// The sync's state in the main window's header.
///
/// An icon, a short label, and a tooltip with what happened and what to do: a pure
/// function of the sync's state and the time.
public struct SyncStatusViewState: Equatable, Sendable {
  /// Which picture goes with the status.
  public enum Icon: String, Equatable, Sendable {
    /// In sync.
    case synced = "emblem-ok-symbolic"
    /// A sync is running (a spinner shows instead).
    case syncing = "emblem-synchronizing-symbolic"
    /// Something needs the cook's attention.
    case warning = "dialog-warning-symbolic"
    /// The password is needed.
    case password = "dialog-password-symbolic"
  }

  /// Whether the status shows at all (not without an account).
  public var isVisible: Bool
  /// Whether a sync runs (the spinner shows).
  public var isSyncing: Bool
  /// The icon.
  public var icon: Icon
  /// A few words: "Synced 2 min ago", "Syncing…", "Sync failed".
  public var label: String
  /// The tooltip: what happened, and what to do.
  public var detail: String

  /// The status of `state` at `now`.
  public init(_ state: SyncFeature.State, now: Date) {
    isVisible = state.account != nil
    isSyncing = state.phase == .syncing
    switch state.phase {
    case .notSetUp:
      (icon, label, detail) = (.synced, "", "")
    case .idle:
      let when = state.account?.lastSyncedAt.map { Self.relative($0, now: now) }
      label = when.map { "Synced \($0)" } ?? "Not synced yet"
      icon = .synced
      detail =
        (state.account.map { "Syncs with \($0.serverURL.absoluteString)" } ?? "")
        + (state.conflictNotice.map { "\n\($0)" } ?? "")
    case .syncing:
      (icon, label) = (.syncing, "Syncing…")
      detail = state.account.map { "Syncing with \($0.serverURL.absoluteString)" } ?? ""
    case .failed(let failure, let retryIn):
      (icon, label) = (.warning, "Sync failed")
      detail = Self.sentence(failure.message) + " " + Self.whatToDo(failure, retryIn: retryIn)
    case .needsPassword(let reason):
      (icon, label) = (.password, "Sync needs the password")
      detail = Self.sentence(reason) + " Enter the app password in Sync…"
    case .confirmingDeletion(let mass):
      (icon, label) = (.warning, "Sync is waiting")
      detail =
        "The sync would delete \(mass.deleting) of the \(mass.synced) synced recipes. "
        + "Allow it or not in Sync…"
    }
  }

  /// What the cook can do about `failure`: "Check the password in Sync…", "Retrying in
  /// 4 min.".
  public static func whatToDo(_ failure: SyncFailure, retryIn: Duration?) -> String {
    switch failure.kind {
    case .password: return "Check the password in Sync…"
    case .setup: return "Check the server’s address in Sync…"
    case .unreachable, .server, .library:
      guard let retryIn else { return "Try “Sync now” later." }
      let minutes = max(1, Int(retryIn.components.seconds / 60))
      return "Retrying in \(minutes) min."
    }
  }

  /// "just now", "2 min ago", "3 h ago", "2 days ago".
  static func relative(_ date: Date, now: Date) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return "\(seconds / 60) min ago"
    case ..<86_400: return "\(seconds / 3600) h ago"
    default: return seconds / 86_400 == 1 ? "1 day ago" : "\(seconds / 86_400) days ago"
    }
  }

  /// `text` with a capital first letter and a full stop.
  static func sentence(_ text: String) -> String {
    let capital = text.prefix(1).uppercased() + text.dropFirst()
    return capital.hasSuffix(".") ? capital : capital + "."
  }
}
