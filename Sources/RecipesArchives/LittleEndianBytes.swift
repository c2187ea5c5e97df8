import Foundation

/// Little-endian integers at offsets into a buffer, nil past its end: every field of a ZIP
/// header is read through this, so no offset a file gives can read out of bounds.
struct LittleEndianBytes {
  let data: Data

  /// The byte count.
  var count: Int { data.count }

  func uint16(at offset: Int) -> UInt16? {
    integer(at: offset, width: 2).map { UInt16(truncatingIfNeeded: $0) }
  }

  func uint32(at offset: Int) -> UInt32? {
    integer(at: offset, width: 4).map { UInt32(truncatingIfNeeded: $0) }
  }

  /// `length` bytes from `offset`, or nil when they are not all there.
  func bytes(at offset: Int, length: Int) -> Data? {
    guard offset >= 0, length >= 0, offset <= count - length else { return nil }
    let start = data.startIndex + offset
    return data[start..<start + length]
  }

  private func integer(at offset: Int, width: Int) -> UInt64? {
    guard let bytes = bytes(at: offset, length: width) else { return nil }
    return bytes.reversed().reduce(0) { ($0 << 8) | UInt64($1) }
  }
}
