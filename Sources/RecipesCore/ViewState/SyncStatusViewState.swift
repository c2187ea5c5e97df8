import Foundation
import RecipesLocalization

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
      label =
        state.account?.lastSyncedAt.map { Self.synced($0, now: now) }
        ?? localized("Not synced yet")
      icon = .synced
      detail =
        (state.account.map {
          localized("Syncs with {server}", ["server": $0.serverURL.absoluteString])
        } ?? "")
        + (state.conflictNotice.map { "\n\($0)" } ?? "")
    case .syncing:
      (icon, label) = (.syncing, localized("Syncing…"))
      detail =
        state.account.map {
          localized("Syncing with {server}", ["server": $0.serverURL.absoluteString])
        } ?? ""
    case .failed(let failure, let retryIn):
      (icon, label) = (.warning, localized("Sync failed"))
      detail = Self.sentence(failure.message) + " " + Self.whatToDo(failure, retryIn: retryIn)
    case .needsPassword(let reason):
      (icon, label) = (.password, localized("Sync needs the password"))
      detail = Self.sentence(reason) + " " + localized("Enter the app password in Sync…")
    case .confirmingDeletion(let mass):
      (icon, label) = (.warning, localized("Sync is waiting"))
      detail = localizedPlural(
        """
        The sync would delete {deleting} of the {count} synced recipe. \
        Allow it or not in Sync…
        """,
        """
        The sync would delete {deleting} of the {count} synced recipes. \
        Allow it or not in Sync…
        """,
        count: mass.synced, ["deleting": String(mass.deleting)])
    }
  }

  /// What the cook can do about `failure`: "Check the password in Sync…", "Retrying in
  /// 4 min.".
  public static func whatToDo(_ failure: SyncFailure, retryIn: Duration?) -> String {
    switch failure.kind {
    case .password: return localized("Check the password in Sync…")
    case .setup: return localized("Check the server’s address in Sync…")
    case .unreachable, .server, .library:
      guard let retryIn else { return localized("Try “Sync now” later.") }
      let minutes = max(1, Int(retryIn.components.seconds / 60))
      return localizedPlural("Retrying in {count} min.", "Retrying in {count} min.", count: minutes)
    }
  }

  /// "Synced just now", "Synced 2 min ago", "Synced 3 h ago", "Synced 2 days ago": each a
  /// whole message, since languages put the time elsewhere in the sentence.
  static func synced(_ date: Date, now: Date) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    switch seconds {
    case ..<60:
      return localized("Synced just now")
    case ..<3600:
      return localizedPlural(
        "Synced {count} min ago", "Synced {count} min ago", count: seconds / 60)
    case ..<86_400:
      return localizedPlural("Synced {count} h ago", "Synced {count} h ago", count: seconds / 3600)
    default:
      return localizedPlural(
        "Synced {count} day ago", "Synced {count} days ago", count: seconds / 86_400)
    }
  }

  /// `text` with a capital first letter and a full stop.
  static func sentence(_ text: String) -> String {
    let capital = text.prefix(1).uppercased() + text.dropFirst()
    return capital.hasSuffix(".") ? capital : capital + "."
  }
}
