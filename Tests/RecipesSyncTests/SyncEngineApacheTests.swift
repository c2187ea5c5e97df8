import Foundation
import RecipesCore
import RecipesFixtures
import RecipesSync
import Testing

/// Two machines syncing through one folder of a real Apache mod_dav, with `Depth: infinity`
/// allowed and not.
@Suite(.serialized) struct SyncEngineApacheTests {
  private static let soup = Recipe(
    id: "mine-11111111-0000-0000-0000-000000000001", name: "Leek Soup", category: "Soup",
    ingredients: [Ingredient(name: "leeks", measure: "3", text: "3 leeks")],
    stepSections: [StepSection(title: nil, steps: ["Sweat the leeks.", "Simmer."])], servings: 4)
  private static let tart = Recipe(
    id: "mine-11111111-0000-0000-0000-000000000002", name: "Tarte #1: Tatin?",
    instructions: "Caramelise, cover, bake.")

  private static func edited(_ recipe: Recipe, servings: Int) -> Recipe {
    Recipe(
      id: recipe.id, name: recipe.name, category: recipe.category,
      instructions: recipe.instructions, thumbnailURL: recipe.thumbnailURL,
      ingredients: recipe.ingredients, stepSections: recipe.stepSections, servings: servings)
  }

  private static func renamed(_ recipe: Recipe, _ name: String) -> Recipe {
    Recipe(
      id: recipe.id, name: name, category: recipe.category, instructions: recipe.instructions,
      thumbnailURL: recipe.thumbnailURL, ingredients: recipe.ingredients,
      stepSections: recipe.stepSections, servings: recipe.servings)
  }

  private static func folders(_ apache: ApacheSession) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: apache.server.file("Recipes").path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test(arguments: [true, false])
  func aRecipeMadeOnAReachesBWithItsPictureAndANoOpSyncIsCheap(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let dav = CountingWebDAV(apache.dav)
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      let picture = TestImages.png(width: 8, height: 6)
      try await a.write(Self.soup, picture: picture)
      try await a.library.client.setFavorite(Self.soup.id, true)

      let first = try await a.sync(dav.client)
      #expect(first.uploaded == 1)
      #expect(first.skipped.isEmpty)
      let folder = "Recipes/Leek Soup"
      #expect(try Data(contentsOf: apache.server.file("\(folder)/full.jpg")) == picture)
      #expect(
        FileManager.default.fileExists(atPath: apache.server.file("\(folder)/.nomedia").path))
      let json = try Data(contentsOf: apache.server.file("\(folder)/recipe.json"))
      let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
      #expect(document["name"] as? String == "Leek Soup")
      #expect(document["image"] as? String == "full.jpg")
      #expect(document["dateModified"] as? String == "2026-05-28T20:26:40Z")

      let second = try await b.sync(dav.client)
      #expect(second.downloaded == 1)
      let copy = try #require(await b.recipe(named: "Leek Soup"))
      #expect(copy.id == Self.soup.id)
      #expect(copy.ingredients == Self.soup.ingredients)
      #expect(copy.servings == 4)
      let kept = try #require(copy.thumbnailURL)
      #expect(kept.isFileURL)
      #expect(try Data(contentsOf: kept) == picture)
      #expect(try await b.library.client.favoriteIDs() == [Self.soup.id])

