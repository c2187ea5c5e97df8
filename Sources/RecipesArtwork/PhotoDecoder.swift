import Foundation
import GtkInterop

/// Turns downloaded or cached bytes into a photo's texture, refusing what could hurt.
///
/// Photos come from pages and servers nobody checked: markup (an SVG renders at whatever
/// size it declares) is refused, and so is a picture whose pixel count — read from its
/// header before anything is decoded, then checked again after — is beyond reason.
public enum PhotoDecoder {
  /// The most pixels a photo may have: 40 megapixels take 160 MB decoded.
  public static let maximumPixels = 40_000_000

  /// The texture of `data`; nil when it is not a raster image or too large.
  public static func decode(_ data: Data) -> Texture? {
    guard !ImageHeader.isMarkup(data) else { return nil }
    if let size = ImageHeader.dimensions(of: data), size.width * size.height > maximumPixels {
      return nil
    }
    guard let texture = Texture(decoding: data) else { return nil }
    guard texture.size.width * texture.size.height <= maximumPixels else { return nil }
    return texture
  }
}
