import RecipesCore

extension RecipeSyncClient {
  /// A sync client whose every operation fails the test: override only the ones a test
  /// uses.
  public static var failing: RecipeSyncClient {
    RecipeSyncClient(
      check: { _, _ throws(SyncFailure) in
        reportFailure("RecipeSyncClient.check was called, but the test did not expect it.")
        throw SyncFailure(.setup, "unimplemented: RecipeSyncClient.check")
      },
      sync: { _, _, _ throws(SyncFailure) in
        reportFailure("RecipeSyncClient.sync was called, but the test did not expect it.")
        throw SyncFailure(.setup, "unimplemented: RecipeSyncClient.sync")
      })
  }
}
