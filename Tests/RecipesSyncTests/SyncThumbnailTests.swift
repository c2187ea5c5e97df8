import Foundation
import RecipesArtwork
import RecipesCore
import RecipesFixtures
import RecipesSync
import Testing

/// Cookbook's `thumb.jpg` and `thumb16.jpg` beside `full.jpg`: made by the injected
/// thumbnailer, uploaded before `recipe.json`; none made is a line, and `full.jpg` stays.
@Suite(.serialized) struct SyncThumbnailTests {
  private static let soup = Recipe(
    id: "mine-22222222-0000-0000-0000-000000000001", name: "Leek Soup",
    instructions: "Simmer.")

  @Test func thumbnailsGoUpBesideThePictureBeforeTheRecipe() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let puts = Locked<[String]>([])
      var dav = apache.dav
      let put = dav.put
      dav.put = { path, data, condition throws(WebDAVError) in
        puts.withLock { $0.append(path.components.last ?? "") }
        return try await put(path, data, condition)
      }
      var machine = try SyncMachine("A", folder: apache.folder)
      machine.thumbnail = { _, size in Data("thumb \(size)".utf8) }
      let picture = TestImages.png(width: 8, height: 6)
      try await machine.write(Self.soup, picture: picture)

      let report = try await machine.sync(dav)
      #expect(report.uploaded == 1)
      #expect(report.skipped.isEmpty)
      let folder = "Recipes/Leek Soup"
      #expect(try Data(contentsOf: apache.server.file("\(folder)/full.jpg")) == picture)
      #expect(
        try Data(contentsOf: apache.server.file("\(folder)/thumb.jpg")) == Data("thumb 256".utf8))
      #expect(
        try Data(contentsOf: apache.server.file("\(folder)/thumb16.jpg")) == Data("thumb 16".utf8))
      #expect(try Data(contentsOf: apache.server.file("\(folder)/.nomedia")).isEmpty)
      // full.jpg first, recipe.json (which makes the folder a recipe) last; the files beside
      // the picture go up together, in any order.
      let order = puts.withLock { $0 }.filter { $0 != ".recipes-favorites.json" }
      #expect(order.first == "full.jpg")
      #expect(order.last == "recipe.json")
      #expect(order.count == 5)
      #expect(Set(order.dropFirst().dropLast()) == ["thumb.jpg", "thumb16.jpg", ".nomedia"])
    }
  }

  @Test func noThumbnailIsALineAndThePictureStays() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      var machine = try SyncMachine("A", folder: apache.folder)
      machine.thumbnail = { _, _ in nil }
      let picture = TestImages.png(width: 8, height: 6)
      try await machine.write(Self.soup, picture: picture)

      let report = try await machine.sync(apache.dav)
      #expect(report.uploaded == 1)
      #expect(report.skipped.map(\.path) == ["Leek Soup/thumb.jpg"])
      let folder = "Recipes/Leek Soup"
      #expect(try Data(contentsOf: apache.server.file("\(folder)/full.jpg")) == picture)
      #expect(
        FileManager.default.fileExists(atPath: apache.server.file("\(folder)/recipe.json").path))
      #expect(
        !FileManager.default.fileExists(atPath: apache.server.file("\(folder)/thumb.jpg").path))
    }
  }

  // MARK: - The live thumbnailer (gdk-pixbuf)

  @Test func theLiveThumbnailIsTheMiddleSquareOfThePictureScaledToTheSize() throws {
    // 8 × 6 scaled to 256 on the long side is 256 × 192; its middle square is 192 × 192.
    let picture = TestImages.png(width: 8, height: 6)
    let thumb = try #require(SyncThumbnail.jpeg(of: picture, size: 256))
    #expect(Array(thumb.prefix(2)) == [0xFF, 0xD8])
    #expect(jpegSize(thumb) == [192, 192])
    let mini = try #require(SyncThumbnail.jpeg(of: picture, size: 16))
    #expect(jpegSize(mini) == [12, 12])
  }

  @Test func noLiveThumbnailOfWhatIsNoPictureOrTooLarge() {
    #expect(SyncThumbnail.jpeg(of: Data("not a picture".utf8), size: 256) == nil)
    #expect(SyncThumbnail.jpeg(of: Data("<svg></svg>".utf8), size: 256) == nil)
    // 10 000 × 5 000 is 50 megapixels: refused by its header, never decoded.
    #expect(
      SyncThumbnail.jpeg(of: TestImages.pngHeaderOnly(width: 10_000, height: 5_000), size: 256)
        == nil)
  }

  /// Width and height from a JPEG's first start-of-frame segment.
  private func jpegSize(_ data: Data) -> [Int]? {
    let bytes = [UInt8](data)
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xC3).contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return [width, height]
      }
      index += 2 + length
    }
    return nil
  }
}
