import Foundation
import RecipesArchives
import RecipesCore
import RecipesImport
import RecipesParsing
import RecipesTestSupport
import Testing

@Suite struct PaprikaImportTests {
  private let harness: ImportHarness
  private let export: URL

  init() throws {
    harness = try ImportHarness()
    // A copy, named as Paprika names its exports, which a test may damage.
    export = harness.dataDirectory.file("My Recipes.paprikarecipes")
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("import/paprika/kitchen.paprikarecipes"),
      to: export)
  }

  private func named(_ name: String, in recipes: [Recipe]) throws -> Recipe {
    try #require(recipes.first { $0.name == name }, "no \(name) in \(recipes.map(\.name))")
  }

  @Test func anExportIsDetectedByItsFirstBytesWhateverItsName() async throws {
    #expect(try await harness.importer.source(export.path, nil) == .paprikaRecipes(export))
    let renamed = harness.dataDirectory.file("backup.zip")
    try FileManager.default.copyItem(at: export, to: renamed)
    #expect(try await harness.importer.source(renamed.path, nil) == .paprikaRecipes(renamed))
  }

  @Test func everyRecipeImportsWithItsPhotoKeptInTheDataFolder() async throws {
    let imported = try await harness.importing(export.path)
    #expect(
      imported.map(\.name) == [
        "Lemon Drizzle Loaf", "Chickpea Curry with Rice", "Chickpea Curry for a Crowd",
        "Quick Flatbreads", "Overnight Oats",
      ])
    #expect(imported.allSatisfy { $0.id.origin == .mine })
    #expect(Set(imported.map(\.id)).count == 5)

    let loaf = try named("Lemon Drizzle Loaf", in: imported)
    let photo = try #require(loaf.thumbnailURL)
    #expect(photo.deletingLastPathComponent().lastPathComponent == "pictures")
    #expect(photo.path.hasPrefix(harness.dataDirectory.url.path))
    #expect(harness.keptPictures() == [photo.lastPathComponent])
    #expect(photo.pathExtension == "png")
    #expect(try Data(contentsOf: photo).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(loaf.category == "Baking" && loaf.tags == ["Cakes", "Tea time"])
    #expect(loaf.yield == "Makes 1 loaf (10 slices)")
    #expect([loaf.prepMinutes, loaf.cookMinutes, loaf.totalMinutes] == [15, 45, 60])

    // Offline, the web picture is kept by its address, to load later.
    let curry = try named("Chickpea Curry with Rice", in: imported)
    #expect(
      curry.thumbnailURL?.absoluteString
        == "https://kitchen.example.test/pictures/chickpea-curry.jpg")
    #expect(curry.stepSections.map(\.title) == ["Curry", "Rice"])
    #expect(curry.stepSections.map(\.steps.count) == [3, 2])
    #expect(Set(curry.ingredients.compactMap(\.group)) == ["For the curry", "For the rice"])
    #expect(curry.servings == 4 && curry.prepMinutes == 60 && curry.cookMinutes == 90)

    let flatbreads = try named("Quick Flatbreads", in: imported)
    #expect(flatbreads.thumbnailURL == nil && flatbreads.description == nil)
    #expect(flatbreads.ingredients.count == 3 && flatbreads.steps.count == 2)
    #expect(await harness.library.allRecipes.count == 5)
  }

  @Test func twoRecipesFromOnePageStayTwo() async throws {
    let imported = try await harness.importing(export.path)
    let curries = imported.filter { $0.name.hasPrefix("Chickpea Curry") }
    #expect(curries.count == 2)
    #expect(Set(curries.map(\.sourceURL)).count == 1)
    #expect(curries.map(\.servings) == [4, 12])
  }

  @Test func importingTheExportAgainUpdatesTheSameRecipes() async throws {
    let first = try await harness.importing(export.path)
    let second = try await harness.importing(export.path)
    #expect(second.map(\.id) == first.map(\.id))
    #expect(await harness.library.allRecipes.count == 5)
    #expect(harness.keptPictures().count == 1)
  }

  @Test func aDamagedExportSavesNothing() async throws {
    let data = try Data(contentsOf: export)
    var flipped = data
    // Inside the last entry, which is stored (its gzip stream as it is): its checksum no
    // longer matches.
    let lastGzip = try #require(
      data.indices.last { data[$0...].starts(with: [0x1F, 0x8B, 0x08]) })
    flipped[lastGzip + 20] ^= 0xFF
    for (damaged, said) in [(data.prefix(data.count - 30), "cut short"), (flipped, "checksum")] {
      try damaged.write(to: export)
      do {
        _ = try await harness.importing(export.path)
        Issue.record("a damaged export imported")
      } catch let error as ImportError {
        guard case .unusableArchive(let path, let reason) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(path == export.path)
        #expect(reason.contains(said), "\(reason)")
      }
    }
    #expect(await harness.library.allRecipes.isEmpty)
    #expect(harness.keptPictures().isEmpty)
  }

  @Test func aZIPWithoutPaprikaRecipesSaysSo() async throws {
    let empty = harness.dataDirectory.file("photos.zip")
    // The end record of a ZIP holding nothing.
    try Data([0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18)).write(to: empty)
    await #expect(
      throws: ImportError.unusableArchive(
        path: empty.path, reason: "it holds no Paprika recipes (no .paprikarecipe inside)")
    ) {
      try await harness.importing(empty.path)
    }
  }

  @Test func oneRecipeExportedOnItsOwnImportsToo() async throws {
    let archive = try ZipArchive(try Data(contentsOf: export))
    let entry = try #require(archive.entries.first { $0.name.hasPrefix("Overnight Oats") })
    let single = harness.dataDirectory.file("Overnight Oats.paprikarecipe")
    try archive.contents(of: entry).write(to: single)
    #expect(try await harness.importer.source(single.path, nil) == .paprikaRecipes(single))

    let imported = try await harness.importing(single.path)
    #expect(imported.map(\.name) == ["Overnight Oats"])
    let oats = try #require(imported.first)
    #expect(oats.id == PaprikaRecipeReader.id(ofUID: "E2A49F60-1D3C-4C2B-B7E8-OVERNIGHTOAT"))
    #expect(oats.servings == 2 && oats.yield == nil && oats.prepMinutes == 45)
    #expect(oats.description == "Breakfast made the night before.\n\nCalories: 320")
    #expect(oats.notes == "Top with berries in the morning.")

    // The same recipe from the whole export is the same recipe.
    let all = try await harness.importing(export.path)
    #expect(all.contains { $0.id == oats.id })
    #expect(await harness.library.allRecipes.count == 5)
  }
}
