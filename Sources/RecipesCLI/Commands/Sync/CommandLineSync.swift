import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNetwork
import RecipesSync

/// One `recipes sync`: picks the account (given or remembered), sets the folder up the first
/// time, syncs, and prints the report — or one line saying why it could not.
@MainActor
struct CommandLineSync {
  let dependencies: AppDependencies
  let console: Console
  let json: Bool
  let allowingDeletions: Bool

  /// Syncs with `address` as `user` (the remembered account when nil), the password read
  /// from `password`.
  func run(
    address: SyncServerAddress?, user: String?, password: SyncPasswordFile?,
    readInput: @Sendable () -> Data
  ) async throws {
    let library = dependencies.library
    let remembered = try await readLibrary { try await library.syncAccount() }
    var account: SyncAccount
    if let address, let user {
      if let remembered, remembered.serverURL != address.folderURL {
        throw failure(
          localized(
            """
            this library syncs with {address}; run `recipes sync --forget` first to sync with \
            another folder
            """, ["address": remembered.serverURL.absoluteString]))
      }
      account = remembered ?? SyncAccount(serverURL: address.folderURL, user: user)
      account.user = user
    } else if let remembered {
      account = remembered
    } else {
      throw failure(
        localized(
          "sync is not set up: run `recipes sync --server URL --user NAME --password-file FILE`"))
    }
    let credentials = try await credentials(for: account, from: password, readInput: readInput)
    let folder = account.serverURL
    let report: SyncReport
    do throws(SyncError) {
      let dav: WebDAVClient
      do {
        dav = try dependencies.webDAVClient(folder: folder, credentials: credentials)
      } catch {
        throw .server(error)
      }
      if account != remembered || account.lastSyncedAt == nil {
        try await Self.prepareFolder(dav)
        // Remembered before the first sync records anything: records never outlive the
        // account (and folder) they belong to.
        try await saveAccount(account)
      }
      report = try await dependencies.syncEngine(dav: dav, account: account)
        .sync(allowingMassDeletion: allowingDeletions)
    } catch {
      throw failure(SyncFailureMessage.line(for: error, folder: folder))
    }
    if password != nil { await rememberPassword(credentials.password, for: account) }
    try SyncOutput.printReport(report, folder: folder, json: json, to: console)
  }

  // MARK: - The password

  /// The credentials of `account`: the password read from `file`, else the one the keyring
  /// keeps for the account.
  private func credentials(
    for account: SyncAccount, from file: SyncPasswordFile?, readInput: @Sendable () -> Data
  ) async throws -> HTTPCredentials {
    if let file {
      do {
        return try file.credentials(for: account.user, readInput: readInput)
      } catch {
        throw failure(error.message)
      }
    }
    let host = account.serverURL.host ?? account.serverURL.absoluteString
    let stored: String?
    do {
      stored = try await dependencies.passwords.password(.recipeSync(account))
    } catch {
      let reason: String
      switch error as? PasswordStoreError {
      case .unavailable: reason = localized("no keyring answers on this desktop")
      case .failed(let line): reason = line
      case nil: reason = RecipesError(error).message
      }
      throw failure(
        localized(
          "no password for {user} on {host} could be read ({reason}); give it with --password-file FILE",
          ["user": account.user, "host": host, "reason": reason]))
    }
    guard let stored else {
      throw failure(
        localized(
          "no password is kept for {user} on {host}; give it with --password-file FILE",
          ["user": account.user, "host": host]))
    }
    return HTTPCredentials(user: account.user, password: stored)
  }

  /// Keeps the password that just worked in the keyring, saying so in one line; a keyring
  /// that is absent or refuses never fails the sync.
  private func rememberPassword(_ password: String, for account: SyncAccount) async {
    do {
      try await dependencies.passwords.save(password, .recipeSync(account))
      console.note(
        localized("The password is kept in the keyring; later syncs need no --password-file."))
    } catch PasswordStoreError.failed(let line) {
      console.note(line)
    } catch {
      // No keyring on this desktop: the password is asked for each time.
    }
  }

  /// Tries the credentials on the folder, and creates it if it is missing (MKCOL).
  private static func prepareFolder(_ dav: WebDAVClient) async throws(SyncError) {
    do {
      _ = try await dav.list(.root, .zero)
    } catch .notFound {
      do {
        try await dav.makeFolder(.root)
      } catch .alreadyExists {
        return
      } catch {
        throw .server(error)
      }
    } catch {
      throw .server(error)
    }
  }

  private func saveAccount(_ account: SyncAccount) async throws(SyncError) {
    do {
      try await dependencies.library.saveSyncAccount(account)
    } catch {
      throw .library(RecipesError(error).message)
    }
  }

  private func readLibrary<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch {
      throw failure(
        localized(
          "the recipe library could not be read: {reason}",
          ["reason": RecipesError(error).message]))
    }
  }

  /// Prints `message` as the one error line; the exit status 1 to throw.
  private func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}
