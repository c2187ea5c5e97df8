import Foundation

/// Real image files made in code, for tests of decoding and the image pipeline.
public enum TestImages {
  /// A PNG of `width` × `height` pixels of one colour.
  public static func png(
    width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 90, blue: UInt8 = 40
  ) -> Data {
    Data(PNGEncoder.encode(width: width, height: height) { _, _ in (red, green, blue) })
  }

  /// A PNG header that claims `width` × `height` pixels, followed by nothing decodable.
  public static func pngHeaderOnly(width: Int, height: Int) -> Data {
    Data(PNGEncoder.headerOnly(width: width, height: height))
  }
}
