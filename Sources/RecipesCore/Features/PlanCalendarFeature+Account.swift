import Foundation
import RecipesLocalization

/// The calendar: loading it at launch, "Connect", a password typed, "Disconnect".
extension PlanCalendarFeature {
  func reduceAccount(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .openTapped:
      state.isWindowOpen = true
      state.openRequest += 1
      return .none
    case .windowClosed:
      state.isWindowOpen = false
      state.connectError = nil
      guard state.isConnecting else { return .none }
      state.isConnecting = false
      return .cancel(id: CancelID.connect)
    case .connectTapped(let address, let user, let password):
      return connect(address: address, user: user, password: password, &state)
    case .connectResponse(.success(let connected)):
      state.isConnecting = false
      state.connectError = nil
      state.account = connected.account
      state.password = connected.password
      state.isKeyringAvailable = connected.isRemembered
      return finished(connected.summary, &state)
    case .connectResponse(.failure(let failure)):
      state.isConnecting = false
      state.connectError = failure.message
      return .none
    case .passwordEntered(let password):
      guard let account = state.account, !password.value.isEmpty else { return .none }
      state.password = password
      state.failures = 0
      state.phase = .idle
      let key = Self.key(account)
      let remember = Effect<Action>.run { [passwords] _ in
        try? await passwords.save(password.value, key)
      }
      return .merge(remember, startPublish(&state))
    case .disconnectTapped:
      return disconnect(&state)
    case .disconnectResponse(let failure):
      state.connectError = failure
      return .none
    default:
      return .none
    }
  }

  func loadAccount() -> Effect<Action> {
    .run { [library, passwords] send in
      // A library that cannot say leaves publishing off; the planner reports its failures.
      guard let account = (try? await library.calendar.account()) ?? nil else {
        await send(.accountLoaded(nil, .missing))
        return
      }
      let lookup: SyncFeature.PasswordLookup
      do {
        lookup =
          try await passwords.password(Self.key(account)).map { .found(.init($0)) } ?? .missing
      } catch PasswordStoreError.unavailable(let reason) {
        lookup = .unavailable(reason)
      } catch PasswordStoreError.failed(let reason) {
        lookup = .failed(reason)
      } catch {
        lookup = .failed(RecipesError(error).message)
      }
      await send(.accountLoaded(account, lookup))
    }
  }

  func accountLoaded(
    _ account: CalendarAccount?, _ lookup: SyncFeature.PasswordLookup, _ state: inout State
  ) -> Effect<Action> {
    guard let account else {
      state.phase = .notSetUp
      return .none
    }
    state.account = account
    switch lookup {
    case .found(let password):
      state.password = password
      state.phase = .idle
      return startPublish(&state)
    case .missing:
      state.phase = .needsPassword(
        reason: localized("The keyring has no password for {user}.", ["user": account.user]))
    case .unavailable(let reason):
      state.isKeyringAvailable = false
      state.phase = .needsPassword(reason: reason)
    case .failed(let reason):
      state.phase = .needsPassword(reason: reason)
    }
    // The planner's status line says a password is needed; the window asks when opened.
    return .none
  }

  private func connect(
    address: String, user rawUser: String, password: SyncPassword, _ state: inout State
  ) -> Effect<Action> {
    guard !state.isConnecting, state.account == nil else { return .none }
    let user = rawUser.trimmingCharacters(in: .whitespaces)
    let calendar: URL
    do throws(SyncFailure) {
      guard !address.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw SyncFailure(.setup, localized("Enter the calendar’s address."))
      }
      guard !user.isEmpty else { throw SyncFailure(.setup, localized("Enter the user name.")) }
      guard !password.value.isEmpty else {
        throw SyncFailure(.setup, localized("Enter the app password."))
      }
      calendar = try client.address(address, user)
    } catch {
      state.connectError = error.message
      return .none
    }
    state.isConnecting = true
    state.connectError = nil
    return .run { [client, library, passwords] send in
      // The client remembers the calendar once it answers as one; a publish that then fails
      // leaves nothing kept (a later one finds its events again by name).
      let hadNone: Bool
      do {
        hadNone = try await library.calendar.account() == nil
      } catch {
        hadNone = false
      }
      let summary: PlanCalendarSummary
      do throws(SyncFailure) {
        summary = try await client.sync(calendar, user, password)
      } catch {
        if hadNone { try? await library.calendar.forget() }
        await send(.connectResponse(.failure(error)))
        return
      }
      let account = CalendarAccount(calendarURL: calendar, user: user)
      let isRemembered = (try? await passwords.save(password.value, Self.key(account))) != nil
      await send(
        .connectResponse(
          .success(
            Connected(
              account: account, password: password, isRemembered: isRemembered,
              summary: summary))))
    }
    .cancellable(id: CancelID.connect, cancelInFlight: true)
  }

  private func disconnect(_ state: inout State) -> Effect<Action> {
    guard let account = state.account else { return .none }
    let keepsWindow = (state.isWindowOpen, state.openRequest, state.isKeyringAvailable)
    state = State()
    (state.isWindowOpen, state.openRequest, state.isKeyringAvailable) = keepsWindow
    let stop = Effect<Action>.merge(CancelID.allCases.map { .cancel(id: $0) })
    let forget = Effect<Action>.run { [library, passwords] send in
      // The keyring may hold nothing (or not answer): only the library's failure matters.
      try? await passwords.forget(Self.key(account))
      do {
        try await library.calendar.forget()
        await send(.disconnectResponse(failure: nil))
      } catch {
        await send(
          .disconnectResponse(
            failure: localized(
              "The calendar could not be forgotten: {reason}",
              ["reason": RecipesError(error).message])))
      }
    }
    return .merge(stop, forget)
  }

  /// Where the keyring keeps the password of `account`'s calendar (the command line's
  /// `recipes plan sync` uses the same key).
  static func key(_ account: CalendarAccount) -> PasswordKey {
    PasswordKey(server: account.calendarURL, user: account.user, purpose: .calendar)
  }
}
