import Foundation
import RecipesLocalization

/// The sync on its `PublishingSchedule`: its phase and actions in the schedule's terms, and
/// what a run, an account and the keyring are for a WebDAV folder.
extension SyncFeature {
  static func service(sync: RecipeSyncClient, library: Library) -> PublishingService<
    SyncAccount, SyncSummary
  > {
    PublishingService(
      run: { account, password, consented throws(SyncFailure) in
        try await sync.sync(account, password, consented)
      },
      loadAccount: { try await library.syncAccount() },
      forgetAccount: { try await library.forgetSync() },
      passwordKey: { PasswordKey(server: $0.serverURL, user: $0.user, purpose: .recipeSync) },
      makeAccount: { server, user throws(SyncFailure) in
        do throws(SyncFolderAddress.Problem) {
          let address = try SyncFolderAddress(server: server, user: user)
          return SyncAccount(serverURL: address.folderURL, user: user)
        } catch {
          let message = error.message
          throw SyncFailure(.setup, message.prefix(1).uppercased() + message.dropFirst())
        }
      },
      tryAccount: { account, password throws(SyncFailure) in
        try await sync.check(account, password)
        do {
          try await library.saveSyncAccount(account)
        } catch {
          let reason = localized(
            "the account could not be saved: {reason}", ["reason": RecipesError(error).message])
          throw SyncFailure(.library, reason)
        }
        return nil
      },
      missingAddressMessage: { localized("Enter the server’s address.") },
      forgetFailureMessage: {
        localized("the account could not be forgotten: {reason}", ["reason": $0])
      },
      asksPasswordAtLaunch: true)
  }
}

extension SyncFeature.State {
  /// What the sync is doing.
  public var phase: SyncFeature.Phase {
    get {
      switch schedule.phase {
      case .notSetUp: .notSetUp
      case .idle: .idle
      case .running: .syncing
      case .failed(let failure, let retryIn): .failed(failure, retryIn: retryIn)
      case .needsPassword(let reason): .needsPassword(reason: reason)
      case .awaitingAnswer: massDeletion.map { .confirmingDeletion($0) } ?? .idle
      }
    }
    set {
      massDeletion = nil
      switch newValue {
      case .notSetUp: schedule.phase = .notSetUp
      case .idle: schedule.phase = .idle
      case .syncing: schedule.phase = .running
      case .failed(let failure, let retryIn): schedule.phase = .failed(failure, retryIn: retryIn)
      case .needsPassword(let reason): schedule.phase = .needsPassword(reason: reason)
      case .confirmingDeletion(let mass):
        schedule.phase = .awaitingAnswer
        massDeletion = mass
      }
    }
  }
}

extension SyncFeature.Action {
  /// This action in the schedule's terms; nil for what only the sync has.
  var scheduled: SyncFeature.Schedule.Action? {
    switch self {
    case .launched: .launched
    case .accountLoaded(let account, let lookup): .accountLoaded(account, lookup)
    case .libraryChanged: .changed
    case .changesSettled: .changesSettled
    case .periodicTimerFired: .periodicTimerFired
    case .retryTimerFired: .retryTimerFired
    case .syncNowTapped: .runNowTapped
    case .syncResponse(let result): .runResponse(result)
    case .openTapped: .openTapped
    case .windowClosed: .windowClosed
    case .connectTapped(let server, let user, let password):
      .connectTapped(address: server, user: user, password: password)
    case .connectResponse(let result): .connectResponse(result)
    case .passwordEntered(let password): .passwordEntered(password)
    case .disconnectTapped: .disconnectTapped
    case .disconnectResponse(let failure): .disconnectResponse(failure: failure)
    case .appQuitting: .appQuitting
    case .massDeletionAllowed, .massDeletionRefused, .conflictNoticeDismissed: nil
    }
  }

  /// The schedule's `action` as the sync's.
  public init(_ action: SyncFeature.Schedule.Action) {
    switch action {
    case .launched: self = .launched
    case .accountLoaded(let account, let lookup): self = .accountLoaded(account, lookup)
    case .changed: self = .libraryChanged
    case .changesSettled: self = .changesSettled
    case .periodicTimerFired: self = .periodicTimerFired
    case .retryTimerFired: self = .retryTimerFired
    case .runNowTapped: self = .syncNowTapped
    case .runResponse(let result): self = .syncResponse(result)
    case .openTapped: self = .openTapped
    case .windowClosed: self = .windowClosed
    case .connectTapped(let server, let user, let password):
      self = .connectTapped(server: server, user: user, password: password)
    case .connectResponse(let result): self = .connectResponse(result)
    case .passwordEntered(let password): self = .passwordEntered(password)
    case .disconnectTapped: self = .disconnectTapped
    case .disconnectResponse(let failure): self = .disconnectResponse(failure: failure)
    case .appQuitting: self = .appQuitting
    }
  }
}
