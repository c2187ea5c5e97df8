import Foundation
import RecipesLocalization

/// Publishing the plan to the cook's calendar ("Show in my calendar"): when to publish, one
/// at a time, what went wrong and when to try again; and the window's calendar account.
///
/// Publishes run at launch (once the account and its password are known), a few seconds
/// after the last change to the plan, every ten minutes, and on "Publish now". Never two at
/// once: a trigger during one makes one more after it. A failure is retried later, waiting
/// twice as long each time (up to half an hour), unless retrying cannot help (a refused
/// password, a wrong address): then the cook is asked. Every wait is on the injected clock.
public struct PlanCalendarFeature: Reducer, Sendable {
  /// What publishing is doing.
  public enum Phase: Equatable, Sendable {
    /// No calendar.
    case notSetUp
    /// Waiting for the next trigger.
    case idle
    /// A publish is running.
    case publishing
    /// The last publish failed; it is tried again after `retryIn` (never when nil).
    case failed(SyncFailure, retryIn: Duration?)
    /// The calendar is known but its password is not: the cook is asked; `reason` says why.
    case needsPassword(reason: String)
  }

  /// A calendar that worked, with its password, whether the keyring kept it, and what the
  /// first publish did.
  public struct Connected: Equatable, Sendable {
    /// The calendar and its user.
    public var account: CalendarAccount
    /// Its password.
    public var password: SyncPassword
    /// Whether the keyring keeps the password for the next launch.
    public var isRemembered: Bool
    /// What the publish that tried the calendar did.
    public var summary: PlanCalendarSummary

    /// Creates the record.
    public init(
      account: CalendarAccount, password: SyncPassword, isRemembered: Bool,
      summary: PlanCalendarSummary
    ) {
      self.account = account
      self.password = password
      self.isRemembered = isRemembered
      self.summary = summary
    }
  }

  /// What publishing holds.
  public struct State: Equatable, Sendable {
    /// The calendar published to; nil when not set up.
    public var account: CalendarAccount?
    /// What publishing is doing.
    public var phase = Phase.notSetUp
    /// The password for this session (from the keyring, or typed).
    public var password: SyncPassword?
    /// Whether the keyring keeps the password; false: it is asked at each launch.
    public var isKeyringAvailable = true
    /// Failures in a row, which set the wait before the next try.
    public var failures = 0
    /// Whether a trigger came during the running publish: one more follows it.
    public var publishAgain = false
    /// What the last finished publish did.
    public var lastSummary: PlanCalendarSummary?
    /// Whether the calendar window is open.
    public var isWindowOpen = false
    /// Increases each time the window is asked for, so the flow raises it again.
    public var openRequest = 0
    /// Whether "Connect" is trying the calendar.
    public var isConnecting = false
    /// Why the last "Connect" (or "Disconnect") failed, in one line.
    public var connectError: String?

    /// Creates the state of an app that has not read its calendar yet.
    public init() {}
  }

  /// What can happen to publishing.
  public enum Action: Equatable, Sendable {
    /// The app started: read the calendar and its password.
    case launched
    /// The library and the keyring answered.
    case accountLoaded(CalendarAccount?, SyncFeature.PasswordLookup)
    /// The plan changed here (not by a publish).
    case planChanged
    /// A few seconds passed since the last change.
    case changesSettled
    /// The time between publishes passed.
    case periodicTimerFired
    /// The wait after a failure passed.
    case retryTimerFired
    /// "Publish now" was pressed.
    case publishNowTapped
    /// The publish finished or failed.
    case publishResponse(Result<PlanCalendarSummary, SyncFailure>)
    /// "Show in my calendar…" was pressed in the planner.
    case openTapped
    /// The window was closed.
    case windowClosed
    /// "Connect" was pressed with what the window's fields hold.
    case connectTapped(address: String, user: String, password: SyncPassword)
    /// Trying the calendar (and keeping its password) succeeded or failed.
    case connectResponse(Result<Connected, SyncFailure>)
    /// A password was typed for the known calendar (at launch, or after it was refused).
    case passwordEntered(SyncPassword)
    /// "Disconnect" was pressed: forget the calendar and its password; the plan stays.
    case disconnectTapped
    /// The library and the keyring forgot the calendar (nil) or failed (one line).
    case disconnectResponse(failure: String?)
    /// The app is quitting: stop every publish and timer.
    case appQuitting
  }

