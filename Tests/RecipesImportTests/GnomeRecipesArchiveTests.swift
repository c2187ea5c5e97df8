import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// GNOME Recipes' export archive (a gzip'd tar of recipes.db, chefs.db and images/), built
/// here with the system's tar.
@Suite struct GnomeRecipesArchiveTests {
  private let directory: TemporaryDirectory
  private let collection: URL

  init() throws {
    directory = try TemporaryDirectory(label: "gnome-archive")
    collection = directory.file("collection")
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("import/gnome-recipes"), to: collection)
  }

  /// An archive of `members` of the collection folder, made with `tar options`.
  private func archive(
    _ name: String, members: [String], options: [String] = []
  ) throws -> URL {
    let archive = directory.file(name)
    let tar = Process()
    tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tar.arguments = ["tar", "-czf", archive.path] + options + ["-C", collection.path] + members
    tar.standardError = FileHandle.nullDevice
    try tar.run()
    tar.waitUntilExit()
    try #require(tar.terminationStatus == 0)
    return archive
  }

  private func failure(importing archive: URL) async throws -> String {
    let harness = try ImportHarness()
    do {
      _ = try await harness.importing(archive.path)
    } catch let error as ImportError {
      #expect(await harness.library.allRecipes.isEmpty)
      return error.message
    }
    Issue.record("\(archive.lastPathComponent) imported")
    return ""
  }

  @Test func anExportImportsWithChefsAndPictures() async throws {
    let export = try archive(
      "Sunday.gnome-recipes-export", members: ["recipes.db", "chefs.db", "images"])
    let harness = try ImportHarness()
    let imported = try await harness.importing(export.path)
    #expect(imported.map(\.name) == ["Goulash", "Sourdough loaf", "Plum cake", "Lost soup"])
    #expect(imported.first?.author == "Anna Horváth")
    let pictures = imported.compactMap(\.thumbnailURL)
    #expect(pictures.count == 3)
    for picture in pictures {
      #expect(picture.path.hasPrefix(harness.dataDirectory.url.path))
      #expect(FileManager.default.fileExists(atPath: picture.path))
    }
    // The same recipes as from the folder itself.
    let fromFolder = try await ImportHarness().importing(collection.path)
    #expect(imported.map(\.id) == fromFolder.map(\.id))
  }

  @Test func anArchiveInsideAFolderIsFound() async throws {
    let parent = directory.file("wrapped")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: collection, to: parent.appendingPathComponent("export"))
    let archive = directory.file("wrapped.tar.gz")
    let tar = Process()
    tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tar.arguments = ["tar", "-czf", archive.path, "-C", parent.path, "export"]
    try tar.run()
    tar.waitUntilExit()
    #expect(try await ImportHarness().importing(archive.path).count == 4)
  }

  @Test func aMemberThatWouldLandOutsideIsRefused() async throws {
    try Data("outside".utf8).write(to: directory.file("outside.txt"))
    let evil = try archive(
      "evil.gnome-recipes-export", members: ["recipes.db", "../outside.txt"],
      options: ["--absolute-names"])
    let message = try await failure(importing: evil)
    #expect(message.contains("../outside.txt"), "\(message)")
    #expect(message.contains("evil.gnome-recipes-export"))
  }

  @Test func anArchiveWithoutRecipesIsNoExport() async throws {
    let pictures = try archive("pictures.gnome-recipes-export", members: ["images"])
    let message = try await failure(importing: pictures)
    #expect(message.contains("no recipes.db"), "\(message)")
  }

  @Test func aDamagedArchiveSaysTarCannotReadIt() async throws {
    let damaged = directory.file("damaged.gnome-recipes-export")
    try Data([0x1F, 0x8B, 0x08, 0x00, 0x42, 0x42, 0x42]).write(to: damaged)
    let message = try await failure(importing: damaged)
    #expect(message.contains("damaged.gnome-recipes-export"))
    #expect(message.contains("not a GNOME Recipes export"), "\(message)")
    #expect(!message.contains("\n"))
  }

  @Test func aLinkedPictureIsNotFollowedOutOfTheArchive() async throws {
    let secret = directory.file("secret.png")
    try Data("not for the recipe book".utf8).write(to: secret)
    let goulash = collection.appendingPathComponent("images/goulash.png")
    try FileManager.default.removeItem(at: goulash)
    try FileManager.default.createSymbolicLink(at: goulash, withDestinationURL: secret)
    let export = try archive(
      "linked.gnome-recipes-export", members: ["recipes.db", "images"])
    let imported = try await ImportHarness().importing(export.path)
    #expect(imported.first { $0.name == "Goulash" }?.thumbnailURL == nil)
    #expect(imported.first { $0.name == "Plum cake" }?.thumbnailURL != nil)
  }
}
