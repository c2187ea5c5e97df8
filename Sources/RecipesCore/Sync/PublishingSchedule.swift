import Foundation

/// An account that runs on a schedule — the recipe sync, the plan's calendar — and its
/// window: when to run, one at a time, what went wrong and when to try again.
///
/// Runs happen at launch (once the account and its password are known), a few seconds after
/// the last change, every ten minutes, and on "now". Never two at once: a trigger during a
/// run makes one more after it. A failure is retried later, waiting twice as long each time
/// (up to half an hour), unless retrying cannot help (a refused password, a wrong address):
/// then the cook is asked. Every wait is on the injected clock. The account is tried before
/// it is kept, and its password lives in the keyring.
public struct PublishingSchedule<Account: PublishedAccount, Summary: PublishedSummary>: Reducer,
  Sendable
{
  /// What the schedule is doing.
  public enum Phase: Equatable, Sendable {
    /// No account.
    case notSetUp
    /// Waiting for the next trigger.
    case idle
    /// A run is going.
    case running
    /// The last run failed; it is tried again after `retryIn` (never when nil).
    case failed(SyncFailure, retryIn: Duration?)
    /// The account is known but its password is not: the cook is asked; `reason` says why.
    case needsPassword(reason: String)
    /// The last run stopped to ask the cook something: nothing runs by itself until then.
    case awaitingAnswer
  }

  /// An account that worked, with its password, whether the keyring kept it, and what
  /// trying it did when trying was a run.
  public struct Connected: Equatable, Sendable {
    /// The account, as kept.
    public var account: Account
    /// Its password.
    public var password: SyncPassword
    /// Whether the keyring keeps the password for the next launch.
    public var isRemembered: Bool
    /// What the run that tried the account did; nil when trying it ran nothing.
    public var summary: Summary?

    /// Creates the record.
    public init(
      account: Account, password: SyncPassword, isRemembered: Bool, summary: Summary? = nil
    ) {
      self.account = account
      self.password = password
      self.isRemembered = isRemembered
      self.summary = summary
    }
  }

  /// What the schedule holds.
  public struct State: Equatable, Sendable {
    /// The account; nil when not set up.
    public var account: Account?
    /// What the schedule is doing.
    public var phase = Phase.notSetUp
    /// The password for this session (from the keyring, or typed).
    public var password: SyncPassword?
    /// Whether the keyring keeps the password; false: it is asked at each launch.
    public var isKeyringAvailable = true
    /// Failures in a row, which set the wait before the next try.
    public var failures = 0
    /// Whether a trigger came during the run: one more follows it.
    public var runsAgain = false
    /// What the last finished run did.
    public var lastSummary: Summary?
    /// Whether the account's window is open.
    public var isWindowOpen = false
    /// Increases each time the window is asked for, so the flow raises it again.
    public var openRequest = 0
    /// Whether "Connect" is trying the account.
    public var isConnecting = false
    /// Why the last "Connect" (or "Disconnect") failed, on the field concerned.
    public var connectError: AccountFormError?

    /// Creates the state of an app that has not read its account yet.
    public init() {}
  }

  /// What can happen to the schedule.
  public enum Action: Equatable, Sendable {
    /// The app started: read the account and its password.
    case launched
    /// The library and the keyring answered.
    case accountLoaded(Account?, PasswordLookup)
    /// What the runs carry changed here (not by a run).
    case changed
    /// A few seconds passed since the last change.
    case changesSettled
    /// The time between runs passed.
    case periodicTimerFired
    /// The wait after a failure passed.
    case retryTimerFired
    /// "Sync now" (or "Publish now") was pressed.
    case runNowTapped
    /// The run finished or failed.
    case runResponse(Result<Summary, SyncFailure>)
    /// The window was asked for.
    case openTapped
    /// The window was closed.
    case windowClosed
    /// "Connect" was pressed with what the window's fields hold.
    case connectTapped(address: String, user: String, password: SyncPassword)
    /// Trying (and keeping) the account succeeded or failed.
    case connectResponse(Result<Connected, AccountFormError>)
    /// A password was typed for the known account (at launch, or after it was refused).
    case passwordEntered(SyncPassword)
    /// "Disconnect" was pressed: forget the account and its password.
    case disconnectTapped
    /// The library and the keyring forgot the account (nil) or failed (one line).
    case disconnectResponse(failure: String?)
    /// The app is quitting: stop every run and timer.
    case appQuitting
  }

  enum CancelID: CaseIterable { case run, changes, periodic, retry, connect }

  let service: PublishingService<Account, Summary>
  let passwords: PasswordStore
  let clock: any Clock<Duration>

  /// Creates the schedule of what `service` runs, with the keyring and the clock that times
  /// every wait.
  public init(
    service: PublishingService<Account, Summary>, passwords: PasswordStore,
    clock: any Clock<Duration>
  ) {
    self.service = service
    self.passwords = passwords
    self.clock = clock
  }

  /// Applies an action of the schedule.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .changed:
      guard state.account != nil, state.password != nil else { return .none }
      return after(PublishingPace.changeDelay, send: .changesSettled, id: .changes)
    case .changesSettled, .periodicTimerFired:
      switch state.phase {
      case .idle, .running: return start(&state)
      default: return .none  // a failure waits for its retry, or for the cook
      }
    case .retryTimerFired:
      guard case .failed = state.phase else { return .none }
      return start(&state)
    case .runNowTapped:
      switch state.phase {
      case .notSetUp, .needsPassword: return .none
      default: return start(&state)
      }
    case .runResponse(.success(let summary)):
      return finished(summary, &state)
    case .runResponse(.failure(let failure)):
      return failed(failure, &state)
    case .appQuitting:
      return .merge(CancelID.allCases.map { .cancel(id: $0) })
    default:
      return reduceAccount(into: &state, action: action)
    }
  }

  // MARK: - Running

  /// Starts a run, or queues one more after the run going; `consented`: the cook allowed
  /// what the last run stopped to ask.
  func start(_ state: inout State, consented: Bool = false) -> Effect<Action> {
    guard let account = state.account, let password = state.password else { return .none }
    guard state.phase != .running else {
      state.runsAgain = true
      return .none
    }
    state.phase = .running
    let run = Effect<Action>.run { [service] send in
      do throws(SyncFailure) {
        let summary = try await service.run(account, password, consented)
        await send(.runResponse(.success(summary)))
      } catch {
        await send(.runResponse(.failure(error)))
      }
    }
    return .merge(
      .cancel(id: CancelID.changes), .cancel(id: CancelID.retry), .cancel(id: CancelID.periodic),
      run.cancellable(id: CancelID.run))
  }

  /// Stops at a run's question: nothing runs by itself until the cook answers.
  func awaitAnswer(_ state: inout State) {
    state.phase = .awaitingAnswer
    state.runsAgain = false
  }

  /// Leaves the question unanswered: the next run waits for the period.
  func declineAnswer(_ state: inout State) -> Effect<Action> {
    state.phase = .idle
    return after(PublishingPace.period, send: .periodicTimerFired, id: .periodic)
  }

  func finished(_ summary: Summary, _ state: inout State) -> Effect<Action> {
    state.phase = .idle
    state.failures = 0
    state.lastSummary = summary
    state.account?.lastSyncedAt = summary.finishedAt
    guard !state.runsAgain else {
      state.runsAgain = false
      return start(&state)
    }
    return after(PublishingPace.period, send: .periodicTimerFired, id: .periodic)
  }

  private func failed(_ failure: SyncFailure, _ state: inout State) -> Effect<Action> {
    state.failures += 1
    state.runsAgain = false
    let retry =
      failure.isRetried ? PublishingPace.retryDelay(afterFailures: state.failures) : nil
    state.phase = .failed(failure, retryIn: retry)
    guard let retry else { return .none }
    return after(retry, send: .retryTimerFired, id: .retry)
  }

  // MARK: - Timers

  private func after(_ duration: Duration, send action: Action, id: CancelID) -> Effect<Action> {
    .send(action, after: duration, on: clock, id: id)
  }
}
