import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// Cookbook's reindex: asked once after a sync that changed the Nextcloud, never after one
/// that changed nothing, its answer ignored.
@Suite(.serialized) struct CookbookReindexTests {
  @Test func theReindexAddressIsTheNextcloudsOwn() throws {
    func reindex(_ folder: String) throws -> String? {
      CookbookReindex.url(forFolder: try #require(URL(string: folder)))?.absoluteString
    }
    #expect(
      try reindex("https://cloud.example.org/remote.php/dav/files/cook/Recipes/")
        == "https://cloud.example.org/index.php/apps/cookbook/api/v1/reindex")
    #expect(
      try reindex("https://example.org:8443/nextcloud/remote.php/webdav/Rezepte%20A/")
        == "https://example.org:8443/nextcloud/index.php/apps/cookbook/api/v1/reindex")
    #expect(try reindex("https://dav.example.org/cook/Recipes/") == nil)
    #expect(try reindex("https://dav.example.org/remote.php/other/Recipes/") == nil)
  }

  @Test func aPushIsFollowedByOneReindexAndANoOpByNone() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      // No Cookbook there: the stub answers 404, which the sync ignores.
      let cookbook = try LoopbackHTTPServer(fallback: .status(404))
      defer { cookbook.stop() }
      var dav = apache.dav
      let credentials = HTTPCredentials(user: "cook", password: "app password")
      dav.reindex = CookbookReindex.live(
        session: apache.session, folder: try cookbook.url("/remote.php/dav/files/cook/Recipes/"),
        credentials: credentials, timeout: .seconds(2))
      let machine = try SyncMachine("A", folder: apache.folder)
      try await machine.write(
        Recipe(
          id: "mine-33333333-0000-0000-0000-000000000001", name: "Leek Soup",
          instructions: "Simmer."))

      let push = try await machine.sync(dav)
      #expect(push.uploaded == 1)
      #expect(push.skipped.isEmpty)
      let requests = cookbook.requests
      #expect(requests.map(\.method) == ["POST"])
      #expect(requests.map(\.target) == ["/index.php/apps/cookbook/api/v1/reindex"])
      #expect(requests.first?.headers["authorization"]?.hasPrefix("Basic ") == true)

      try apache.server.settleAll()
      let noOp = try await machine.sync(dav)
      #expect(noOp.isEmpty)
      #expect(cookbook.requests.count == 1)
    }
  }
}
