/// One file in a ZIP archive, as its central directory describes it.
public struct ZipEntry: Equatable, Sendable {
  /// The path inside the archive ("Recipes/Scones.paprikarecipe"); folders end with "/".
  public let name: String
  /// 0 stored, 8 deflate; others are refused when read.
  let method: UInt16
  /// The CRC-32 of the unpacked bytes.
  let checksum: UInt32
  /// Bytes in the archive.
  let compressedSize: Int
  /// Bytes once unpacked, as the directory claims.
  public let size: Int
  /// Where the entry's local header starts.
  let localHeaderOffset: Int

  /// Whether the entry is a folder rather than a file.
  public var isFolder: Bool { name.hasSuffix("/") }
}
