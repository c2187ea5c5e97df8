import Foundation
import RecipesLocalization

/// The account: loading it at launch, "Connect" (tried before it is kept), a password typed
/// (kept in the keyring), "Disconnect".
extension PublishingSchedule {
  func reduceAccount(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      return loadAccount()
    case .accountLoaded(let account, let lookup):
      return accountLoaded(account, lookup, &state)
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
      if let summary = connected.summary { return finished(summary, &state) }
      state.failures = 0
      state.phase = .idle
      return start(&state)
    case .connectResponse(.failure(let failure)):
      state.isConnecting = false
      state.connectError = failure
      return .none
    case .passwordEntered(let password):
      guard let account = state.account, !password.value.isEmpty else { return .none }
      state.password = password
      state.failures = 0
      state.phase = .idle
      let key = service.passwordKey(account)
      let remember = Effect<Action>.run { [passwords] _ in
        try? await passwords.save(password.value, key)
      }
      return .merge(remember, start(&state))
    case .disconnectTapped:
      return disconnect(&state)
    case .disconnectResponse(let failure):
      state.connectError = failure.map { AccountFormError(.form, $0) }
      return .none
    default:
      return .none
    }
  }

  private func loadAccount() -> Effect<Action> {
    .run { [service, passwords] send in
      // A library that cannot say leaves the schedule off; the windows report its failures.
      guard let account = (try? await service.loadAccount()) ?? nil else {
        await send(.accountLoaded(nil, .missing))
        return
      }
      let lookup: PasswordLookup
      do {
        lookup =
          try await passwords.password(service.passwordKey(account)).map { .found(.init($0)) }
          ?? .missing
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

  private func accountLoaded(
    _ account: Account?, _ lookup: PasswordLookup, _ state: inout State
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
      return start(&state)
    case .missing:
      state.phase = .needsPassword(
        reason: localized("The keyring has no password for {user}.", ["user": account.user]))
    case .unavailable(let reason):
      state.isKeyringAvailable = false
      state.phase = .needsPassword(reason: reason)
    case .failed(let reason):
      state.phase = .needsPassword(reason: reason)
    }
    // Asked at launch where the service says so; else the window asks when opened.
    if service.asksPasswordAtLaunch {
      state.isWindowOpen = true
      state.openRequest += 1
    }
    return .none
  }

  private func connect(
    address: String, user rawUser: String, password: SyncPassword, _ state: inout State
  ) -> Effect<Action> {
    guard !state.isConnecting, state.account == nil else { return .none }
    let user = rawUser.trimmingCharacters(in: .whitespaces)
    let account: Account
    do throws(AccountFormError) {
      guard !address.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw AccountFormError(.address, service.missingAddressMessage())
      }
      guard !user.isEmpty else { throw AccountFormError(.user, localized("Enter the user name.")) }
      guard !password.value.isEmpty else {
        throw AccountFormError(.password, localized("Enter the app password."))
      }
      account = try service.makeAccount(address, user)
    } catch {
      state.connectError = error
      return .none
    }
    state.isConnecting = true
    state.connectError = nil
    return .run { [service, passwords] send in
      let summary: Summary?
      do throws(SyncFailure) {
        summary = try await service.tryAccount(account, password)
      } catch {
        await send(.connectResponse(.failure(service.formError(error, address, user))))
        return
      }
      let key = service.passwordKey(account)
      let isRemembered = (try? await passwords.save(password.value, key)) != nil
      let connected = Connected(
        account: account, password: password, isRemembered: isRemembered, summary: summary)
      await send(.connectResponse(.success(connected)))
    }
    .cancellable(id: CancelID.connect, cancelInFlight: true)
  }

  private func disconnect(_ state: inout State) -> Effect<Action> {
    guard let account = state.account else { return .none }
    let keepsWindow = (state.isWindowOpen, state.openRequest, state.isKeyringAvailable)
    state = State()
    (state.isWindowOpen, state.openRequest, state.isKeyringAvailable) = keepsWindow
    let stop = Effect<Action>.merge(CancelID.allCases.map { .cancel(id: $0) })
    let forget = Effect<Action>.run { [service, passwords] send in
      // The keyring may hold nothing (or not answer): only the library's failure matters.
      try? await passwords.forget(service.passwordKey(account))
      do {
        try await service.forgetAccount()
        await send(.disconnectResponse(failure: nil))
      } catch {
        await send(
          .disconnectResponse(failure: service.forgetFailureMessage(RecipesError(error).message)))
      }
    }
    return .merge(stop, forget)
  }
}
