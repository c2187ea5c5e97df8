import Foundation
import RecipesLocalization

/// What the "Sync…" form says when Connect fails: on the field concerned, in the cook's
/// words — the server and the folder as typed, never the WebDAV address derived from them.
extension SyncFeature {
  /// The form's error for `failure`, met connecting to what the cook typed as `address`
  /// and `user`.
  static func formError(_ failure: SyncFailure, address: String, user: String)
    -> AccountFormError
  {
    guard let cause = failure.cause else { return AccountFormError(failure) }
    let place = TypedPlace(address)
    let names = ["server": place.server, "folder": place.folder, "user": user]
    switch cause {
    case .refused:
      return AccountFormError(
        .password,
        localized(
          "The server {server} refused this user name or app password. Check both.", names))
    case .forbidden:
      return AccountFormError(
        .user,
        localized("The server {server} does not let {user} use the folder “{folder}”.", names))
    case .notFound:
      return AccountFormError(
        .address,
        localized(
          """
          The server {server} has no folder “{folder}” for {user}. Check the address, or \
          open Cookbook there once to make the folder.
          """, names))
    case .noParentFolder, .notAFolder:
      return AccountFormError(
        .address,
        localized(
          "The server {server} has no folder “{folder}”. Check the address.", names))
    case .redirected:
      return AccountFormError(
        .address,
        localized(
          """
          The server {server} sends the sync to another address. Give the folder’s final \
          address, starting with https://.
          """, names))
    case .plainHTTP:
      return AccountFormError(
        .address,
        localized(
          """
          The server {server} is reached over plain http, which would send the password \
          unencrypted. Give its https:// address.
          """, names))
    case .unreachable(let reason):
      return AccountFormError(
        .address,
        localized(
          "The server {server} could not be reached: {reason}.",
          ["server": place.server, "reason": reason]))
    }
  }

  /// The form's error for an address the folder cannot be derived from.
  static func formError(_ problem: SyncFolderAddress.Problem) -> AccountFormError {
    switch problem {
    case .notHTTP, .folderWithFolderAddress:
      AccountFormError(
        .address,
        localized(
          "Give the server’s address, such as cloud.example.org or https://cloud.example.org."))
    case .extraParts:
      AccountFormError(
        .address,
        localized("Give the address alone, without a user, password, query or fragment."))
    case .badFolderName:
      AccountFormError(.user, localized("A user name cannot hold “/”."))
    }
  }
}

/// The server and the folder as the cook typed them: "cloud.example.org" and Cookbook's
/// "Recipes" for a Nextcloud's address, "dav.example.org" and "cook/Recipes" for a folder's.
private struct TypedPlace {
  let server: String
  let folder: String

  init(_ typed: String) {
    let trimmed = typed.trimmingCharacters(in: .whitespaces)
    let url =
      URL(string: trimmed).flatMap { $0.host == nil ? nil : $0 }
      ?? TypedAddress.assumingHTTPS(trimmed, mayBeFile: false)
    guard let url, let host = url.host else {
      server = trimmed
      folder = SyncFolderAddress.cookbookFolder
      return
    }
    server = url.port.map { "\(host):\($0)" } ?? host
    let path = url.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    folder = path.isEmpty ? SyncFolderAddress.cookbookFolder : path
  }
}
