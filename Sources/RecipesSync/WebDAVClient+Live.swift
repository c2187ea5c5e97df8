import Foundation
import RecipesCore
import RecipesNetwork

extension WebDAVClient {
  /// The client of the WebDAV folder at `folder` (for Nextcloud,
  /// `https://HOST/remote.php/dav/files/USER/Recipes/`), over `session`, as `credentials`.
  ///
  /// Throws `.invalidPath` for an address that is no http(s) folder URL, and
  /// `.transport(.refusedURL)` for one the session's policy refuses (plain http to a host
  /// other than loopback or an `--allow-http` one): the password never travels unencrypted
  /// across a network, and never follows a redirect to another origin.
  public static func live(
    session: CurlSession, folder: URL, credentials: HTTPCredentials,
    timeout: Duration = .seconds(30)
  ) throws(WebDAVError) -> WebDAVClient {
    let root = try WebDAVRoot(folder)
    do {
      try session.policy.check(root.url(for: .root, isFolder: true))
    } catch {
      throw .transport(error)
    }
    let connection = WebDAVConnection(
      session: session, root: root, credentials: credentials, timeout: timeout)
    var client = WebDAVClient(
      list: { folder, depth throws(WebDAVError) in
        try await connection.list(folder, depth: depth)
      },
      get: { path, maximumBytes throws(WebDAVError) in
        try await connection.get(path, maximumBytes: maximumBytes)
      },
      put: { path, data, condition throws(WebDAVError) in
        try await connection.put(path, data, condition)
      },
      makeFolder: { path throws(WebDAVError) in try await connection.makeFolder(path) },
      move: { source, destination, overwrite throws(WebDAVError) in
        try await connection.move(source, to: destination, overwrite: overwrite)
      },
      delete: { path, ifMatch throws(WebDAVError) in
        try await connection.delete(path, ifMatch: ifMatch)
      }
    )
    client.reindex = CookbookReindex.live(
      session: session, folder: folder, credentials: credentials, timeout: timeout)
    return client
  }
}
