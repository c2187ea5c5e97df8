import Foundation

/// windows-1252 (which browsers also read Latin-1 and ASCII pages as) turned into UTF-8
/// before parsing, by table.
///
/// libxml2 would go through iconv, which stops at the five bytes windows-1252 leaves
/// unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D) and drops the rest of the page; pages that mix
/// in a little UTF-8 hold them ("”" is E2 80 9D). Browsers read them as control codes, and
/// so does this.
enum Windows1252 {
  /// The UTF-8 of `data` read as windows-1252.
  static func utf8(from data: Data) -> Data {
    var output = [UInt8]()
    output.reserveCapacity(data.count + data.count / 8)
    data.withUnsafeBytes { buffer in
      for byte in buffer {
        if byte < 0x80 {
          output.append(byte)
          continue
        }
        let scalar = byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
        if scalar < 0x800 {
          output.append(UInt8(0xC0 | (scalar >> 6)))
          output.append(UInt8(0x80 | (scalar & 0x3F)))
        } else {
          output.append(UInt8(0xE0 | (scalar >> 12)))
          output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
          output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
      }
    }
    return Data(output)
  }

  /// What 0x80–0x9F stand for: the typographic characters windows-1252 puts where Latin-1
  /// has control codes (the five unassigned bytes keep their control code).
  private static let high: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
    0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
