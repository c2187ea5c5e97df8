import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// Folders as Nextcloud Cookbook keeps them (one folder per recipe: `recipe.json` with the
/// app's own extra keys, and the picture it downloaded as `full.jpg`), which `recipes import`
/// reads like its own backups.
@Suite struct CookbookFolderTests {
  private let harness: ImportHarness

  init() throws {
    harness = try ImportHarness()
  }

  /// A recipe.json in the shape Nextcloud Cookbook writes: a string id, the web picture's
  /// address, empty strings for what the cook left out, steps as plain strings.
  private static let lentilSoup = """
    {"id":"5012","name":"Red Lentil Soup","description":"A quick soup.",
    "url":"https://kitchen.example.org/lentil-soup","image":"https://kitchen.example.org/soup.jpg",
    "imageUrl":"/apps/cookbook/webapp/recipes/5012/image?size=full",
    "prepTime":"PT0H10M0S","cookTime":"PT0H25M0S","totalTime":null,"recipeCategory":"Soup",
    "keywords":"lentils,weeknight","recipeYield":4,"tool":[],
    "recipeIngredient":["200 g red lentils","1 onion, chopped","1 l vegetable stock"],
    "recipeInstructions":["Soften the onion.","Add the lentils and stock; simmer 20 minutes."],
    "nutrition":{"@type":"NutritionInformation"},"@context":"http://schema.org",
    "@type":"Recipe","dateCreated":"2023-01-01T10:00:00+0000","printImage":true}
    """

  private static let flatbread = """
    {"id":"5013","name":"Pan Flatbread","description":"","url":"","image":"","prepTime":"",
    "cookTime":"PT5M","recipeCategory":"","keywords":"","recipeYield":"6","tool":["pan"],
    "recipeIngredient":["250 g flour","150 ml water"],
    "recipeInstructions":[{"@type":"HowToStep","text":"Mix and knead."},
    {"@type":"HowToStep","text":"Cook in a dry pan, 2 minutes a side."}],
    "@context":"http://schema.org","@type":"Recipe"}
    """

