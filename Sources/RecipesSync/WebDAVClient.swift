import Foundation

/// A WebDAV folder on a server (a Nextcloud Cookbook folder, any WebDAV share), as the
/// sync needs it.
///
/// A struct of closures: `live(session:folder:credentials:timeout:)` talks to a server
/// over `CurlSession`; a test replaces the endpoints it uses. Paths are below the folder
/// the client was made for; every failure is a `WebDAVError`.
///
/// ```swift
/// let dav = try WebDAVClient.live(session: session, folder: cookbookURL, credentials: login)
/// let listing = try await dav.list(.root, .one)
/// let tag = try await dav.put(try WebDAVPath("Tarte/recipe.json"), json, .createOnly)
/// ```
public struct WebDAVClient: Sendable {
  /// PROPFIND `folder` to `depth`: the folder itself and what lies below it.
  public var list:
    @Sendable (_ folder: WebDAVPath, _ depth: WebDAVDepth) async throws(WebDAVError) ->
      WebDAVListing
  /// GET the file at `path`, refusing more than `maximumBytes`.
  public var get:
    @Sendable (_ path: WebDAVPath, _ maximumBytes: Int) async throws(WebDAVError) -> WebDAVFile
  /// PUT `data` at `path` if `condition` holds; the new ETag, when the server says it
  /// (Nextcloud does; Apache does not, and the next listing has it).
  public var put:
    @Sendable (_ path: WebDAVPath, _ data: Data, _ condition: WebDAVWriteCondition)
      async throws(WebDAVError) -> WebDAVETag?
  /// MKCOL `path`; `.alreadyExists` if it is there, `.conflict` if its parent is not.
  public var makeFolder: @Sendable (_ path: WebDAVPath) async throws(WebDAVError) -> Void
  /// MOVE `source` to `destination`, replacing what is there only if `overwrite`.
  public var move:
    @Sendable (_ source: WebDAVPath, _ destination: WebDAVPath, _ overwrite: Bool)
      async throws(WebDAVError) -> Void
  /// DELETE `path` (a folder with everything in it), only if it still has `ifMatch`.
  public var delete:
    @Sendable (_ path: WebDAVPath, _ ifMatch: WebDAVETag?) async throws(WebDAVError) -> Void
  /// Asks the server's Nextcloud Cookbook to rescan the folder now, ignoring the answer.
  ///
  /// Nil where the folder is not a Nextcloud's (`CookbookReindex`). The sync calls it after
  /// it changed something there.
  public var reindex: (@Sendable () async -> Void)?

  /// Creates a client from its endpoints.
  public init(
    list:
      @escaping @Sendable (WebDAVPath, WebDAVDepth) async throws(WebDAVError) ->
      WebDAVListing,
    get: @escaping @Sendable (WebDAVPath, Int) async throws(WebDAVError) -> WebDAVFile,
    put:
      @escaping @Sendable (WebDAVPath, Data, WebDAVWriteCondition) async throws(WebDAVError)
      -> WebDAVETag?,
    makeFolder: @escaping @Sendable (WebDAVPath) async throws(WebDAVError) -> Void,
    move: @escaping @Sendable (WebDAVPath, WebDAVPath, Bool) async throws(WebDAVError) -> Void,
    delete: @escaping @Sendable (WebDAVPath, WebDAVETag?) async throws(WebDAVError) -> Void
  ) {
    self.list = list
    self.get = get
    self.put = put
    self.makeFolder = makeFolder
    self.move = move
    self.delete = delete
  }
}
