import Foundation
import RecipesCore
import RecipesSync

/// The one line `recipes sync` prints when it could not sync: what happened and what to do,
/// never the password.
enum SyncFailureMessage {
  /// The line for `error`, met syncing with `folder`.
  static func line(for error: SyncError, folder: URL) -> String {
    let address = folder.absoluteString
    switch error {
    case .tooManyDeletions(let deleting, let synced):
      return "would delete \(deleting) of \(synced) synced recipes; "
        + "run with --allow-deletions to go ahead"
    case .library:
      return error.message
    case .server(let failure):
      return line(for: failure, address: address) ?? error.message
    }
  }

  private static func line(for error: WebDAVError, address: String) -> String? {
    switch error {
    case .unauthorized:
      return "the server refused the user or password: check the app password"
    case .forbidden:
      return "the server does not let this user use \(address)"
    case .notFound:
      return "there is no folder at \(address)"
    case .conflict:
      return "the folder above \(address) does not exist on the server: check the address"
    case .locked:
      return "the folder \(address) is locked by another client; try again in a minute"
    case .insufficientStorage:
      return "the server is out of space; nothing here was lost"
    case .unexpectedStatus(let status) where (300..<400).contains(status):
      return "the server redirected the sync elsewhere (HTTP \(status)); "
        + "give the folder's final address, with https"
    case .transport(.refusedURL):
      return "\(address) is plain http to another computer: the password would travel "
        + "unencrypted; use https, or --allow-http HOST for a network of your own"
    case .transport(.offline), .transport(.connectionRefused), .transport(.timedOut),
      .transport(.tls):
      return "could not reach \(address): \(error.transportMessage)"
    case .invalidPath:
      return "\(address) is not a folder address"
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