  /// A cookbook folder with the soup (and its downloaded picture) and the flatbread.
  private func cookbook() throws -> (folder: URL, picture: Data) {
    let folder = harness.dataDirectory.file("Recipes")
    let picture = TestImages.png(width: 4, height: 3)
    for (name, json) in [("Red Lentil Soup", Self.lentilSoup), ("Pan Flatbread", Self.flatbread)] {
      let recipeFolder = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: recipeFolder, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: recipeFolder.appendingPathComponent("recipe.json"))
    }
    try picture.write(to: folder.appendingPathComponent("Red Lentil Soup/full.jpg"))
    return (folder, picture)
  }

  @Test func aCookbookFolderImportsEveryRecipeWithTheDownloadedPicture() async throws {
    let (folder, picture) = try cookbook()
    let imported = try await harness.importing(folder.path)

    #expect(imported.map(\.name) == ["Pan Flatbread", "Red Lentil Soup"])
    let soup = try #require(imported.last)
    #expect(
      soup.ingredients.map(\.text) == [
        "200 g red lentils", "1 onion, chopped", "1 l vegetable stock",
      ])
    #expect(soup.steps == ["Soften the onion.", "Add the lentils and stock; simmer 20 minutes."])
    #expect(soup.servings == 4 && soup.prepMinutes == 10 && soup.cookMinutes == 25)
    #expect(soup.tags == ["lentils", "weeknight"])
    #expect(soup.sourceURL == URL(string: "https://kitchen.example.org/lentil-soup"))
    // The picture beside recipe.json, not the web address: the import works offline.
    let kept = try #require(soup.thumbnailURL)
    #expect(kept.isFileURL)
    #expect(try Data(contentsOf: kept) == picture)
    #expect(harness.keptPictures() == ["\(soup.id.rawValue).jpg"])

    let flatbread = try #require(imported.first)
    #expect(flatbread.thumbnailURL == nil && flatbread.sourceURL == nil)
    #expect(flatbread.servings == 6 && flatbread.cookMinutes == 5)
  }

  @Test func oneRecipeFolderImportsOnItsOwn() async throws {
    let (folder, _) = try cookbook()
    let recipeFolder = folder.appendingPathComponent("Pan Flatbread")
    #expect(
      try await harness.importer.source(recipeFolder.path, nil)
        == .backupFolder(URL(fileURLWithPath: recipeFolder.path, isDirectory: true)))

    let imported = try await harness.importing(recipeFolder.path)
    #expect(imported.map(\.name) == ["Pan Flatbread"])
  }

  @Test func oneRecipeJSONFileImportsAsItsFolderWithThePicture() async throws {
    let (folder, picture) = try cookbook()
    let file = folder.appendingPathComponent("Red Lentil Soup/recipe.json")
    #expect(
      try await harness.importer.source(file.path, nil)
        == .backupFolder(file.deletingLastPathComponent()))

    let imported = try await harness.importing(file.path)
    #expect(imported.map(\.name) == ["Red Lentil Soup"])
    #expect(try imported.first?.thumbnailURL.map { try Data(contentsOf: $0) } == picture)
  }

  @Test func aSchemaOrgJSONDocumentOfAnyNameImports() async throws {
    let file = harness.dataDirectory.file("saved from the page.json")
    // JSON-LD as a page carries it: a byte-order mark, a graph, a picture beside the file.
    let document = """
      \u{FEFF}
        {"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Page"},
        {"@type":"Recipe","name":"Oat Crumble","image":"crumble.png",
        "recipeIngredient":["100 g oats","50 g butter"],"recipeInstructions":"Rub together.\\nBake."}]}
      """
    try Data(document.utf8).write(to: file)
    let picture = TestImages.png(width: 2, height: 2)
    try picture.write(to: harness.dataDirectory.file("crumble.png"))
    #expect(try await harness.importer.source(file.path, nil) == .recipeDocument(file))

    let imported = try await harness.importing(file.path)
    #expect(imported.map(\.name) == ["Oat Crumble"])
    #expect(imported.first?.steps == ["Rub together.", "Bake."])
    #expect(try imported.first?.thumbnailURL.map { try Data(contentsOf: $0) } == picture)
  }

  @Test func aJSONFileWithoutARecipeSaysSo() async throws {
    let file = harness.dataDirectory.file("settings.json")
    try Data(#"{"theme": "dark"}"#.utf8).write(to: file)
    await #expect(throws: ImportError.brokenRecipeData("the file holds no schema.org Recipe")) {
      try await harness.importing(file.path)
    }
  }
  /// Every member of Cookbook's recipe.json that the app does not model (or writes in its own
  /// words) goes through `export`, then `import` of that backup, then `export` again as it was.
  @Test func cookbooksMembersSurviveAnExportAndAnImportOfTheBackup() async throws {
    let (folder, _) = try cookbook()
    _ = try await harness.importing(folder.path)
    let original = try #require(PublishedMembers(json: Self.lentilSoup))
    let kept = [
      "id", "imageUrl", "printImage", "tool", "nutrition", "dateCreated", "prepTime", "keywords",
      "totalTime", "@context",
    ]

    let first = harness.dataDirectory.file("backup-1")
    let writer = BackupWriter(library: harness.library.client) { try? Data(contentsOf: $0) }
    _ = try await writer.write(to: first)
    let exported = try Self.members(in: first.appendingPathComponent("Red Lentil Soup"))
    for name in kept { #expect(exported[name] == original[name], "\(name)") }

    let other = try ImportHarness()
    let restored = try await other.importing(first.path)
    let soup = try #require(restored.first { $0.name == "Red Lentil Soup" })
    #expect(soup.publishedMembers?.cookbookID == "5012")
    let second = other.dataDirectory.file("backup-2")
    _ = try await BackupWriter(library: other.library.client) { try? Data(contentsOf: $0) }
      .write(to: second)
    let again = try Self.members(in: second.appendingPathComponent("Red Lentil Soup"))
    for name in kept { #expect(again[name] == original[name], "\(name)") }
  }

  private static func members(in folder: URL) throws -> PublishedMembers {
    let data = try Data(contentsOf: folder.appendingPathComponent("recipe.json"))
    return try #require(PublishedMembers(json: String(decoding: data, as: UTF8.self)))
  }
}
