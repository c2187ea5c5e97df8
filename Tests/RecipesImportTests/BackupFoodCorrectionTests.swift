import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// The cook's corrections of nutrition and the pantry travel with a backup: `export` writes
/// them in the index, `import` of that backup keeps them in the library it restores into.
@Suite struct BackupFoodCorrectionTests {
  @Test func correctionsGoThroughAnExportAndAnImportOfTheBackup() async throws {
    let library = InMemoryLibrary(recipes: [Recipe(id: "mine-soup", name: "Soup")])
    try await library.client.saveMine([Recipe(id: "mine-soup", name: "Soup")])
    try await library.client.setFoodCorrection("ricotta salata", .food(id: "01037"))
    try await library.client.setFoodCorrection("banana leaf", .leftOut)
    let harness = try ImportHarness(library: library)
    let folder = harness.dataDirectory.file("backup")
    _ = try await BackupWriter(library: library.client) { _ in nil }.write(to: folder)
    let index = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("recipes-backup.json")))
    let written = (index as? [String: Any])?["foodCorrections"] as? [String: String]
    #expect(written == ["ricotta salata": "01037", "banana leaf": "none"])

    let other = try ImportHarness()
    let restored = try await other.importing(folder.path)
    #expect(restored.map(\.name) == ["Soup"])
    #expect(
      await other.library.foodCorrections == [
        "ricotta salata": .food(id: "01037"), "banana leaf": .leftOut,
      ])
  }

  @Test func aBackupWithoutCorrectionsChangesNone() async throws {
    let library = InMemoryLibrary()
    try await library.client.saveMine([Recipe(id: "mine-bread", name: "Bread")])
    let harness = try ImportHarness(library: library)
    let folder = harness.dataDirectory.file("backup")
    _ = try await BackupWriter(library: library.client) { _ in nil }.write(to: folder)
    let other = try ImportHarness()
    try await other.library.client.setFoodCorrection("leek", .leftOut)
    _ = try await other.importing(folder.path)
    #expect(await other.library.foodCorrections == ["leek": .leftOut])
  }

  @Test func thePantryGoesThroughAnExportAndAnImportOfTheBackupOnce() async throws {
    let library = InMemoryLibrary()
    try await library.client.saveMine([Recipe(id: "mine-bread", name: "Bread")])
    _ = try await library.client.pantry.add(["2 onions", "rice", "500 g flour"])
    let harness = try ImportHarness(library: library)
    let folder = harness.dataDirectory.file("backup")
    _ = try await BackupWriter(library: library.client) { _ in nil }.write(to: folder)
    let index = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("recipes-backup.json")))
    #expect(
      (index as? [String: Any])?["pantry"] as? [String] == ["2 onions", "rice", "500 g flour"])

    let other = try ImportHarness()
    _ = try await other.library.client.pantry.add(["Rice", "eggs"])
    _ = try await other.importing(folder.path)
    _ = try await other.importing(folder.path)
    #expect(
      try await other.library.client.pantry.items().map(\.text)
        == ["Rice", "eggs", "2 onions", "500 g flour"])
  }
}