  /// How long after a change publishing waits for more changes.
  public static let changeDelay = Duration.seconds(5)
  /// How long between publishes while the app is open.
  public static let period = Duration.seconds(10 * 60)

  enum CancelID: CaseIterable { case publish, changes, periodic, retry, connect }

  let client: PlanCalendarClient
  let library: Library
  let passwords: PasswordStore
  let clock: any Clock<Duration>

  /// Creates the feature with the calendar client, the library (which keeps the calendar),
  /// the keyring and the clock that times every wait.
  public init(
    client: PlanCalendarClient, library: Library, passwords: PasswordStore,
    clock: any Clock<Duration>
  ) {
    self.client = client
    self.library = library
    self.passwords = passwords
    self.clock = clock
  }

  /// Applies a publishing action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      return loadAccount()
    case .accountLoaded(let account, let lookup):
      return accountLoaded(account, lookup, &state)
    case .planChanged:
      guard state.account != nil, state.password != nil else { return .none }
      return after(Self.changeDelay, send: .changesSettled, id: .changes)
    case .changesSettled, .periodicTimerFired:
      switch state.phase {
      case .idle, .publishing: return startPublish(&state)
      default: return .none  // a failure waits for its retry, or for the cook
      }
    case .retryTimerFired:
      guard case .failed = state.phase else { return .none }
      return startPublish(&state)
    case .publishNowTapped:
      switch state.phase {
      case .notSetUp, .needsPassword: return .none
      default: return startPublish(&state)
      }
    case .publishResponse(.success(let summary)):
      return finished(summary, &state)
    case .publishResponse(.failure(let failure)):
      return failed(failure, &state)
    case .appQuitting:
      return .merge(CancelID.allCases.map { .cancel(id: $0) })
    default:
      return reduceAccount(into: &state, action: action)
    }
  }

  // MARK: - Publishing

  func startPublish(_ state: inout State) -> Effect<Action> {
    guard let account = state.account, let password = state.password else { return .none }
    guard state.phase != .publishing else {
      state.publishAgain = true
      return .none
    }
    state.phase = .publishing
    let run = Effect<Action>.run { [client] send in
      do throws(SyncFailure) {
        let summary = try await client.sync(account.calendarURL, account.user, password)
        await send(.publishResponse(.success(summary)))
      } catch {
        await send(.publishResponse(.failure(error)))
      }
    }
    return .merge(
      .cancel(id: CancelID.changes), .cancel(id: CancelID.retry), .cancel(id: CancelID.periodic),
      run.cancellable(id: CancelID.publish))
  }

  func finished(_ summary: PlanCalendarSummary, _ state: inout State) -> Effect<Action> {
    state.phase = .idle
    state.failures = 0
    state.lastSummary = summary
    state.account?.lastSyncedAt = summary.finishedAt
    guard !state.publishAgain else {
      state.publishAgain = false
      return startPublish(&state)
    }
    return after(Self.period, send: .periodicTimerFired, id: .periodic)
  }

  private func failed(_ failure: SyncFailure, _ state: inout State) -> Effect<Action> {
    state.failures += 1
    state.publishAgain = false
    let retry =
      failure.isRetried ? SyncFeature.retryDelay(afterFailures: state.failures) : nil
    state.phase = .failed(failure, retryIn: retry)
    guard let retry else { return .none }
    return after(retry, send: .retryTimerFired, id: .retry)
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

extension PlanCalendarSummary {
  /// Whether the publish changed the plan here (entries moved or removed in the calendar),
  /// so the planner reads its week again.
  public var changedPlan: Bool { movedHere > 0 || removedHere > 0 }
}
