import CZlib
import Foundation

/// Reads a ZIP archive held in memory (a mapped file): its central directory, then each
/// entry on demand, stored or deflated, checked against its CRC-32 and the limits.
///
/// ZIP64, encrypted, multi-file and other compression methods are refused with
/// `ArchiveError.unsupported`; damage of any kind is a typed error.
public struct ZipArchive: Sendable {
  /// The files and folders, in the directory's order.
  public let entries: [ZipEntry]
  private let bytes: Data
  private let limits: ArchiveLimits

  private enum Signature {
    static let localHeader: UInt32 = 0x0403_4B50
    static let centralHeader: UInt32 = 0x0201_4B50
    static let endOfDirectory: UInt32 = 0x0605_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50
  }

  private static let endOfDirectorySize = 22
  private static let centralHeaderSize = 46
  private static let localHeaderSize = 30

  /// Reads the directory of the archive `data`.
  public init(_ data: Data, limits: ArchiveLimits = ArchiveLimits()) throws(ArchiveError) {
    self.bytes = data
    self.limits = limits
    self.entries = try Self.directory(LittleEndianBytes(data: data), limits: limits)
  }

  /// Whether `data` starts as a ZIP archive does: a local header, or the end record of an
  /// empty one.
  public static func isZip(_ data: Data) -> Bool {
    data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
  }

  /// The unpacked bytes of every entry `include` accepts, in order; the entries together
  /// are held to the total limit.
  public func contents(of include: (ZipEntry) -> Bool) throws(ArchiveError) -> [(ZipEntry, Data)] {
    var total = 0
    var found: [(ZipEntry, Data)] = []
    for entry in entries where include(entry) {
      total += entry.size
      guard total <= limits.totalBytes else { throw .archiveTooLarge(limit: limits.totalBytes) }
      found.append((entry, try contents(of: entry)))
    }
    return found
  }

  /// The unpacked bytes of `entry`.
  public func contents(of entry: ZipEntry) throws(ArchiveError) -> Data {
    let reader = LittleEndianBytes(data: bytes)
    let offset = entry.localHeaderOffset
    guard let signature = reader.uint32(at: offset) else { throw .truncated }
    guard signature == Signature.localHeader else {
      throw .damaged("“\(entry.name)” does not start where the directory says")
    }
    guard let nameLength = reader.uint16(at: offset + 26),
      let extraLength = reader.uint16(at: offset + 28),
      let packed = reader.bytes(
        at: offset + Self.localHeaderSize + Int(nameLength) + Int(extraLength),
        length: entry.compressedSize)
    else { throw .truncated }
    let unpacked: Data
    switch entry.method {
    case 0:
      unpacked = packed
    case 8:
      // One byte more than claimed is enough to know the entry lies about its size.
      let limit = min(entry.size, limits.entryBytes)
      unpacked = try Inflater.inflate(packed, .raw, limit: limit, name: entry.name)
    default:
      throw .unsupported("compression method \(entry.method)")
    }
    guard unpacked.count == entry.size else {
      throw .damaged("“\(entry.name)” is not the size the directory says")
    }
    let checksum = unpacked.withUnsafeBytes { buffer in
      crc32(0, buffer.bindMemory(to: Bytef.self).baseAddress, uInt(buffer.count))
    }
    guard UInt32(checksum) == entry.checksum else { throw .checksumMismatch(name: entry.name) }
    return unpacked
  }

  // MARK: - The central directory

  private static func directory(_ reader: LittleEndianBytes, limits: ArchiveLimits)
    throws(ArchiveError) -> [ZipEntry]
  {
    let end = try endOfDirectory(reader)
    guard reader.uint16(at: end + 4) == 0, reader.uint16(at: end + 6) == 0 else {
      throw .unsupported("an archive split across several files")
    }
    guard let count = reader.uint16(at: end + 10), let size = reader.uint32(at: end + 12),
      let start = reader.uint32(at: end + 16)
    else { throw .truncated }
    if count == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF
      || reader.uint32(at: end - 20) == Signature.zip64Locator
    {
      throw .unsupported("ZIP64")
    }
    guard Int(start) + Int(size) <= end else {
      throw .damaged("its directory lies outside the file")
    }
    var entries: [ZipEntry] = []
    var offset = Int(start)
    for _ in 0..<Int(count) {
      let entry = try centralEntry(reader, at: offset, directoryEnd: Int(start) + Int(size))
      guard entry.header.size <= limits.entryBytes else {
        throw .entryTooLarge(name: entry.header.name, limit: limits.entryBytes)
      }
      guard entry.header.localHeaderOffset < Int(start) else {
        throw .damaged("“\(entry.header.name)” lies outside the file")
      }
      entries.append(entry.header)
      offset = entry.next
    }
    return entries
  }

  /// The offset of the end-of-central-directory record: the last one in the final 64 KiB
  /// (the record ends with a comment of up to 65535 bytes).
  private static func endOfDirectory(_ reader: LittleEndianBytes) throws(ArchiveError) -> Int {
    guard reader.count >= endOfDirectorySize else {
      throw reader.count >= 4 && isZip(reader.data) ? .truncated : .notAnArchive
    }
    let lowest = max(0, reader.count - endOfDirectorySize - 0xFFFF)
    var offset = reader.count - endOfDirectorySize
    while offset >= lowest {
      if reader.uint32(at: offset) == Signature.endOfDirectory,
        let commentLength = reader.uint16(at: offset + 20),
        offset + endOfDirectorySize + Int(commentLength) <= reader.count
      {
        return offset
      }
      offset -= 1
    }
    throw isZip(reader.data) ? .truncated : .notAnArchive
  }

  private static func centralEntry(_ reader: LittleEndianBytes, at offset: Int, directoryEnd: Int)
    throws(ArchiveError) -> (header: ZipEntry, next: Int)
  {
    guard offset + centralHeaderSize <= directoryEnd,
      let signature = reader.uint32(at: offset), let flags = reader.uint16(at: offset + 8),
      let method = reader.uint16(at: offset + 10), let checksum = reader.uint32(at: offset + 16),
      let compressed = reader.uint32(at: offset + 20), let size = reader.uint32(at: offset + 24),
      let nameLength = reader.uint16(at: offset + 28),
      let extraLength = reader.uint16(at: offset + 30),
      let commentLength = reader.uint16(at: offset + 32),
      let localOffset = reader.uint32(at: offset + 42)
    else { throw .damaged("its directory is cut short") }
    guard signature == Signature.centralHeader else {
      throw .damaged("its directory holds something that is no entry")
    }
    let next = offset + centralHeaderSize + Int(nameLength) + Int(extraLength) + Int(commentLength)
    guard next <= directoryEnd,
      let nameBytes = reader.bytes(at: offset + centralHeaderSize, length: Int(nameLength))
    else { throw .damaged("its directory is cut short") }
    let name = String(decoding: nameBytes, as: UTF8.self)
    if flags & 1 != 0 { throw .unsupported("encryption") }
    if compressed == 0xFFFF_FFFF || size == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
      throw .unsupported("ZIP64")
    }
    let entry = ZipEntry(
      name: name, method: method, checksum: checksum, compressedSize: Int(compressed),
      size: Int(size), localHeaderOffset: Int(localOffset))
    return (entry, next)
  }
}
