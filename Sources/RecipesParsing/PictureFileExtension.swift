import Foundation

/// The file name extension picture bytes call for, by their signature: what a backup's
/// `full.…` and an imported photo's copy are named with.
public enum PictureFileExtension {
  /// "png", "gif" or "webp" by the first bytes; "jpg" otherwise.
  public static func of(_ data: Data) -> String {
    let bytes = [UInt8](data.prefix(12))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
    if bytes.starts(with: [0x47, 0x49, 0x46]) { return "gif" }
    if bytes.count >= 12, bytes[0...3] == [0x52, 0x49, 0x46, 0x46],
      bytes[8...11] == [0x57, 0x45, 0x42, 0x50]
    {
      return "webp"
    }
    return "jpg"
  }

  /// Whether `data` starts like a JPEG, PNG, GIF or WebP picture.
  public static func isPicture(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(12))
    return bytes.starts(with: [0xFF, 0xD8, 0xFF]) || of(data) != "jpg"
  }
}
