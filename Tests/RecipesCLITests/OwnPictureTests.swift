import Foundation
import RecipesCLI
import RecipesCore
import RecipesFixtures
import Testing

/// The window's pictures of own recipes come from the data folder, and only from there.
@MainActor
@Suite struct OwnPictureTests {
  private func dependencies(in directory: TemporaryDirectory) async throws -> AppDependencies {
    let options = try AppOptions.parse(["--offline", "--data-dir", directory.url.path])
    let console = Console(output: { _ in }, errors: { _ in })
    return try await AppDependencies.make(options, environment: [:], console: console)
  }

  @Test func aPictureKeptInTheDataFolderLoadsOffline() async throws {
    let directory = try TemporaryDirectory(label: "pictures")
    let dependencies = try await dependencies(in: directory)
    defer { dependencies.shutdown() }
    let pictures = dependencies.location.libraryDirectory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let file = pictures.appendingPathComponent("mine-1.png")
    let png = TestImages.png(width: 2, height: 2)
    try png.write(to: file)
    #expect(try await dependencies.downloadImage(from: file) == png)
  }

  @Test func noOtherFileIsRead() async throws {
    let directory = try TemporaryDirectory(label: "pictures")
    let dependencies = try await dependencies(in: directory)
    defer { dependencies.shutdown() }
    let outside = directory.file("elsewhere.png")
    try TestImages.png(width: 2, height: 2).write(to: outside)
    await #expect(throws: RecipesError.refusedURL(outside.absoluteString)) {
      try await dependencies.downloadImage(from: outside)
    }
    let sneaky = dependencies.location.libraryDirectory.appendingPathComponent(
      "pictures/../../elsewhere.png")
    await #expect(throws: RecipesError.self) {
      try await dependencies.downloadImage(from: sneaky)
    }
  }
}
