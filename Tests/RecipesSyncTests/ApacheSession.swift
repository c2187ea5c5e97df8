import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// Initializes libcurl once for the test process, as the composition root does for the app.
private enum CurlProcess {
  static let isReady: Bool = (try? CurlSession.globalInit()) != nil
}

/// A real Apache mod_dav, a session and a client of its `Recipes/` folder, for one test.
struct ApacheSession {
  let server: ApacheWebDAVServer
  let session: CurlSession
  /// The client of `Recipes/`, as the sync will use it.
  let dav: WebDAVClient
  /// The address of `Recipes/`.
  let folder: URL

  /// Runs `body` with a fresh Apache (Depth: infinity allowed or not) whose `Recipes/`
  /// folder exists, and stops Apache and the session afterwards.
  static func run<T>(
    allowingDepthInfinity: Bool, _ body: (ApacheSession) async throws -> T
  ) async throws -> T {
    try #require(CurlProcess.isReady)
    let server = try await ApacheWebDAVServer.start(allowsDepthInfinity: allowingDepthInfinity)
    let session = try CurlSession()
    defer {
      session.shutdown()
      server.stop()
    }
    let credentials = HTTPCredentials(user: server.user, password: server.password)
    let top = try WebDAVClient.live(
      session: session, folder: server.baseURL, credentials: credentials, timeout: .seconds(10))
    try await top.makeFolder(WebDAVPath("Recipes"))
    let folder = server.baseURL.appendingPathComponent("Recipes/")
    let dav = try WebDAVClient.live(
      session: session, folder: folder, credentials: credentials, timeout: .seconds(10))
    return try await body(
      ApacheSession(server: server, session: session, dav: dav, folder: folder))
  }

  /// The path of `text`.
  static func path(_ text: String) throws -> WebDAVPath {
    try WebDAVPath(text)
  }
}

/// The `WebDAVError` that `body` throws, or nil if it succeeds.
func webDAVError<T>(_ body: () async throws -> T) async -> WebDAVError? {
  do {
    _ = try await body()
    return nil
  } catch let error as WebDAVError {
    return error
  } catch {
    return .transport(RecipesError(error))
  }
}
