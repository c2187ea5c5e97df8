import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary
import Testing

@testable import RecipesCLI

/// The Activities search's pictures as files: the cook's own picture where it is, the photo
/// from the image cache written once, otherwise the drawing; never a fetch.
@Suite struct PictureFilesTests {
  private static func location(_ directory: TemporaryDirectory) -> LibraryLocation {
    LibraryLocation(
      libraryDirectory: directory.file("data"), cacheDirectory: directory.file("cache"))
  }

  private static func recipe(_ id: Recipe.ID, picture: URL?) -> Recipe {
    Recipe(
      id: id, name: "Soup", category: "Seafood", area: "Portuguese", thumbnailURL: picture)
  }

  @Test func theCooksOwnPictureIsShownWhereItIs() async throws {
    let directory = try TemporaryDirectory(label: "search-pictures")
    let location = Self.location(directory)
    let pictures = location.libraryDirectory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let own = pictures.appendingPathComponent("mine-1.png")
    try TestImages.png(width: 2, height: 2).write(to: own)
    let files = PictureFiles.live(location: location)
    #expect(await files.file(Self.recipe("mine-1", picture: own))?.path == own.path)
    // A file anywhere else is not handed to the Shell: the drawing stands in.
    let outside = directory.file("elsewhere.png")
    try TestImages.png(width: 2, height: 2).write(to: outside)
    let drawing = try #require(await files.file(Self.recipe("mine-2", picture: outside)))
    #expect(drawing.pathExtension == "svg")
  }

  @Test func aCachedPhotoIsWrittenOnceAndAnUnfetchedOneIsDrawn() async throws {
    let directory = try TemporaryDirectory(label: "search-pictures")
    let location = Self.location(directory)
    let photo = try #require(URL(string: "https://example.org/images/soup.jpg"))
    let bytes = TestImages.png(width: 3, height: 3)
    try await ImageCache.open(in: location.cacheDirectory).store(bytes, for: photo)
    let files = PictureFiles.live(location: location)

    let file = try #require(await files.file(Self.recipe("52001", picture: photo)))
    #expect(try Data(contentsOf: file) == bytes)
    #expect(file.deletingLastPathComponent().lastPathComponent == "search-pictures")
    #expect(await files.file(Self.recipe("52001", picture: photo)) == file, "the same name")

    let never = try #require(URL(string: "https://example.org/images/never-fetched.jpg"))
    let drawing = try #require(await files.file(Self.recipe("52002", picture: never)))
    let svg = try String(contentsOf: drawing, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("</svg>"))
    #expect(drawing.lastPathComponent.hasPrefix("drawing-fish-"), "seafood's motif")
    // One drawing per look, shared by every recipe that looks the same.
    #expect(await files.file(Self.recipe("catalog-9", picture: nil)) == drawing)
  }

  @Test func photoNamesAreTheSameOnEveryRun() {
    #expect(PictureFiles.stableHash("https://example.org/a.jpg") == "eef81b455fa690f9")
    #expect(PictureFiles.stableHash("") == "cbf29ce484222325")
  }
}
