/// A minimal PNG encoder: 8-bit RGB, no filtering, zlib "stored" (uncompressed) blocks.
///
/// Only for making test pictures without an image library; the files are as large as the
/// raw pixels, which is fine for a 600×400 picture.
public enum PNGEncoder {
  /// Encodes a `width`×`height` picture whose pixel at (x, y) is `pixel(x, y)` as RGB.
  public static func encode(
    width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)
  ) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + width * 3))
    for y in 0..<height {
      raw.append(0)  // filter type None
      for x in 0..<width {
        let (red, green, blue) = pixel(x, y)
        raw += [red, green, blue]
      }
    }
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // bit depth, colour type RGB, compression, filter, interlace
    return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
      + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
  }

  /// `bytes` as a zlib stream of stored deflate blocks.
  public static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    let blockSize = 65_535
    var start = 0
    repeat {
      let end = min(start + blockSize, bytes.count)
      let length = UInt16(end - start)
      stream.append(end == bytes.count ? 1 : 0)  // BFINAL, BTYPE = 00 (stored)
      stream += [UInt8(length & 0xff), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xff), UInt8(~length >> 8)]
      stream += bytes[start..<end]
      start = end
    } while start < bytes.count
    return stream + bigEndian(adler32(bytes))
  }

  /// The Adler-32 checksum zlib ends its streams with.
  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// The CRC-32 (ISO 3309) every PNG chunk carries.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
    }
    return crc ^ 0xffff_ffff
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xedb8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// A PNG signature and header claiming `width`×`height` pixels, with no image data:
  /// what a hostile server might send to make a client allocate a huge bitmap.
  public static func headerOnly(width: Int, height: Int) -> [UInt8] {
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
  }
}
