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

  @Test func foldersAreToldApartByWhatTheyHold() async throws {
    let files = FileManager.default
    let gnome = harness.dataDirectory.file("gnome")
    try files.createDirectory(at: gnome, withIntermediateDirectories: true)
    try Data().write(to: gnome.appendingPathComponent("recipes.db"))
    #expect(
      try await source(gnome.path)
        == .gnomeRecipesFolder(URL(fileURLWithPath: gnome.path, isDirectory: true)))

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
