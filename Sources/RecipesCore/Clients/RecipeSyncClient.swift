/// The sync of the library with a Nextcloud Cookbook folder (any WebDAV folder), as
/// `SyncFeature` needs it.
///
/// A struct of closures: the live one (the composition root's) wraps the sync engine over
/// the app's network session; tests use `RecipeSyncClient.failing` from RecipesTestSupport
/// and replace what they call.
public struct RecipeSyncClient: Sendable {
  /// Tries `account` with `password` on its folder (creating the folder if it is missing);
  /// throws a `SyncFailure` saying what is wrong.
  public var check:
    @Sendable (_ account: SyncAccount, _ password: SyncPassword) async throws(SyncFailure) ->
      Void
  /// Syncs once; the library's account records the time it finished.
  ///
  /// With a sync that would delete more than half of the synced recipes, nothing is done
  /// unless `allowMassDeletion` (the summary's `massDeletion` says so).
  public var sync:
    @Sendable (_ account: SyncAccount, _ password: SyncPassword, _ allowMassDeletion: Bool)
      async throws(SyncFailure) -> SyncSummary

  /// Creates a client from its operations.
  public init(
    check:
      @escaping @Sendable (SyncAccount, SyncPassword) async throws(SyncFailure) -> Void,
    sync:
      @escaping @Sendable (SyncAccount, SyncPassword, Bool) async throws(SyncFailure) ->
      SyncSummary
  ) {
    self.check = check
    self.sync = sync
  }

  /// A client for an app that cannot sync (`--offline`, the command line): every call
  /// fails with one line saying so.
  public static let unavailable = RecipeSyncClient(
    check: { _, _ throws(SyncFailure) in throw offline },
    sync: { _, _, _ throws(SyncFailure) in throw offline })

  private static let offline = SyncFailure(
    .unreachable, "sync needs the network, which is off (--offline)")
}
