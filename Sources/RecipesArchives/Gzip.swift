import Foundation

/// gzip streams: told by their first bytes and unpacked with a cap on their size.
public enum Gzip {
  /// Whether `data` starts as a gzip stream does (bytes 1F 8B).
  public static func isGzip(_ data: Data) -> Bool {
    data.starts(with: [0x1F, 0x8B])
  }

  /// The unpacked bytes of the gzip stream `data` (its first member), checked against the
  /// CRC-32 and length it carries.
  ///
  /// ```swift
  /// let json = try Gzip.decompress(entry, limit: 64 << 20, name: "Scones.paprikarecipe")
  /// ```
  public static func decompress(_ data: Data, limit: Int, name: String = "the stream")
    throws(ArchiveError) -> Data
  {
    guard isGzip(data) else { throw .notAnArchive }
    return try Inflater.inflate(data, .gzip, limit: limit, name: name)
  }
}
