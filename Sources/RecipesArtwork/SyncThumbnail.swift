import Foundation
import GtkInterop

/// The thumbnails the sync puts beside a recipe's `full.jpg`, made only from pictures of a
/// sane size: at most 40 megapixels by their header and 20 MiB, raster images only.
public enum SyncThumbnail {
  /// The most pixels decoded for a thumbnail.
  public static let maximumPixels = 40_000_000
  /// The most bytes decoded for a thumbnail.
  public static let maximumBytes = 20 * 1024 * 1024

  /// The square JPEG thumbnail of `data`, `size` pixels on the longer side before the cut;
  /// nil for what is no picture, markup, or too large.
  public static func jpeg(of data: Data, size: Int) -> Data? {
    guard data.count <= maximumBytes, !ImageHeader.isMarkup(data),
      let (width, height) = ImageHeader.dimensions(of: data), width > 0, height > 0,
      width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
      width <= maximumPixels, height <= maximumPixels
    else { return nil }
    return PixbufThumbnail.squareJPEG(of: data, size: size)
  }
}
