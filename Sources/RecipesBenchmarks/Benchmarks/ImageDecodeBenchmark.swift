import Foundation
import GtkInterop

/// Decoding a picture into a GTK texture, as the image loader does.
///
/// Off the main thread, as the detail window's image loader does; no display is needed
/// to decode.
enum ImageDecodeBenchmark {
  /// Makes the picture, then decodes it `imageRunCount` times.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.ImageFigures
  {
    let picture = try ImageFixture.make(
      width: configuration.imageWidth, height: configuration.imageHeight,
      source: configuration.imageSource)
    // Once untimed: the first decode loads GdkPixbuf's or GTK's loaders.
    try check(try decode(picture.data), configuration)
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.imageRunCount) {
      var size = (width: 0, height: 0)
      samples.append(try clock.measure { size = try decode(picture.data) })
      try check(size, configuration)
    }
    return BenchmarkReport.ImageFigures(
      p50Milliseconds: samples.median, format: picture.format, fileBytes: picture.data.count)
  }

  /// Decodes `data` into a texture, frees it, and returns its size.
  static func decode(_ data: Data) throws -> (width: Int, height: Int) {
    do {
      return try Texture(validating: data).size
    } catch {
      throw BenchmarkError.unexpected("GTK could not decode the picture: \(error)")
    }
  }

  private static func check(
    _ size: (width: Int, height: Int), _ configuration: BenchmarkConfiguration
  ) throws {
    guard size == (configuration.imageWidth, configuration.imageHeight) else {
      throw BenchmarkError.unexpected("decoded a \(size.width)×\(size.height) picture")
    }
  }
}
