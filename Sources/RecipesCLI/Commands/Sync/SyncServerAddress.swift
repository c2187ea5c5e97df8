import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization

/// The folder `recipes sync --server URL --user NAME [--folder NAME]` syncs with.
///
/// The rule is `SyncFolderAddress`'s, which the window shares: an address of a server's root
/// is a Nextcloud and its Cookbook folder is synced; an address with any other path is the
/// WebDAV folder itself. This type words its problems for the command line.
struct SyncServerAddress: Equatable {
  /// The synced folder's address, ending in `/`.
  let folderURL: URL
  /// Whether the address was a Nextcloud's (the folder derived from it).
  let isNextcloud: Bool

  /// Reads `server` for `user`; throws a one-line reason when it is no usable address.
  init(server: String, user: String, folder: String?) throws(ValidationError) {
    do {
      let address = try SyncFolderAddress(server: server, user: user, folder: folder)
      folderURL = address.folderURL
      isNextcloud = address.isNextcloud
    } catch {
      switch error {
      case .notHTTP:
        throw ValidationError(
          localized(
            "--server must be an http or https address, not “{address}”", ["address": server]))
      case .extraParts:
        throw ValidationError(
          localized(
            "--server takes the address alone: no user, password, query or fragment in it"))
      case .badFolderName:
        throw ValidationError(
          localized(
            "--folder must be a folder's name, not “{name}”", ["name": folder ?? ""]))
      case .folderWithFolderAddress:
        throw ValidationError(
          localized(
            "--folder goes with a Nextcloud address (https://HOST); this one is a folder already"
          ))
      }
    }
  }
}
