import Foundation

/// Reads an image's pixel size from its header, before anything is decoded.
///
/// A 20 MB file can hold a 200-megapixel image that would take 800 MB to decode; the
/// loader refuses such images by their header alone.
enum ImageHeader {
  /// The width and height written in a PNG, JPEG or GIF header; `nil` if unknown.
  static func dimensions(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
    return nil
  }

  /// Whether `data` is markup (SVG, HTML, XML) rather than a raster image.
  ///
  /// GTK hands what it does not know to gdk-pixbuf, which renders SVG at whatever size the
  /// document declares: photos from the network must be raster images.
  static func isMarkup(_ data: Data) -> Bool {
    data.prefix(1024).first { !Set(" \t\r\n".utf8).contains($0) } == UInt8(ascii: "<")
  }

  private static func png(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 24 else { return nil }
    return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
  }

  private static func gif(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 10 else { return nil }
    return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
  }

  /// Walks the JPEG segments to the first start-of-frame marker.
  private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = bigEndian(bytes, index + 2, 2)
      let isStartOfFrame =
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isStartOfFrame {
        return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
  }
}
