import Foundation
import RecipesLocalization

/// What the "Show in my calendar" window and the planner's status line show.
///
/// The calendar form, the password prompt, or the connected calendar with its status: a
/// pure function of the publishing state and the time.
public struct PlanCalendarViewState: Equatable, Sendable {
  /// Which of the window's forms shows.
  public typealias Mode = AccountFormMode

  /// Which form shows.
  public var mode: Mode
  /// The calendar and its user, when there is one ("alice on https://…").
  public var accountLine: String
  /// The planner's line: "Published 2 min ago", "Publishing…"; empty without a calendar.
  public var statusLine: String
  /// The window's status: the line, and what to do after a failure.
  public var status: String
  /// Whether "Connect" (or "Use Password") is trying the calendar.
  public var isBusy: Bool
  /// The error under the form, if any.
  public var error: AccountFormError?
  /// Whether "Publish now" can be pressed.
  public var canPublishNow: Bool
  /// A note about the keyring when it does not keep the password.
  public var keyringNote: String?

  /// The view of `state` at `now`.
  public init(_ state: PlanCalendarFeature.State, now: Date) {
    isBusy = state.isConnecting
    error = state.connectError
    keyringNote =
      state.isKeyringAvailable
      ? nil
      : localized("No keyring keeps the password here: it is asked at each launch.")
    accountLine =
      state.account.map {
        localized(
          "{user} on {address}", ["user": $0.user, "address": $0.calendarURL.absoluteString])
      } ?? ""
    canPublishNow = false
    switch state.phase {
    case .notSetUp:
      (mode, statusLine, status) = (.connect, "", "")
    case .needsPassword(let reason):
      mode = .password
      statusLine = localized("The calendar needs the password")
      status = reason
    case .failed(let failure, _) where failure.kind == .password:
      mode = .password
      statusLine = localized("The calendar refused the password")
      status = failure.message
    case .failed(let failure, let retryIn):
      mode = .connected
      statusLine = localized("Publishing failed")
      status = Self.failureLine(failure, retryIn: retryIn)
      canPublishNow = true
    case .running:
      mode = .connected
      statusLine = localized("Publishing…")
      status = statusLine
    case .idle, .awaitingAnswer:  // never awaiting: a publish asks nothing
      mode = .connected
      statusLine =
        state.account?.lastSyncedAt.map {
          localized("Published {when}", ["when": Self.relative($0, now: now)])
        } ?? localized("Not published yet")
      status = statusLine
      canPublishNow = true
    }
  }

  /// "Publishing failed: REASON. Retrying in 4 min."
  static func failureLine(_ failure: SyncFailure, retryIn: Duration?) -> String {
    let reason = localized("Publishing failed: {reason}", ["reason": failure.message])
    guard let retryIn else { return reason }
    let minutes = max(1, Int(retryIn.components.seconds / 60))
    return reason + " " + localized("Retrying in {minutes} min.", ["minutes": String(minutes)])
  }

  /// "just now", "2 min ago", "3 h ago", "2 days ago".
  static func relative(_ date: Date, now: Date) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    switch seconds {
    case ..<60: return localized("just now")
    case ..<3600: return localized("{minutes} min ago", ["minutes": String(seconds / 60)])
    case ..<86_400: return localized("{hours} h ago", ["hours": String(seconds / 3600)])
    default:
      return localizedPlural("{count} day ago", "{count} days ago", count: seconds / 86_400)
    }
  }
}
