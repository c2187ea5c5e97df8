import Foundation
import RecipesLocalization

/// The folder a sync account syncs with, derived from what the cook typed.
///
/// The rule is the address's path: an address of a server's root
/// (`https://cloud.example.org`) is a Nextcloud, and the folder is that user's Cookbook
/// folder, `https://cloud.example.org/remote.php/dav/files/NAME/Recipes/` (or the folder
/// named); an address with any other path is the WebDAV folder itself
/// (`https://dav.example.org/cook/Recipes/`). Nothing is asked of the server to decide.
/// The window and `recipes sync` both use it.
public struct SyncFolderAddress: Equatable, Sendable {
  /// Cookbook's default folder in the user's Nextcloud files.
  public static let cookbookFolder = "Recipes"

  /// Why an address cannot be used.
  public enum Problem: Error, Equatable, Sendable {
    /// Not an http or https address with a host.
    case notHTTP(String)
    /// The address carries a user, password, query or fragment.
    case extraParts
    /// The folder's name is empty or has an empty, `.` or `..` level (or the user a `/`).
    case badFolderName(String)
    /// A folder name was given with an address that is a folder already.
    case folderWithFolderAddress

    /// One line for the window.
    public var message: String {
      switch self {
      case .notHTTP(let server):
        localized("“{server}” is not an http or https address", ["server": server])
      case .extraParts:
        localized("give the address alone: no user, password, query or fragment in it")
      case .badFolderName(let name):
        localized("“{name}” is not a folder’s name", ["name": name])
      case .folderWithFolderAddress:
        localized(
          """
          a folder name goes with a Nextcloud address (https://HOST); this one is a folder \
          already
          """)
      }
    }
  }

  /// The synced folder's address, ending in `/`.
  public let folderURL: URL
  /// Whether the address was a Nextcloud's (the folder derived from it).
  public let isNextcloud: Bool

  /// Reads `server` for `user`, with `folder` naming the Cookbook folder of a Nextcloud.
  public init(server: String, user: String, folder: String? = nil) throws(Problem) {
    let trimmed = server.trimmingCharacters(in: .whitespaces)
    // "cloud.example.org" is read as the import dialog reads it: over https.
    let typed = TypedAddress.assumingHTTPS(trimmed, mayBeFile: false)?.absoluteString ?? trimmed
    guard var parts = URLComponents(string: typed),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      parts.host?.isEmpty == false
    else { throw .notHTTP(server) }
    guard parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil
    else { throw .extraParts }
    isNextcloud = parts.percentEncodedPath.isEmpty || parts.percentEncodedPath == "/"
    if isNextcloud {
      let name = folder ?? Self.cookbookFolder
      let levels = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      guard !user.isEmpty, !user.contains("/"),
        !levels.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
      else { throw .badFolderName(name) }
      let names = ["remote.php", "dav", "files", user] + levels
      parts.percentEncodedPath = "/" + names.map(Self.encoded).joined(separator: "/") + "/"
    } else {
      guard folder == nil else { throw .folderWithFolderAddress }
      if !parts.percentEncodedPath.hasSuffix("/") { parts.percentEncodedPath += "/" }
    }
    guard let url = parts.url else { throw .notHTTP(server) }
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
