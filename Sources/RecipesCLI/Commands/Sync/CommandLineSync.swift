import ArgumentParser
import Foundation
import RecipesCore
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
    address: SyncServerAddress?, user: String?, password: SyncPasswordFile,
    readInput: @Sendable () -> Data
  ) async throws {
    let library = dependencies.library
    let remembered = try await readLibrary { try await library.syncAccount() }
    var account: SyncAccount
    if let address, let user {
      if let remembered, remembered.serverURL != address.folderURL {
        throw failure(
          "this library syncs with \(remembered.serverURL.absoluteString); run "
            + "`recipes sync --forget` first to sync with another folder")
      }
      account = remembered ?? SyncAccount(serverURL: address.folderURL, user: user)
      account.user = user
    } else if let remembered {
      account = remembered
    } else {
      throw failure(
        "sync is not set up: run `recipes sync --server URL --user NAME --password-file FILE`")
    }
    let credentials: HTTPCredentials
    do {
      credentials = try password.credentials(for: account.user, readInput: readInput)
    } catch {
      throw failure(error.message)
    }
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
    try SyncOutput.printReport(report, folder: folder, json: json, to: console)
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
      throw failure("the recipe library could not be read: \(RecipesError(error).message)")
    }
  }

  /// Prints `message` as the one error line; the exit status 1 to throw.
  private func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}
