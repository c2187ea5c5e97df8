import ArgumentParser
import Foundation
import RecipesSync

/// The folder `recipes sync --server URL --user NAME [--folder NAME]` syncs with.
///
/// The rule is the address's path: an address of a server's root (`https://cloud.example.org`)
/// is a Nextcloud, and the folder is that user's Cookbook folder,
/// `https://cloud.example.org/remote.php/dav/files/NAME/Recipes/` (`--folder` names another);
/// an address with any other path is the WebDAV folder itself
/// (`https://dav.example.org/cook/Recipes/`, or a Nextcloud installed below a path given as
/// its full folder address). Nothing is asked of the server to decide.
struct SyncServerAddress: Equatable {
  /// Cookbook's default folder in the user's Nextcloud files.
  static let cookbookFolder = "Recipes"

  /// The synced folder's address, ending in `/`.
  let folderURL: URL
  /// Whether the address was a Nextcloud's (the folder derived from it).
  let isNextcloud: Bool

  /// Reads `server` for `user`; throws a one-line reason when it is no usable address.
  init(server: String, user: String, folder: String?) throws(ValidationError) {
    guard var parts = URLComponents(string: server),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      parts.host?.isEmpty == false
    else { throw ValidationError("--server must be an http or https address, not “\(server)”") }
    guard parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil
    else {
      throw ValidationError(
        "--server takes the address alone: no user, password, query or fragment in it")
    }
    isNextcloud = parts.percentEncodedPath.isEmpty || parts.percentEncodedPath == "/"
    if isNextcloud {
      guard !user.contains("/"), let path = try? WebDAVPath(folder ?? Self.cookbookFolder)
      else { throw ValidationError("--folder must be a folder's name, not “\(folder ?? "")”") }
      let names = ["remote.php", "dav", "files", user] + path.components
      parts.percentEncodedPath = "/" + names.map(Self.encoded).joined(separator: "/") + "/"
    } else {
      guard folder == nil else {
        throw ValidationError(
          "--folder goes with a Nextcloud address (https://HOST); this one is a folder already")
      }
      if !parts.percentEncodedPath.hasSuffix("/") { parts.percentEncodedPath += "/" }
    }
    guard let url = parts.url else {
      throw ValidationError("--server must be an http or https address, not “\(server)”")
    }
    folderURL = url
  }

  /// `name` percent-encoded as one level of a path: only unreserved characters stay.
  private static func encoded(_ name: String) -> String {
    var unreserved = CharacterSet(charactersIn: "-._~")
    unreserved.formUnion(CharacterSet(charactersIn: "a"..."z"))
    unreserved.formUnion(CharacterSet(charactersIn: "A"..."Z"))
    unreserved.formUnion(CharacterSet(charactersIn: "0"..."9"))
    return name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name
  }
}
