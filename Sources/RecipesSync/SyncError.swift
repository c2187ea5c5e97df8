import RecipesCore
import RecipesLocalization

/// Why a sync stopped.
///
/// What it finished before stopping is recorded: the next sync goes on
/// from there, with no duplicate and nothing missing.
public enum SyncError: Error, Equatable, Sendable {
  /// The server could not be reached or refused the sync (wrong password, out of space,
  /// failing).
  case server(WebDAVError)
  /// The library could not be read or written.
  case library(String)
  /// The sync would delete `deleting` of the `synced` recipes, more than half: nothing was
  /// done. Sync again allowing it if that is what the cook wants.
  case tooManyDeletions(deleting: Int, synced: Int)

  /// One line: what happened and what to do.
  public var message: String {
    switch self {
    case .server(let error):
      return localized(
        "the server could not be synced with ({error}); nothing here was lost, try again",
        ["error": String(describing: error)])
    case .library(let detail):
      return localized(
        "the recipe library could not be read or written ({detail})", ["detail": detail])
    case .tooManyDeletions(let deleting, let synced):
      return localized(
        """
        the sync stopped: it would delete {deleting} of the {synced} synced recipes; check the \
        server folder, or allow it if you meant to delete them
        """, ["deleting": String(deleting), "synced": String(synced)])
    }
  }
}

extension SyncError {
  /// Runs a library operation; its failure, as `.library`, stops the sync.
  static func fromLibrary<Value>(
    isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Value
  ) async throws(SyncError) -> Value {
    do {
      return try await operation()
    } catch {
      throw .library(RecipesError(error).message)
    }
  }
}
