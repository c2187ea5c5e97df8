import Foundation
import RecipesFixtures
import Testing

/// `delete`, `export` and the import of what `export` wrote.
@MainActor
@Suite struct OwnRecipeCommandsTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  /// Imports the shortbread page as if saved from `url`; returns the new recipe's id.
  private func importShortbread(
    url: String = "https://kitchen.example.org/shortbread"
  ) async throws -> String {
    let result = await recipes(
      ["import", "-", "--url", url, "--json", "--offline"] + recipes.dataDirectory,
      input: try Fixtures.data("cli/shortbread.html"))
    #expect(result.status == 0, "\(result.errors)")
    return try #require(try result.rows().first?["id"] as? String)
  }

  private func mine() async throws -> [String] {
    let list = await recipes(["--offline", "list", "--mine", "--json"] + recipes.dataDirectory)
    return try list.rows().compactMap { $0["id"] as? String }
  }

  @Test func deleteRemovesAnOwnRecipe() async throws {
    let id = try await importShortbread()
    let delete = await recipes(["delete", id, "--offline"] + recipes.dataDirectory)
    #expect(delete.status == 0, "\(delete.errors)")
    #expect(delete.output == "Deleted Brown Butter Shortbread.\n")
    #expect(try await mine().isEmpty)
    let show = await recipes(["show", id, "--offline"] + recipes.dataDirectory)
    #expect(show.status == 1)
  }

  @Test(arguments: ["catalog-1", "mine-00000000-no-such-recipe"])
  func deleteRefusesWhatIsNotAnOwnRecipe(_ id: String) async throws {
    let delete = await recipes(["--offline", "delete", id] + recipes.dataDirectory)
    #expect(delete.status == 1)
    #expect(delete.errors.split(separator: "\n").count == 1, "\(delete.errors)")
    #expect(delete.errors.contains(id))
    let show = await recipes(["show", "catalog-1", "--offline"] + recipes.dataDirectory)
    #expect(show.status == 0)
  }

  @Test func exportWipeImportRestoresTheSameRecipesAndFavorites() async throws {
    let shortbread = try await importShortbread()
    let other = try await importShortbread(url: "https://kitchen.example.org/shortbread-2")
    for id in [shortbread, "catalog-1"] {
      let favorite = await recipes(["favorite", id, "--offline"] + recipes.dataDirectory)
      #expect(favorite.status == 0, "\(favorite.errors)")
    }
    let before = try await shown([shortbread, other, "catalog-1"])
    let backup = recipes.directory.file("backup")
    let export = await recipes(
      ["export", "--output", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.contains("Exported 3 recipes (2 favorites)"), "\(export.output)")
    let files = FileManager.default
    #expect(files.fileExists(atPath: backup.appendingPathComponent("recipes-backup.json").path))

    // Wipe: the library file and everything beside it.
    for name in try files.contentsOfDirectory(atPath: recipes.directory.url.path)
    where name != "backup" {
      try files.removeItem(at: recipes.directory.file(name))
    }
    #expect(try await mine().isEmpty)

    let restore = await recipes(["import", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(restore.status == 0, "\(restore.errors)")
    #expect(try await shown([shortbread, other, "catalog-1"]) == before)
    #expect(Set(try await mine()) == [shortbread, other])

    // Restoring twice changes nothing.
    _ = await recipes(["import", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(try await shown([shortbread, other, "catalog-1"]) == before)
    #expect(try await mine().count == 2)
  }

  /// The cook's notes: read from a recipe.json, shown by `show` and `show --json`, and
  /// written into the backup, which restores them.
  @Test func notesAreShownExportedAndRestored() async throws {
    let file = recipes.directory.file("pesto.json")
    try Data(
      """
      {"@context": "https://schema.org", "@type": "Recipe", "name": "Noted Pesto",
       "x-recipes-id": "mine-0000-noted-pesto", "recipeIngredient": ["50 g basil"],
       "recipeInstructions": ["Pound the basil."],
       "x-recipes-notes": "Toast the nuts first.\\n\\nMore garlic next time."}
      """.utf8
    ).write(to: file)
    let imported = await recipes(["import", file.path, "--offline"] + recipes.dataDirectory)
    #expect(imported.status == 0, "\(imported.errors)")
    let id = "mine-0000-noted-pesto"
    let json = await recipes(["show", id, "--json", "--offline"] + recipes.dataDirectory)
    #expect(
      try json.object()["notes"] as? String == "Toast the nuts first.\n\nMore garlic next time.")
    let text = await recipes(["show", id, "--offline"] + recipes.dataDirectory)
    #expect(
      text.output.contains("Notes\n  Toast the nuts first.\n\n  More garlic next time."),
      "\(text.output)")
    let backup = recipes.directory.file("backup")
    let export = await recipes(
      ["export", "--output", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(export.status == 0, "\(export.errors)")
    _ = await recipes(["delete", id, "--offline"] + recipes.dataDirectory)
    let restore = await recipes(["import", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(restore.status == 0, "\(restore.errors)")
    let restored = await recipes(["show", id, "--json", "--offline"] + recipes.dataDirectory)
    #expect(
      try restored.object()["notes"] as? String
        == "Toast the nuts first.\n\nMore garlic next time.")
  }

  @Test func exportingAgainIntoTheSameFolderReplacesTheBackup() async throws {
    let id = try await importShortbread()
    let backup = recipes.directory.file("backup")
    let first = await recipes(
      ["export", "--output", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(first.status == 0, "\(first.errors)")
    _ = await recipes(["delete", id, "--offline"] + recipes.dataDirectory)
    let second = await recipes(
      ["export", "--output", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(second.status == 0, "\(second.errors)")
    #expect(second.output.contains("Exported 0 recipes"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: backup.path) == ["recipes-backup.json"])
  }

  @Test func exportRefusesAFolderHoldingOtherFiles() async throws {
    let folder = recipes.directory.file("documents")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: folder.appendingPathComponent("letter.txt"))
    let export = await recipes(
      ["export", "--output", folder.path, "--offline"] + recipes.dataDirectory)
    #expect(export.status == 1)
    #expect(export.errors.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["letter.txt"])
  }

  /// What `show --json` prints of each recipe, but the picture's address, which is the
  /// data folder's (checked by the import tests).
  private func shown(_ ids: [String]) async throws -> [String] {
    var documents: [String] = []
    for id in ids {
      let show = await recipes(["show", id, "--json", "--offline"] + recipes.dataDirectory)
      #expect(show.status == 0, "\(id): \(show.errors)")
      var object = try show.object()
      object["thumbnailURL"] = nil
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      documents.append(String(decoding: data, as: UTF8.self))
    }
    return documents
  }
}
