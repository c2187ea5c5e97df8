import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// A server that goes away in the middle of a sync, and one that holds broken or hostile
/// recipe folders: nothing is lost, nothing is duplicated, and the next sync finishes.
@Suite(.serialized) struct SyncResilienceApacheTests {
  @Test(arguments: [true, false])
  func aSyncCutShortAnywhereIsFinishedByTheNext(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let picture = TestImages.png(width: 4, height: 4)
      // Cut the first sync after every number of requests in turn, each run in a folder of
      // its own with a machine of its own.
      for cut in [2, 3, 4, 5, 6, 7, 9, 11, 13] {
        let name = "run-\(cut)"
        try await apache.dav.makeFolder(try WebDAVPath(name))
        let folder = apache.folder.appendingPathComponent("\(name)/")
        let dav = CountingWebDAV(
          try WebDAVClient.live(
            session: apache.session, folder: folder,
            credentials: HTTPCredentials(user: apache.server.user, password: apache.server.password)
          ))
        let a = try SyncMachine("A", folder: folder)
        let b = try SyncMachine("B", folder: folder)
        for number in 1...3 {
          try await a.write(Recipe(id: .mine(UUID()), name: "Stew \(number)"), picture: picture)
        }
        try await b.write(Recipe(id: .mine(UUID()), name: "Salad"))

        dav.failing(from: cut)
        await #expect(throws: SyncError.self) { try await a.sync(dav.client) }
        dav.failing(from: nil)
        _ = try await a.sync(dav.client)
        _ = try await b.sync(dav.client)
        _ = try await a.sync(dav.client)

        let expected = ["Salad", "Stew 1", "Stew 2", "Stew 3"]
        #expect(await a.names() == expected, "cut after \(cut) requests")
        #expect(await b.names() == expected, "cut after \(cut) requests")
        let folders = try FileManager.default.contentsOfDirectory(
          atPath: apache.server.file("Recipes/\(name)").path
        ).filter { !$0.hasPrefix(".") }.sorted()
        #expect(folders == expected, "cut after \(cut) requests")
        for stew in folders where stew.hasPrefix("Stew") {
          #expect(
            try Data(contentsOf: apache.server.file("Recipes/\(name)/\(stew)/full.jpg")) == picture)
        }
        dav.reset()
        #expect(try await b.sync(dav.client) == SyncReport())
      }
    }
  }

  @Test func brokenAndHostileFoldersAreSkippedWithAReason() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let server = apache.server
      try server.writeBehindTheServer(Data("not json {".utf8), to: "Recipes/Broken/recipe.json")
      try server.writeBehindTheServer(
        Data(#"{"@type": "Recipe", "recipeIngredient": ["1 egg"]}"#.utf8),
        to: "Recipes/Nameless/recipe.json")
      try server.writeBehindTheServer(
        Data(repeating: 0x20, count: 5 * 1024 * 1024 + 1), to: "Recipes/Huge/recipe.json")
      try server.writeBehindTheServer(
        Data(#"{"@type": "Recipe", "name": "Fake Picture Pie"}"#.utf8),
        to: "Recipes/Fake Picture Pie/recipe.json")
      try server.writeBehindTheServer(
        Data("<html>no picture</html>".utf8), to: "Recipes/Fake Picture Pie/full.jpg")
      try server.writeBehindTheServer(
        Data(#"{"@type": "Recipe", "name": "Good Bread"}"#.utf8),
        to: "Recipes/Good Bread/recipe.json")

      let machine = try SyncMachine("A", folder: apache.folder)
      let own = try await machine.write(Recipe(id: .mine(UUID()), name: "Mine"))
      let report = try await machine.sync(apache.dav)
      #expect(report.downloaded == 2)
      #expect(report.uploaded == 1)
      #expect(
        report.skipped.map { "\($0.path): \($0.reason)" }.sorted() == [
          "Broken/recipe.json: recipe.json is not a JSON object",
          "Fake Picture Pie/full.jpg: full.jpg is not a picture",
          "Huge/recipe.json: recipe.json is over 5 MiB",
          "Nameless/recipe.json: recipe.json has no name",
        ])
      #expect(await machine.names() == ["Fake Picture Pie", "Good Bread", "Mine"])
      #expect(await machine.recipe(named: "Fake Picture Pie")?.thumbnailURL == nil)
      #expect(await machine.recipe(named: "Mine") == own)
    }
  }
}
