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
    let remembered = try await console.readLibrary { try await library.syncAccount() }
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
    let accountPassword = CommandLineAccountPassword(
      passwords: dependencies.passwords, console: console, user: account.user,
      address: account.serverURL, key: .recipeSync(account))
    let credentials = try await accountPassword.credentials(from: password, readInput: readInput)
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
    if password != nil {
      await accountPassword.remember(
        credentials.password,
        keptNote: localized(
          "The password is kept in the keyring; later syncs need no --password-file."))
    }
    try SyncOutput.printReport(report, folder: folder, json: json, to: console)
  }

  // MARK: - The folder

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

  /// Prints `message` as the one error line; the exit status 1 to throw.
  private func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}
