import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

@Suite struct ImporterTests {
  private static let pageURL = URL(string: "https://kitchen.example.org/shortbread")

  private func shortbreadPage() throws -> Data {
    try Fixtures.data("cli/shortbread.html")
  }

  @Test func reimportingKeepsTheIdTheFavoriteAndWhatTheCookAdded() async throws {
    let harness = try ImportHarness()
    let first = try await harness.importer.importSources([
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    ])
    let original = try #require(first.first)
    #expect(original.tags.isEmpty && original.videoURL == nil)
    // The cook adds what the page lacks and marks it.
    let edited = Recipe(
      id: original.id, name: original.name, category: original.category, area: original.area,
      instructions: original.instructions, tags: ["Christmas"],
      thumbnailURL: original.thumbnailURL,
      videoURL: URL(string: "https://video.example.org/shortbread"), sourceURL: original.sourceURL,
      ingredients: original.ingredients, stepSections: original.stepSections,
      servings: original.servings,
      yield: original.yield, prepMinutes: original.prepMinutes,
      cookMinutes: original.cookMinutes, totalMinutes: original.totalMinutes,
      description: original.description, author: original.author)
    try await harness.library.client.saveMine([edited])
    try await harness.library.client.setFavorite(original.id, true)

    let again = try await harness.importer.importSources([
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    ])
    #expect(again == [edited])
    #expect(await harness.library.allRecipes == [edited])
    #expect(await harness.library.favoriteIDs() == [original.id])
  }

  @Test func thePagesOwnFieldsWinOverOldOnes() async throws {
    let harness = try ImportHarness()
    let stale = Recipe(
      id: "mine-old", name: "Shortbread (old)", sourceURL: Self.pageURL, prepMinutes: 90)
    try await harness.library.client.saveMine([stale])
    let imported = try await harness.importer.importSources([
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    ])
    #expect(imported.map(\.id) == ["mine-old"])
    #expect(imported.first?.name == "Brown Butter Shortbread")
    #expect(imported.first?.prepMinutes == 15)
  }

  @Test func onePageGivenTwiceIsOneRecipe() async throws {
    let harness = try ImportHarness()
    let page = ImportSource.htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    let imported = try await harness.importer.importSources([page, page])
    #expect(imported.count == 1)
    #expect(await harness.library.allRecipes.count == 1)
  }

  /// A page saved to a file has no address to know it by: imported again, the same name
  /// and ingredient lines are the recipe imported before, not a second card.
  @Test func aFileWithNoAddressImportedTwiceIsOneRecipe() async throws {
    let harness = try ImportHarness()
    let page = ImportSource.htmlFile(try shortbreadPage(), pageURL: nil)
    let first = try await harness.importer.importSources([page])
    #expect(first.first?.sourceURL == nil, "the page gave an address to know it by")
    let again = try await harness.importer.importSources([page])
    #expect(again.map(\.id) == first.map(\.id))
    #expect(await harness.library.allRecipes.count == 1)
    // Another recipe of the same name, written otherwise, stays apart.
    let other = Recipe(
      id: "mine-other", name: first.first?.name ?? "",
      ingredients: [
        Ingredient(name: "butter", measure: "1 kg", text: "1 kg butter")
      ])
    try await harness.library.client.saveMine([other])
    _ = try await harness.importer.importSources([page])
    #expect(await harness.library.allRecipes.count == 2)
  }

  @Test func nothingIsSavedWhenAnySourceFails() async throws {
    let harness = try ImportHarness()
    let sources: [ImportSource] = [
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL),
      .htmlFile(Data("<html><body>No recipe here.</body></html>".utf8), pageURL: nil),
    ]
    await #expect(throws: ImportError.noRecipe) {
      try await harness.importer.importSources(sources)
    }
    #expect(await harness.library.allRecipes.isEmpty)
  }

  @Test func offlineAWebPageIsUnreachableAndNothingIsSaved() async throws {
    let harness = try ImportHarness()
    await #expect(throws: ImportError.unreachable(.offline)) {
      try await harness.importing("https://kitchen.example.org/shortbread")
    }
    #expect(await harness.library.allRecipes.isEmpty)
  }

  @Test func aLibraryFailureIsReportedAsNotSaved() async throws {
    var failing = Library.failing
    failing.mineWithSource = { _ in nil }
    failing.saveMine = { _ in throw RecipesError.library("disk full") }
    failing.save = { _ in }
    let harness = try ImportHarness()
    let importer = Importer.live(
      ImportContext(
        session: nil, library: failing, dataDirectory: harness.dataDirectory.url,
        cacheImage: { _, _ in }))
    await #expect(throws: ImportError.notSaved(.library("disk full"))) {
      try await importer.importSources([
        .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
      ])
    }
  }

  @Test func aWebPictureIsCachedAtImport() async throws {
    let server = try LoopbackHTTPServer()
    let picture = TestImages.png(width: 3, height: 2)
    server.setRoute(
      "/shortbread", try .fixture("cli/shortbread.html", contentType: "text/html"))
    server.setRoute(
      "/pictures/shortbread.png",
      StubResponse(headers: ["Content-Type": "image/png"], body: .data(picture)))
    let harness = try ImportHarness(online: true)
    let imported = try await harness.importing(try server.url("/shortbread").absoluteString)
    let pictureURL = try server.url("/pictures/shortbread.png")
    #expect(imported.first?.thumbnailURL == pictureURL)
    #expect(harness.cachedPictures.withLock { $0 } == [pictureURL: picture])
    #expect(harness.keptPictures().isEmpty)
    server.stop()
  }

  @Test func aPictureThatCannotBeDownloadedDoesNotFailTheImport() async throws {
    let server = try LoopbackHTTPServer()
    server.setRoute(
      "/shortbread", try .fixture("cli/shortbread.html", contentType: "text/html"))
    let harness = try ImportHarness(online: true)
    let imported = try await harness.importing(try server.url("/shortbread").absoluteString)
    #expect(imported.first?.thumbnailURL == (try server.url("/pictures/shortbread.png")))
    #expect(harness.cachedPictures.withLock { $0 }.isEmpty)
    server.stop()
  }
}
