import Foundation
import RecipesCore
import RecipesLocalization
import RecipesSync

/// The one line `recipes sync` prints when it could not sync.
///
/// The window's line (`SyncFailure`), except where the command line has a flag to offer.
/// Never the password.
enum SyncFailureMessage {
  /// The line for `error`, met syncing with `folder`.
  static func line(for error: SyncError, folder: URL) -> String {
    switch error {
    case .tooManyDeletions(let deleting, let synced):
      return localized(
        "would delete {deleting} of {synced} synced recipes; run with --allow-deletions to go ahead",
        ["deleting": String(deleting), "synced": String(synced)])
    case .server(.transport(.refusedURL)):
      return localized(
        """
        {address} is plain http to another computer: the password would travel unencrypted; \
        use https, or --allow-http HOST for a network of your own
        """, ["address": folder.absoluteString])
    default:
      return SyncFailure(error, folder: folder).message
    }
  }
}