      for machine in [a, b] {
        _ = try await machine.sync(dav.client)
        dav.reset()
        let report = try await machine.sync(dav.client)
        #expect(report == SyncReport())
        // One PROPFIND Depth: infinity; else the refused one and one Depth: 1 of the folder.
        #expect(dav.requests == (infinity ? 1 : 2), "a no-op sync of \(machine.name)")
      }
    }
  }

  @Test(arguments: [true, false])
  func editsDeletionsAndRenamesTravelBothWays(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let dav = apache.dav
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try await a.write(Self.soup)
      try await a.write(Self.tart)
      _ = try await a.sync(dav)
      _ = try await b.sync(dav)
      #expect(await b.names() == ["Leek Soup", "Tarte #1: Tatin?"])

      // Edited on B: A gets it.
      try apache.server.settleAll()
      try await b.write(Self.edited(Self.soup, servings: 6))
      #expect(try await b.sync(dav).uploaded == 1)
      try apache.server.settleAll()
      #expect(try await a.sync(dav).downloaded == 1)
      #expect(await a.recipe(named: "Leek Soup")?.servings == 6)

      // Renamed on A: the folder moves, B follows with no duplicate.
      try apache.server.settleAll()
      try await a.write(Self.renamed(Self.edited(Self.soup, servings: 6), "Leek and Potato Soup"))
      #expect(try await a.sync(dav).uploaded == 1)
      #expect(try Self.folders(apache) == ["Leek and Potato Soup", "Tarte _1_ Tatin_"])
      try apache.server.settleAll()
      _ = try await b.sync(dav)
      #expect(await b.names() == ["Leek and Potato Soup", "Tarte #1: Tatin?"])
      #expect(
        try await b.library.client.syncRecords().map(\.folder).sorted() == [
          "Leek and Potato Soup", "Tarte _1_ Tatin_",
        ])

      // Deleted on A: gone on B.
      try apache.server.settleAll()
      try await a.library.client.deleteMine(Self.tart.id)
      #expect(try await a.sync(dav).deletedThere == 1)
      #expect(try Self.folders(apache) == ["Leek and Potato Soup"])
      let deletedOnB = try await b.sync(dav)
      #expect(deletedOnB.deletedHere == 1)
      #expect(await b.names() == ["Leek and Potato Soup"])
      // B's report keeps the tart whole, for the app's Undo.
      #expect(deletedOnB.removedHere.map(\.recipe.name) == ["Tarte #1: Tatin?"])
      #expect(deletedOnB.removedHere.map(\.wasFavorite) == [false])
    }
  }

  @Test(arguments: [true, false])
  func editsOnBothSidesKeepAConflictCopyOnBoth(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let dav = apache.dav
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try await a.write(Self.soup)
      _ = try await a.sync(dav)
      _ = try await b.sync(dav)
      try apache.server.settleAll()

      try await a.write(Self.edited(Self.soup, servings: 2))
      try await b.write(Self.edited(Self.soup, servings: 8))
      _ = try await a.sync(dav)
      try apache.server.settleAll()
      let report = try await b.sync(dav)
      #expect(report.conflicts == 1)
      #expect(report.uploaded == 1)
      let copyName = "Leek Soup (conflict, B, \(Self.today))"
      #expect(await b.names() == ["Leek Soup", copyName])
      #expect(await b.recipe(named: "Leek Soup")?.servings == 2)
      #expect(await b.recipe(named: copyName)?.servings == 8)
      try apache.server.settleAll()
      _ = try await a.sync(dav)
      #expect(await a.names() == ["Leek Soup", copyName])
      #expect(await a.recipe(named: copyName)?.servings == 8)
      #expect(try Self.folders(apache).count == 2)
    }
  }

  @Test func anEditBeatsADeletionEitherWay() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let dav = apache.dav
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try await a.write(Self.soup)
      try await a.write(Self.tart)
      // Two recipes deleted of four: not the fail-safe's "more than half".
      try await a.write(Recipe(id: .mine(UUID()), name: "Bread"))
      try await a.write(Recipe(id: .mine(UUID()), name: "Pickles"))
      _ = try await a.sync(dav)
      _ = try await b.sync(dav)
      try apache.server.settleAll()

      // Soup: deleted on A, edited on B, B syncs first. Tarte: deleted on A first.
      try await a.library.client.deleteMine(Self.soup.id)
      try await b.write(Self.edited(Self.soup, servings: 9))
      _ = try await b.sync(dav)
      try apache.server.settleAll()
      try await a.library.client.deleteMine(Self.tart.id)
      try await b.write(Self.edited(Self.tart, servings: 3))
      let onA = try await a.sync(dav)
      #expect(onA.downloaded == 1)
      #expect(onA.deletedThere == 1)
      // Deleted here, edited there: the edit came back, and the cook is told.
      #expect(onA.conflicts == 1)
      #expect(await a.recipe(named: "Leek Soup")?.servings == 9)
      try apache.server.settleAll()
      let onB = try await b.sync(dav)
      #expect(onB.uploaded == 1)
      #expect(onB.deletedHere == 0)
      #expect(onB.conflicts == 1)
      try apache.server.settleAll()
      _ = try await a.sync(dav)
      #expect(await a.names() == ["Bread", "Leek Soup", "Pickles", "Tarte #1: Tatin?"])
      #expect(await a.recipe(named: "Tarte #1: Tatin?")?.servings == 3)
      #expect(await b.names() == (await a.names()))
    }
  }

  @Test(arguments: [true, false])
  func deletingMoreThanHalfStopsUntilAllowed(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let dav = apache.dav
      let a = try SyncMachine("A", folder: apache.folder)
      for number in 1...4 {
        try await a.write(Recipe(id: .mine(UUID()), name: "Stew \(number)"))
      }
      _ = try await a.sync(dav)
      try apache.server.settleAll()
      for recipe in await a.library.allRecipes.prefix(3) {
        try await a.library.client.deleteMine(recipe.id)
      }
      await #expect(throws: SyncError.tooManyDeletions(deleting: 3, synced: 4)) {
        try await a.sync(dav)
      }
      #expect(try Self.folders(apache).count == 4)
      #expect(try await a.sync(dav, allowingMassDeletion: true).deletedThere == 3)
      #expect(try Self.folders(apache) == ["Stew 4"])
    }
  }

  private static var today: String {
    Date(timeIntervalSince1970: 1_780_000_000).formatted(
      Date.ISO8601FormatStyle(timeZone: .current).year().month().day())
  }
}
