import Foundation

/// Writes ZIP archives byte by byte for the tests, so each header field can be set to what
/// a damaged or hostile archive would hold.
struct ZipBuilder {
  struct Entry {
    var name: String
    /// The bytes as stored: plain for method 0, raw deflate for method 8.
    var packed: Data
    var method: UInt16 = 0
    /// The unpacked size and checksum the headers claim.
    var size: UInt32
    var checksum: UInt32
    var flags: UInt16 = 0
    /// Added to the real local-header offset written in the directory.
    var offsetShift: Int = 0

    /// A stored entry with true sizes and checksum.
    static func stored(_ name: String, _ text: String) -> Entry {
      let data = Data(text.utf8)
      return Entry(
        name: name, packed: data, size: UInt32(data.count), checksum: CRC32.of(data))
    }
  }

  var entries: [Entry] = []

  /// The archive: local headers and data, the central directory, its end record.
  var data: Data {
    var body = Data()
    var directory = Data()
    for entry in entries {
      let offset = body.count
      let name = Data(entry.name.utf8)
      body.append(le32(0x0403_4B50))
      body.append(le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0))
      body.append(le32(entry.checksum) + le32(UInt32(entry.packed.count)) + le32(entry.size))
      body.append(le16(UInt16(name.count)) + le16(0) + name + entry.packed)
      directory.append(le32(0x0201_4B50) + le16(20) + le16(20) + le16(entry.flags))
      directory.append(le16(entry.method) + le16(0) + le16(0) + le32(entry.checksum))
      directory.append(le32(UInt32(entry.packed.count)) + le32(entry.size))
      directory.append(le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0))
      directory.append(le32(0) + le32(UInt32(offset + entry.offsetShift)) + name)
    }
    let end =
      le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count))
      + le16(UInt16(entries.count)) + le32(UInt32(directory.count)) + le32(UInt32(body.count))
      + le16(0)
    return body + directory + end
  }

  private func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
  private func le32(_ value: UInt32) -> Data {
    Data((0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
  }
}

/// The CRC-32 of ZIP and gzip, written out here so the tests do not check zlib with itself.
enum CRC32 {
  static func of(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

/// Compressed bytes made with Python's gzip module (mtime 0) for these tests.
enum Compressed {
  /// gzip of "Scones\n".
  static let scones = Data([
    0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x0B, 0x4E, 0xCE, 0xCF, 0x4B,
    0x2D, 0xE6, 0x02, 0x00, 0xEC, 0xFB, 0x71, 0x6B, 0x07, 0x00, 0x00, 0x00,
  ])
  /// gzip of 4096 zero bytes: 38 bytes that unpack a hundred times larger.
  static let zeros = Data([
    0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xED, 0xC1, 0x01, 0x0D, 0x00,
    0x00, 0x00, 0xC2, 0xA0, 0xF7, 0x4F, 0x6D, 0x0F, 0x07, 0x14, 0x00, 0x00, 0x00, 0xF0, 0x6E,
    0x11, 0x00, 0x1C, 0xC7, 0x00, 0x10, 0x00, 0x00,
  ])

  /// The raw deflate inside a gzip member: without its 10-byte header and 8-byte trailer.
  static func rawDeflate(of gzip: Data) -> Data {
    gzip.dropFirst(10).dropLast(8)
  }
}
