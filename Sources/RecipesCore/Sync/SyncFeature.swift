import Foundation
import RecipesLocalization

/// Keeping the library in sync with the account's folder: when to sync, one at a time,
/// what went wrong and when to try again; and the "Sync…" window's account.
///
/// Syncs run at launch (once the account and its password are known), a few seconds after
/// each change to the cook's recipes or favorites, every few minutes, and on "Sync now".
/// Never two at once: a trigger during a sync makes one more after it. A failure is retried
/// later, waiting twice as long each time (up to half an hour), unless retrying cannot help
/// (a refused password, a wrong address): then the cook is asked. Every wait is on the
/// injected clock.
public struct SyncFeature: Reducer, Sendable {
  /// What the sync is doing.
  public enum Phase: Equatable, Sendable {
    /// No account.
    case notSetUp
    /// Waiting for the next trigger.
    case idle
    /// A sync is running.
    case syncing
    /// The last sync failed; it is tried again after `retryIn` (never when nil).
    case failed(SyncFailure, retryIn: Duration?)
    /// The account is known but its password is not (no keyring, or none in it): the cook
    /// is asked; `reason` says why, in one line.
    case needsPassword(reason: String)
    /// The last sync stopped before deleting more than half of the synced recipes: the
    /// cook allows it or not.
    case confirmingDeletion(SyncSummary.MassDeletion)
  }

  /// The schedule the sync runs on: triggers, one sync at a time, retries, the account.
  public typealias Schedule = PublishingSchedule<SyncAccount, SyncSummary>
  /// An account that worked, with its password and whether the keyring kept it.
  public typealias Connected = Schedule.Connected

  /// What the sync holds: the schedule's state (read through it: `state.account`,
  /// `state.password` …) and what only the sync has.
  @dynamicMemberLookup
  public struct State: Equatable, Sendable {
    /// The account, its password, its window, and when it syncs.
    public var schedule = Schedule.State()
    /// The question the last sync stopped at, while it stands.
    public var massDeletion: SyncSummary.MassDeletion?
    /// The message about conflict copies the last syncs kept, until dismissed.
    public var conflictNotice: String?

    /// Creates the state of an app that has not read its account yet.
    public init() {}

    /// The schedule's `keyPath`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Schedule.State, Value>)
      -> Value
    {
      get { schedule[keyPath: keyPath] }
      set { schedule[keyPath: keyPath] = newValue }
    }

    /// Whether a trigger came during the running sync: one more follows it.
    public var syncAgain: Bool {
      get { schedule.runsAgain }
      set { schedule.runsAgain = newValue }
    }
  }

  /// What can happen to the sync.
  public enum Action: Equatable, Sendable {
    /// What its schedule handles: the triggers ("Sync now", a change, the timers), a sync's
    /// answer, the account and its window, quitting.
    case schedule(Schedule.Action)
    /// The cook allowed the deletions the sync stopped before.
    case massDeletionAllowed
    /// The cook refused them: nothing is deleted; the next sync asks again.
    case massDeletionRefused
    /// The message about conflict copies was closed.
    case conflictNoticeDismissed

    /// The app started: read the account and its password.
    public static let launched = Self.schedule(.launched)
    /// The app is quitting: stop every sync and timer.
    public static let appQuitting = Self.schedule(.appQuitting)
  }

  /// How long after a change the sync waits for more changes.
  public static let changeDelay = PublishingPace.changeDelay
  /// How long between syncs while the app is open.
  public static let period = PublishingPace.period
  /// The longest wait after failures.
  public static let longestRetryDelay = PublishingPace.longestRetryDelay

  /// The wait after `failures` failures in a row: 1, 2, 4 … minutes, at most half an hour.
  public static func retryDelay(afterFailures failures: Int) -> Duration {
    PublishingPace.retryDelay(afterFailures: failures)
  }

  let schedule: Schedule

  /// Creates the feature with the sync, the library (which keeps the account), the
  /// keyring and the clock that times every wait.
  public init(
    sync: RecipeSyncClient, library: Library, passwords: PasswordStore,
    clock: any Clock<Duration>
  ) {
    schedule = Schedule(
      service: Self.service(sync: sync, library: library), passwords: passwords, clock: clock)
  }

  /// Applies a sync action: the schedule's go to it, with the question and the notice the
  /// sync adds around them.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .schedule(.runResponse(.success(let summary))) where summary.massDeletion != nil:
      state.massDeletion = summary.massDeletion
      schedule.awaitAnswer(&state.schedule)
      return .none
    case .massDeletionAllowed:
      guard state.schedule.phase == .awaitingAnswer else { return .none }
      state.massDeletion = nil
      state.schedule.phase = .idle
      return schedule.start(&state.schedule, consented: true).map(Action.schedule)
    case .massDeletionRefused:
      guard state.schedule.phase == .awaitingAnswer else { return .none }
      state.massDeletion = nil
      return schedule.declineAnswer(&state.schedule).map(Action.schedule)
    case .conflictNoticeDismissed:
      state.conflictNotice = nil
      return .none
    case .schedule(let scheduled):
      if scheduled == .disconnectTapped, state.account != nil {
        state.conflictNotice = nil  // nothing of the forgotten account stays
      }
      let effect = schedule.reduce(into: &state.schedule, action: scheduled)
        .map(Action.schedule)
      if case .runResponse(.success(let summary)) = scheduled,
        let notice = Self.conflictNotice(summary)
      {
        state.conflictNotice = notice
      }
      if state.schedule.phase != .awaitingAnswer { state.massDeletion = nil }
      return effect
    }
  }

  // MARK: - Conflicts

  /// The message naming the copies a sync kept of this machine's versions, and the
  /// recipes deleted on one side and edited on the other (no copy: the edit was kept); nil
  /// without conflicts.
  public static func conflictNotice(_ summary: SyncSummary) -> String? {
    guard summary.conflicts > 0 else { return nil }
    var parts: [String] = []
    if !summary.conflictCopies.isEmpty {
      let names = summary.conflictCopies.map { localized("“{name}”", ["name": $0]) }
        .joined(separator: ", ")
      parts.append(
        localized(
          """
          Changed here and on the server: the server’s version stays, and yours was kept as \
          {names}.
          """, ["names": names]))
    }
    let deletedAndEdited = summary.conflicts - summary.conflictCopies.count
    if deletedAndEdited > 0 {
      parts.append(
        localizedPlural(
          """
          {count} recipe was deleted on one side and edited on the other: the edited version \
          was kept.
          """,
          """
          {count} recipes were deleted on one side and edited on the other: the edited \
          versions were kept.
          """,
          count: deletedAndEdited))
    }
    return parts.joined(separator: " ")
  }
}
