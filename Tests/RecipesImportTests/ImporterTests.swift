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

  /// The recipe as an earlier import read the page, untouched by the cook since: the
  /// page's fields as read now win.
  @Test func thePagesOwnFieldsWinOverOldOnes() async throws {
    let harness = try ImportHarness()
    let stale = Recipe(
      id: "mine-old", name: "Shortbread (old)", sourceURL: Self.pageURL, prepMinutes: 90)
    try await harness.library.client.importedVersions.save([
      ImportedVersion(saved: stale, asImported: stale)
    ])
    let imported = try await harness.importer.importSources([
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    ])
    #expect(imported.map(\.id) == ["mine-old"])
    #expect(imported.first?.name == "Brown Butter Shortbread")
    #expect(imported.first?.prepMinutes == 15)
  }

  /// What the cook changed survives a re-import; what the page changed arrives.
  ///
  /// The cook renamed the recipe and changed a line; the page's author changed its prep
  /// time since. The next import still knows the name and lines as the cook's.
  @Test func theCooksChangesSurviveAReimportAndThePagesChangesArrive() async throws {
    let harness = try ImportHarness()
    let page = try shortbreadPage()
    let first = try #require(
      try await harness.importer.importSources([.htmlFile(page, pageURL: Self.pageURL)]).first)
    var lines = first.ingredients
    lines[0] = Ingredient(name: "salted butter", measure: "250 g", text: "250 g salted butter")
    let edited = Recipe(
      id: first.id, name: "Granny's shortbread", instructions: first.instructions,
      sourceURL: first.sourceURL, ingredients: lines, stepSections: first.stepSections,
      prepMinutes: first.prepMinutes, cookMinutes: first.cookMinutes)
    try await harness.library.client.saveMine([edited])

    let changedPage = Data(
      String(decoding: page, as: UTF8.self)
        .replacingOccurrences(of: "\"PT15M\"", with: "\"PT20M\"").utf8)
    for _ in 1...2 {
      let again = try #require(
        try await harness.importer.importSources([.htmlFile(changedPage, pageURL: Self.pageURL)])
          .first)
      #expect(again.id == first.id)
      #expect(again.name == "Granny's shortbread")
      #expect(again.ingredients == lines)
      #expect(again.prepMinutes == 20)
      #expect(again.cookMinutes == first.cookMinutes)
      #expect(await harness.library.allRecipes == [again])
    }
  }

  /// A recipe no reading of its page is remembered for (saved before imports were
  /// remembered, or restored from a backup, whose reading is the cook's copy, not the
  /// page's): nobody can tell what the cook changed, so it is kept exactly as it is, and
  /// the page's reading is remembered for the next time.
  @Test func aRecipeWithNoReadingOfItsPageIsKeptAsItIs() async throws {
    let harness = try ImportHarness()
    let older = Recipe(
      id: "mine-old", name: "Shortbread, my way", sourceURL: Self.pageURL, prepMinutes: 90)
    try await harness.library.client.importedVersions.save([
      ImportedVersion(saved: older, asImported: older, channel: .backup)
    ])
    let imported = try await harness.importer.importSources([
      .htmlFile(try shortbreadPage(), pageURL: Self.pageURL)
    ])
    #expect(imported == [older])
    #expect(await harness.library.allRecipes == [older])
    let remembered = try await harness.library.client.importedVersions.asImported(
      "mine-old", .source)
    #expect(remembered?.name == "Brown Butter Shortbread")
    #expect(remembered?.prepMinutes == 15)
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

  /// A page saved to a file, renamed and changed by the cook since its import, imported
  /// again from the same file: it is known by how the last import read it, so the cook's
  /// recipe keeps their changes and no second card appears beside it.
  @Test func aFileWithNoAddressEditedByTheCookIsKnownByItsLastReading() async throws {
    let harness = try ImportHarness()
    let page = ImportSource.htmlFile(try shortbreadPage(), pageURL: nil)
    let first = try #require(try await harness.importer.importSources([page]).first)
    var lines = first.ingredients
    lines[1] = Ingredient(name: "caster sugar", measure: "125 g", text: "125 g caster sugar")
    let edited = Recipe(
      id: first.id, name: "Nana's shortbread", instructions: first.instructions,
      ingredients: lines, stepSections: first.stepSections, prepMinutes: first.prepMinutes,
      cookMinutes: first.cookMinutes)
    try await harness.library.client.saveMine([edited])

    let again = try await harness.importer.importSources([page])
    #expect(again.map(\.id) == [first.id])
    #expect(again.first?.name == "Nana's shortbread")
    #expect(again.first?.ingredients == lines)
    #expect(await harness.library.allRecipes.map(\.id) == [first.id])
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
    failing.importedVersions = .unremembered(saveMine: { _ in
      throw RecipesError.library("disk full")
    })
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
