import Foundation
import RecipesCore
import RecipesLocalization
import RecipesSync

/// The one line `recipes sync` prints when it could not sync: what happened and what to do,
/// never the password.
enum SyncFailureMessage {
  /// The line for `error`, met syncing with `folder`.
  static func line(for error: SyncError, folder: URL) -> String {
    let address = folder.absoluteString
    switch error {
    case .tooManyDeletions(let deleting, let synced):
      return localized(
        "would delete {deleting} of {synced} synced recipes; run with --allow-deletions to go ahead",
        ["deleting": String(deleting), "synced": String(synced)])
    case .library:
      return error.message
    case .server(let failure):
      return line(for: failure, address: address) ?? error.message
    }
  }

  private static func line(for error: WebDAVError, address: String) -> String? {
    switch error {
    case .unauthorized:
      return localized("the server refused the user or password: check the app password")
    case .forbidden:
      return localized("the server does not let this user use {address}", ["address": address])
    case .notFound:
      return localized("there is no folder at {address}", ["address": address])
    case .conflict:
      return localized(
        "the folder above {address} does not exist on the server: check the address",
        ["address": address])
    case .locked:
      return localized(
        "the folder {address} is locked by another client; try again in a minute",
        ["address": address])
    case .insufficientStorage:
      return localized("the server is out of space; nothing here was lost")
    case .unexpectedStatus(let status) where (300..<400).contains(status):
      return localized(
        "the server redirected the sync elsewhere (HTTP {status}); give the folder's final address, with https",
        ["status": String(status)])
    case .transport(.refusedURL):
      return localized(
        """
        {address} is plain http to another computer: the password would travel unencrypted; \
        use https, or --allow-http HOST for a network of your own
        """, ["address": address])
    case .transport(.offline), .transport(.connectionRefused), .transport(.timedOut),
      .transport(.tls):
      return localized(
        "could not reach {address}: {reason}",
        ["address": address, "reason": error.transportMessage])
    case .invalidPath:
      return localized("{address} is not a folder address", ["address": address])
    default:
      return nil
    }
  }
}

extension WebDAVError {
  /// The session's own sentence for a transport failure.
  fileprivate var transportMessage: String {
    guard case .transport(let failure) = self else { return "\(self)" }
    return failure.message
  }
}
