import Foundation
import RecipesLocalization

/// The sync on its `PublishingSchedule`: its phase in the schedule's terms, and what a run,
/// an account and the keyring are for a WebDAV folder.
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
      makeAccount: { server, user throws(AccountFormError) in
        do throws(SyncFolderAddress.Problem) {
          let address = try SyncFolderAddress(server: server, user: user)
          return SyncAccount(serverURL: address.folderURL, user: user)
        } catch {
          throw formError(error)
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
      formError: { failure, address, user in formError(failure, address: address, user: user) },
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
