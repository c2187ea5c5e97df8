import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

@Suite struct SourceDetectionTests {
  private let harness: ImportHarness

  init() throws {
    harness = try ImportHarness()
  }

  private func source(_ address: String, pageURL: URL? = nil) async throws -> ImportSource {
    try await harness.importer.source(address, pageURL)
  }

  @Test(arguments: ["https://kitchen.example.org/a", "http://127.0.0.1:8080/b"])
  func webAddressesArePages(_ address: String) async throws {
    #expect(try await source(address) == .webPage(try #require(URL(string: address))))
  }

  @Test func otherSchemesAreRefused() async {
    await #expect(throws: ImportError.addressNotAllowed("ftp://kitchen.example.org/a")) {
      try await source("ftp://kitchen.example.org/a")
    }
  }

  @Test func aFileIsASavedPageFromWhereverTheCookSays() async throws {
    let file = harness.dataDirectory.file("page.html")
    try Data("<html></html>".utf8).write(to: file)
    let from = URL(string: "https://kitchen.example.org/page")
    #expect(
      try await source(file.path, pageURL: from)
        == .htmlFile(Data("<html></html>".utf8), pageURL: from))
  }

  @Test func gnomeRecipesFilesAreToldApartFromSavedPages() async throws {
    let database = harness.dataDirectory.file("my-recipes.db")
    try Data("# saved by hand\n\n[Metadata]\nVersion=1\n".utf8).write(to: database)
    #expect(try await source(database.path) == .gnomeRecipes(database: database))

    // gzip's magic bytes make an archive, whatever the file is called.
    let archive = harness.dataDirectory.file("Sunday.gnome-recipes-export")
    try Data([0x1F, 0x8B, 0x08, 0x00]).write(to: archive)
    #expect(try await source(archive.path) == .gnomeRecipesArchive(archive))
    let renamed = harness.dataDirectory.file("recipes.tgz")
    try Data([0x1F, 0x8B, 0x08, 0x00]).write(to: renamed)
    #expect(try await source(renamed.path) == .gnomeRecipesArchive(renamed))

    // A .db that is no key file, and a key file not called .db, are read as pages.
    let other = harness.dataDirectory.file("other.db")
    try Data("SQLite format 3\0".utf8).write(to: other)
    #expect(try await source(other.path) == .htmlFile(Data("SQLite format 3\0".utf8), pageURL: nil))
    let page = harness.dataDirectory.file("page.html")
    try Data("[Metadata]\n".utf8).write(to: page)
    #expect(try await source(page.path) == .htmlFile(Data("[Metadata]\n".utf8), pageURL: nil))
  }

  @Test func foldersAreToldApartByWhatTheyHold() async throws {
    let files = FileManager.default
    let gnome = harness.dataDirectory.file("gnome")
    try files.createDirectory(at: gnome, withIntermediateDirectories: true)
    try Data().write(to: gnome.appendingPathComponent("recipes.db"))
    #expect(
      try await source(gnome.path)
        == .gnomeRecipes(
          database: URL(fileURLWithPath: gnome.path, isDirectory: true)
            .appendingPathComponent("recipes.db")))

    let backup = harness.dataDirectory.file("backup")
    let recipeFolder = backup.appendingPathComponent("Scones")
    try files.createDirectory(at: recipeFolder, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: recipeFolder.appendingPathComponent("recipe.json"))
    #expect(
      try await source(backup.path)
        == .backupFolder(URL(fileURLWithPath: backup.path, isDirectory: true)))

    let empty = harness.dataDirectory.file("empty")
    try files.createDirectory(at: empty, withIntermediateDirectories: true)
    await #expect(throws: ImportError.notASource(empty.path)) {
      try await source(empty.path)
    }
  }

  @Test func aMissingPathIsUnreadable() async {
    await #expect(
      throws: ImportError.unreadableFile(path: "no-such.html", reason: "no such file or folder")
    ) {
      try await source("no-such.html")
    }
  }

  @Test func anAddressTypedWithoutItsSchemeIsASecurePage() async throws {
    #expect(
      try await source("kitchen.example.org/shortbread")
        == .webPage(try #require(URL(string: "https://kitchen.example.org/shortbread"))))
    await #expect(throws: ImportError.self) { try await source("shortbread.html") }
    await #expect(throws: ImportError.self) { try await source("scones.json") }
    await #expect(throws: ImportError.self) { try await source("my recipes/scones.txt") }
  }
}
