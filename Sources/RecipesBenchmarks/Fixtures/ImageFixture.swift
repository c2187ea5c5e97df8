import Foundation
import RecipesFixtures

/// The picture the image benchmark decodes, made at run time.
///
/// A JPEG from ImageMagick's `convert` when it is installed (a seeded plasma fractal, so
/// the same picture every run, with photo-like detail); otherwise a PNG made by
/// `PNGEncoder`, which stores its pixels uncompressed.
public enum ImageFixture {
  /// Where the picture comes from.
  public enum Source: Sendable, Equatable {
    /// A JPEG from `convert` if it is on the `PATH`, else the built-in PNG.
    case imageMagickIfInstalled
    /// Always the built-in PNG.
    case builtInPNG
  }

  /// A picture's bytes and what they are.
  struct Picture: Sendable {
    /// The encoded file.
    var data: Data
    /// "JPEG (ImageMagick)" or "PNG (built-in, stored deflate)".
    var format: String
  }

  /// Makes a `width`×`height` picture as `source` says.
  static func make(width: Int, height: Int, source: Source) throws -> Picture {
    if source == .imageMagickIfInstalled, let convert = executable(named: "convert"),
      let jpeg = try? jpeg(width: width, height: height, convert: convert)
    {
      return Picture(data: jpeg, format: "JPEG (ImageMagick convert)")
    }
    return Picture(
      data: Data(PNGEncoder.encode(width: width, height: height, pixel: gradient)),
      format: "PNG (built-in encoder, stored deflate)")
  }

  private static func jpeg(width: Int, height: Int, convert: URL) throws -> Data {
    let directory = try TemporaryDirectory(label: "image")
    defer { directory.remove() }
    let output = directory.url.appendingPathComponent("picture.jpg")
    let process = Process()
    process.executableURL = convert
    process.arguments = [
      "-seed", "7", "-size", "\(width)x\(height)", "plasma:fractal", "-quality", "85",
      output.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchmarkError.unexpected("convert exited with \(process.terminationStatus)")
    }
    return try Data(contentsOf: output)
  }

  /// A smooth colour field with some stripes, so the picture is not one flat colour.
  private static func gradient(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
    (UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y), UInt8(truncatingIfNeeded: x ^ y))
  }

  /// The first executable called `name` on the `PATH`.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
