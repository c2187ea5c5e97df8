import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesCLI

/// The picture `recipes print` puts at the top of the page: the recipe's own photo when it
/// has one that decodes safely, else the illustration of its category.
@MainActor
@Suite struct PrintedPictureTests {
  private let directory: TemporaryDirectory
  private let dependencies: AppDependencies

  init() async throws {
    directory = try TemporaryDirectory(label: "printed-picture")
    let options = try AppOptions.parse(["--offline", "--data-dir", directory.url.path])
    dependencies = try await AppDependencies.make(
      options, environment: [:], console: Console(output: { _ in }, errors: { _ in }))
  }

  private func recipe(picture: Data?) throws -> Recipe {
    let pictures = dependencies.location.libraryDirectory.appendingPathComponent("pictures")
    let url = pictures.appendingPathComponent("mine-7.png")
    if let picture {
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      try picture.write(to: url)
    }
    return Recipe(
      id: "mine-7", name: "Tart", category: "Dessert", thumbnailURL: picture == nil ? nil : url)
  }

  @Test func aRecipesOwnPhotoIsPrinted() async throws {
    let texture = await PrintedPicture.texture(
      for: try recipe(picture: TestImages.png(width: 30, height: 20)), from: dependencies)
    #expect(texture?.size.width == 30)
    #expect(texture?.size.height == 20)
    dependencies.shutdown()
  }

  @Test func withoutAPhotoTheIllustrationFillsThePicturesPlaceSharply() async throws {
    let texture = try #require(
      await PrintedPicture.texture(for: try recipe(picture: nil), from: dependencies))
    // The page's picture is about 500 × 180 points; drawn at two pixels a point.
    #expect(texture.size.width >= 900 && texture.size.width <= 1100)
    #expect(texture.size.height == 360)
    dependencies.shutdown()
  }

  @Test func aPhotoThatIsNotARasterImageGivesWayToTheIllustration() async throws {
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"/>"#.utf8)
    let texture = await PrintedPicture.texture(for: try recipe(picture: svg), from: dependencies)
    #expect(texture?.size.height == 360, "the hostile SVG was decoded")
    dependencies.shutdown()
  }
}
