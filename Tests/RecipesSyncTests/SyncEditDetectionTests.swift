import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary
import RecipesSync
import Testing

/// A sync hashes only the recipes whose library stamp changed since it recorded them; every
/// edit is still found: one saved at the same instant as the version synced, one taking the
/// recipe back to a version synced before, and one made while records had no stamp yet.
@Suite(.serialized) struct SyncEditDetectionTests {
  private static let instant = Date(timeIntervalSince1970: 1_780_000_000)

  private static func soup(servings: Int, basedOn: Recipe.ID? = nil) -> Recipe {
    Recipe(
      id: "mine-22222222-0000-0000-0000-000000000001", name: "Leek Soup", category: "Soup",
      ingredients: [Ingredient(name: "leeks", measure: "3", text: "3 leeks")],
      stepSections: [StepSection(title: nil, steps: ["Sweat the leeks.", "Simmer."])],
      servings: servings, basedOn: basedOn)
  }

  /// A library on disk whose clock never moves, so no edit changes a timestamp.
  private static func frozenLibrary(in directory: TemporaryDirectory) async throws -> Library {
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: Data(#"{"meals":[]}"#.utf8), now: { instant })
    return Library.live(database)
  }

  private static func engine(_ apache: ApacheSession, _ library: Library, pictures: URL)
    -> SyncEngine
  {
    SyncEngine(
      dav: apache.dav, library: library,
      account: SyncAccount(serverURL: apache.folder, user: "cook"),
      pictures: .files(in: pictures), machineName: "kitchen", now: { instant })
  }

  private static func served(_ apache: ApacheSession) throws -> Int? {
    let json = try Data(contentsOf: apache.server.file("Recipes/Leek Soup/recipe.json"))
    let document = try JSONSerialization.jsonObject(with: json) as? [String: Any]
    return document?["x-recipes-servings"] as? Int
  }

  /// Syncs `recipe`'s first version up and settles Apache's tags (strong from then on, as a
  /// second later), so later uploads go in place with `If-Match`.
  private static func start(
    _ engine: SyncEngine, _ apache: ApacheSession, _ library: Library
  ) async throws {
    try await library.saveMine([soup(servings: 4)])
    #expect(try await engine.sync().uploaded == 1)
    try apache.server.settleAll()
    #expect(try await engine.sync() == SyncReport())  // Learns the strong tags.
    #expect(try await engine.sync() == SyncReport())
  }

  @Test func everyEditIsUploadedThoughNoTimestampMoved() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let directory = try TemporaryDirectory(label: "sync-edits")
      let library = try await Self.frozenLibrary(in: directory)
      let engine = Self.engine(apache, library, pictures: directory.url)
      try await Self.start(engine, apache, library)
      let stamped = try #require(try await library.syncRecords().first)
      #expect(stamped.libraryStamp == (try await library.ownRecipes().first?.stamp))

      try await library.saveMine([Self.soup(servings: 6)])
      #expect(try await engine.sync().uploaded == 1)
      #expect(try Self.served(apache) == 6)

      // Back to the version stamped first: still an edit since the last sync, not to be
      // mistaken for the server's version (which changed tag meanwhile).
      try await library.saveMine([Self.soup(servings: 4)])
      try apache.server.settleAll()
      #expect(try await engine.sync().uploaded == 1)
      #expect(try Self.served(apache) == 4)
      #expect(try await library.recipe(Self.soup(servings: 4).id)?.servings == 4)
    }
  }

  @Test func recordsWithoutAStampAreHashedThenStamped() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let directory = try TemporaryDirectory(label: "sync-unstamped")
      let library = try await Self.frozenLibrary(in: directory)
      let engine = Self.engine(apache, library, pictures: directory.url)
      try await Self.start(engine, apache, library)
      // As a library synced before stamps were kept, then edited.
      var record = try #require(try await library.syncRecords().first)
      record.libraryStamp = nil
      try await library.saveSyncRecord(record)
      try await library.saveMine([Self.soup(servings: 5)])

      #expect(try await engine.sync().uploaded == 1)
      #expect(try Self.served(apache) == 5)
      #expect(try await engine.sync() == SyncReport())
      #expect(
        try await library.syncRecords().first?.libraryStamp
          == (try await library.ownRecipes().first?.stamp))
    }
  }

  @Test func aMachineThatDownloadedAnEditFindsItsOwnNextEdit() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try await a.write(Self.soup(servings: 4))
      _ = try await a.sync(apache.dav)
      try apache.server.settleAll()
      #expect(try await b.sync(apache.dav).downloaded == 1)
      try apache.server.settleAll()
      #expect(try await b.sync(apache.dav) == SyncReport())

      try await b.write(Self.soup(servings: 8))
      #expect(try await b.sync(apache.dav).uploaded == 1)
      try apache.server.settleAll()
      #expect(try await a.sync(apache.dav).downloaded == 1)
      #expect(await a.recipe(named: "Leek Soup")?.servings == 8)
    }
  }

  /// The cook's version of a catalog recipe, edited on another machine, stays a version of
  /// it here when the edit comes down (the server's file cannot say what it is based on).
  @Test func anEditThatComesDownKeepsTheVersionsOriginal() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try await a.write(Self.soup(servings: 4, basedOn: "catalog-52"))
      _ = try await a.sync(apache.dav)
      try apache.server.settleAll()
      #expect(try await b.sync(apache.dav).downloaded == 1)
      try apache.server.settleAll()
      try await b.write(Self.soup(servings: 8))
      #expect(try await b.sync(apache.dav).uploaded == 1)
      try apache.server.settleAll()
      #expect(try await a.sync(apache.dav).downloaded == 1)
      let downloaded = await a.recipe(named: "Leek Soup")
      #expect(downloaded?.servings == 8)
      #expect(downloaded?.basedOn == "catalog-52", "the download forgot what it is a version of")
    }
  }
}
