import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

@Suite struct GnomeRecipesImportTests {
  /// A copy of the GNOME Recipes fixture folder, which the test may delete.
  private func copyOfFixture(in directory: TemporaryDirectory) throws -> URL {
    let copy = directory.file("gnome-recipes")
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("import/gnome-recipes"), to: copy)
    return copy
  }

  @Test func aFolderImportsWithItsPicturesCopiedIntoTheDataFolder() async throws {
    let source = try TemporaryDirectory(label: "gnome")
    let folder = try copyOfFixture(in: source)
    let harness = try ImportHarness()
    let imported = try await harness.importing(folder.path)

    #expect(imported.count >= 3)
    #expect(imported.allSatisfy { $0.id.origin == .mine })
    let withPictures = imported.filter { $0.thumbnailURL != nil }
    #expect(!withPictures.isEmpty)
    #expect(harness.keptPictures().count == withPictures.count)
    for recipe in withPictures {
      let picture = try #require(recipe.thumbnailURL)
      #expect(picture.path.hasPrefix(harness.dataDirectory.url.path))
    }
    // No raw markup reaches a step.
    for step in imported.flatMap(\.steps) {
      #expect(!step.contains("[timer:") && !step.contains("[image:"), "\(step)")
      #expect(!step.contains("[temperature:"), "\(step)")
    }

    // The book works after its source folder is gone.
    source.remove()
    for recipe in withPictures {
      let picture = try #require(recipe.thumbnailURL)
      #expect(FileManager.default.fileExists(atPath: picture.path))
    }
    #expect(await harness.library.allRecipes.count == imported.count)
  }

  @Test func aFolderWhoseKeyFileIsDamagedSaysSoAndSavesNothing() async throws {
    let directory = try TemporaryDirectory(label: "gnome")
    let folder = directory.file("broken-recipes")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("this is [not a key file\n=\n".utf8).write(
      to: folder.appendingPathComponent("recipes.db"))
    let harness = try ImportHarness()
    do {
      _ = try await harness.importing(folder.path)
      Issue.record("a damaged key file imported")
    } catch let error as ImportError {
      guard case .unreadableFile(let path, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path.hasSuffix("recipes.db"))
    }
    #expect(await harness.library.allRecipes.isEmpty)
  }
}
