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

  /// The account's password as the keyring answered at launch.
  public enum PasswordLookup: Equatable, Sendable {
    /// The keyring had it.
    case found(SyncPassword)
    /// The keyring answered without it.
    case missing
    /// No keyring answers on this desktop; the one line to show.
    case unavailable(String)
    /// The keyring failed (locked, refused); the one line to show.
    case failed(String)
  }

  /// An account that worked, with its password and whether the keyring kept it.
  public struct Connected: Equatable, Sendable {
    /// The account, as saved in the library.
    public var account: SyncAccount
    /// Its password.
    public var password: SyncPassword
    /// Whether the keyring keeps the password for the next launch.
    public var isRemembered: Bool

    /// Creates the record.
    public init(account: SyncAccount, password: SyncPassword, isRemembered: Bool) {
      self.account = account
      self.password = password
      self.isRemembered = isRemembered
    }
  }

  /// What the sync holds.
  public struct State: Equatable, Sendable {
    /// The account synced with; nil when sync is not set up.
    public var account: SyncAccount?
    /// What the sync is doing.
    public var phase = Phase.notSetUp
    /// The password for this session (from the keyring, or typed).
    public var password: SyncPassword?
    /// Whether the keyring keeps the password; false: it is asked at each launch.
    public var isKeyringAvailable = true
    /// Failures in a row, which set the wait before the next try.
    public var failures = 0
    /// Whether a trigger came during the running sync: one more follows it.
    public var syncAgain = false
    /// What the last finished sync did.
    public var lastSummary: SyncSummary?
    /// The message about conflict copies the last syncs kept, until dismissed.
    public var conflictNotice: String?
    /// Whether the "Sync…" window is open.
    public var isWindowOpen = false
    /// Increases each time the window is asked for, so the flow raises it again.
    public var openRequest = 0
    /// Whether "Connect" is trying the account.
    public var isConnecting = false
    /// Why the last "Connect" (or "Disconnect") failed, in one line.
    public var connectError: String?

    /// Creates the state of an app that has not read its account yet.
    public init() {}
  }

  /// What can happen to the sync.
  public enum Action: Equatable, Sendable {
    /// The app started: read the account and its password.
    case launched
    /// The library and the keyring answered.
    case accountLoaded(SyncAccount?, PasswordLookup)
    /// The cook's recipes or favorites changed here (not by a sync).
    case libraryChanged
    /// A few seconds passed since the last change.
    case changesSettled
    /// The time between syncs passed.
    case periodicTimerFired
    /// The wait after a failure passed.
    case retryTimerFired
    /// "Sync now" was pressed.
    case syncNowTapped
    /// The sync finished or failed.
    case syncResponse(Result<SyncSummary, SyncFailure>)
    /// The cook allowed the deletions the sync stopped before.
    case massDeletionAllowed
    /// The cook refused them: nothing is deleted; the next sync asks again.
    case massDeletionRefused
    /// "Sync…" was chosen in the main menu (or the header's status clicked).
    case openTapped
    /// The window was closed.
    case windowClosed
    /// "Connect" was pressed with what the window's fields hold.
    case connectTapped(server: String, user: String, password: SyncPassword)
    /// Trying (and saving) the account succeeded or failed.
    case connectResponse(Result<Connected, SyncFailure>)
    /// A password was typed for the known account (at launch, or after it was refused).
    case passwordEntered(SyncPassword)
    /// "Disconnect" was pressed: forget the account and its password; recipes stay.
    case disconnectTapped
    /// The library and the keyring forgot the account (nil) or failed (one line).
    case disconnectResponse(failure: String?)
    /// The message about conflict copies was closed.
    case conflictNoticeDismissed
    /// The app is quitting: stop every sync and timer.
    case appQuitting
  }

  /// How long after a change the sync waits for more changes.
  public static let changeDelay = Duration.seconds(5)
  /// How long between syncs while the app is open.
  public static let period = Duration.seconds(10 * 60)
  /// The longest wait after failures.
  public static let longestRetryDelay = Duration.seconds(30 * 60)

  /// The wait after `failures` failures in a row: 1, 2, 4 … minutes, at most half an hour.
  public static func retryDelay(afterFailures failures: Int) -> Duration {
    let minutes = 1 << min(max(failures - 1, 0), 5)
    return min(.seconds(60 * minutes), longestRetryDelay)
  }

  enum CancelID: CaseIterable { case sync, changes, periodic, retry, connect }

  let sync: RecipeSyncClient
  let library: Library
  let passwords: PasswordStore
  let clock: any Clock<Duration>

  /// Creates the feature with the sync, the library (which keeps the account), the
  /// keyring and the clock that times every wait.
  public init(
    sync: RecipeSyncClient, library: Library, passwords: PasswordStore,
    clock: any Clock<Duration>
  ) {
    self.sync = sync
    self.library = library
    self.passwords = passwords
    self.clock = clock
  }

  /// Applies a sync action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      return loadAccount()
    case .accountLoaded(let account, let lookup):
      return accountLoaded(account, lookup, &state)
    case .libraryChanged:
      guard state.account != nil, state.password != nil else { return .none }
      return after(Self.changeDelay, send: .changesSettled, id: .changes)
    case .changesSettled, .periodicTimerFired:
      switch state.phase {
      case .idle, .syncing: return startSync(&state)
      default: return .none  // a failure waits for its retry, or for the cook
      }
    case .retryTimerFired:
      guard case .failed = state.phase else { return .none }
      return startSync(&state)
    case .syncNowTapped:
      switch state.phase {
      case .notSetUp, .needsPassword: return .none
      default: return startSync(&state)
      }
    case .syncResponse(.success(let summary)):
      return finished(summary, &state)
    case .syncResponse(.failure(let failure)):
      return failed(failure, &state)
    case .massDeletionAllowed:
      guard case .confirmingDeletion = state.phase else { return .none }
      state.phase = .idle
      return startSync(&state, allowingMassDeletion: true)
    case .massDeletionRefused:
      guard case .confirmingDeletion = state.phase else { return .none }
      state.phase = .idle
      return after(Self.period, send: .periodicTimerFired, id: .periodic)
    case .conflictNoticeDismissed:
      state.conflictNotice = nil
      return .none
    case .appQuitting:
      return .merge(CancelID.allCases.map { .cancel(id: $0) })
    default:
      return reduceAccount(into: &state, action: action)
    }
  }

  // MARK: - Syncing

  func startSync(_ state: inout State, allowingMassDeletion: Bool = false)
    -> Effect<Action>
  {
    guard let account = state.account, let password = state.password else { return .none }
    guard state.phase != .syncing else {
      state.syncAgain = true
      return .none
    }
    state.phase = .syncing
    let run = Effect<Action>.run { [sync] send in
      do throws(SyncFailure) {
        let summary = try await sync.sync(account, password, allowingMassDeletion)
        await send(.syncResponse(.success(summary)))
      } catch {
        await send(.syncResponse(.failure(error)))
      }
    }
    return .merge(
      .cancel(id: CancelID.changes), .cancel(id: CancelID.retry), .cancel(id: CancelID.periodic),
      run.cancellable(id: CancelID.sync))
  }

  private func finished(_ summary: SyncSummary, _ state: inout State) -> Effect<Action> {
    if let mass = summary.massDeletion {
      state.phase = .confirmingDeletion(mass)
      state.syncAgain = false
      return .none
    }
    state.phase = .idle
    state.failures = 0
    state.lastSummary = summary
    state.account?.lastSyncedAt = summary.finishedAt
    if let notice = Self.conflictNotice(summary) { state.conflictNotice = notice }
    guard !state.syncAgain else {
      state.syncAgain = false
      return startSync(&state)
    }
    return after(Self.period, send: .periodicTimerFired, id: .periodic)
  }

  private func failed(_ failure: SyncFailure, _ state: inout State) -> Effect<Action> {
    state.failures += 1
    state.syncAgain = false
    let retry = failure.isRetried ? Self.retryDelay(afterFailures: state.failures) : nil
    state.phase = .failed(failure, retryIn: retry)
    guard let retry else { return .none }
    return after(retry, send: .retryTimerFired, id: .retry)
  }

  /// The message naming the copies a sync kept of this machine's versions; nil without
  /// conflicts.
  static func conflictNotice(_ summary: SyncSummary) -> String? {
    guard summary.conflicts > 0 else { return nil }
    guard !summary.conflictCopies.isEmpty else {
      return localizedPlural(
        """
        {count} recipe was changed here and on the server: the server’s version stays, and \
        yours was kept beside it as a conflict copy.
        """,
        """
        {count} recipes were changed here and on the server: the server’s version stays, and \
        yours was kept beside it as a conflict copy.
        """,
        count: summary.conflicts)
    }
    let names = summary.conflictCopies.map { localized("“{name}”", ["name": $0]) }
      .joined(separator: ", ")
    return localized(
      """
      Changed here and on the server: the server’s version stays, and yours was kept as \
      {names}.
      """, ["names": names])
  }

  // MARK: - Timers

  func after(_ duration: Duration, send action: Action, id: CancelID) -> Effect<Action> {
    let clock: any Clock<Duration> = self.clock
    let sleep = ClockDeadline.sleep(duration, on: clock)
    return Effect<Action>.run { send in
      guard (try? await sleep()) != nil else { return }
      await send(action)
    }
    .cancellable(id: id, cancelInFlight: true)
  }

}
