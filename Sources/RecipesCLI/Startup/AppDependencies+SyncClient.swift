import Foundation
import RecipesCore
import RecipesNetwork
import RecipesSync

extension AppDependencies {
  /// The window's sync: the sync engine over the app's session, its reports and errors
  /// turned into what `SyncFeature` shows.
  ///
  /// Each sync reads the account the library keeps (the engine updates it after every sync);
  /// the feature's copy only names which account it means.
  nonisolated var recipeSync: RecipeSyncClient {
    RecipeSyncClient(
      check: { account, password throws(SyncFailure) in
        let dav = try self.davClient(account, password)
        do throws(WebDAVError) {
          try await Self.prepareFolder(dav)
        } catch {
          throw SyncFailure(error, folder: account.serverURL)
        }
      },
      sync: { account, password, allowMassDeletion throws(SyncFailure) in
        try await self.syncOnce(account, password, allowMassDeletion: allowMassDeletion)
      })
  }

  private nonisolated func syncOnce(
    _ given: SyncAccount, _ password: SyncPassword, allowMassDeletion: Bool
  ) async throws(SyncFailure) -> SyncSummary {
    let stored: SyncAccount?
    do {
      stored = try await library.syncAccount()
    } catch {
      throw SyncFailure(.library, RecipesError(error).message)
    }
    guard let account = stored, account.serverURL == given.serverURL, account.user == given.user
    else { throw SyncFailure(.setup, "sync is not set up with this account any more") }
    let dav = try davClient(account, password)
    let engine = syncEngine(dav: dav, account: account)
    let report: SyncReport
    do {
      report = try await engine.sync(allowingMassDeletion: allowMassDeletion)
    } catch .tooManyDeletions(let deleting, let synced) {
      return SyncSummary(
        massDeletion: .init(deleting: deleting, synced: synced), finishedAt: Date())
    } catch {
      throw SyncFailure(error, folder: account.serverURL)
    }
    return SyncSummary(
      uploaded: report.uploaded, downloaded: report.downloaded,
      deletedHere: report.deletedHere, deletedThere: report.deletedThere,
      conflicts: report.conflicts,
      conflictCopies: report.conflicts > 0 ? await conflictCopiesMadeToday() : [],
      skipped: report.skipped.map { .init(path: $0.path, reason: $0.reason) },
      removedHere: report.removedHere.map {
        .init(
          recipe: $0.recipe, wasFavorite: $0.wasFavorite, rating: $0.rating,
          collections: $0.collections)
      },
      finishedAt: Date())
  }

  /// Tries the credentials on the folder, and creates it if it is missing (MKCOL).
  private nonisolated static func prepareFolder(_ dav: WebDAVClient) async throws(WebDAVError) {
    do {
      _ = try await dav.list(.root, .zero)
    } catch .notFound {
      do {
        try await dav.makeFolder(.root)
      } catch .alreadyExists {
        return
      }
    }
  }

  private nonisolated func davClient(
    _ account: SyncAccount, _ password: SyncPassword
  ) throws(SyncFailure) -> WebDAVClient {
    do {
      return try webDAVClient(
        folder: account.serverURL,
        credentials: HTTPCredentials(user: account.user, password: password.value))
    } catch {
      throw SyncFailure(error, folder: account.serverURL)
    }
  }

  /// The names of the conflict copies this machine made today: the engine counts them, and
  /// names them "Name (conflict, MACHINE, DATE)".
  private nonisolated func conflictCopiesMadeToday() async -> [String] {
    let format = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
    let suffix = "(conflict, \(Self.machineName()), \(Date().formatted(format)))"
    let own = (try? await library.ownRecipes()) ?? []
    return own.map(\.recipe.name).filter { $0.hasSuffix(suffix) }.sorted()
  }
}
