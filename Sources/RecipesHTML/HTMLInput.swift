import Foundation

/// The bytes handed to libxml2, after deciding that they are a page at all and in which
/// character set to read them.
struct HTMLInput {
  /// The page, NUL bytes replaced (libxml2 stops reading text at a NUL).
  let bytes: Data
  /// The encoding to force (`HTMLCharset`), or nil to let libxml2 follow a UTF-16
  /// byte-order mark.
  let encoding: String?

  /// Nil when `data` is no HTML: empty, a known binary format, mostly control bytes, or
  /// text without a single tag.
  ///
  /// `declaredCharset` is what the server said (the `charset` of its `Content-Type`), if
  /// anything.
  init?(_ data: Data, declaredCharset: String? = nil) {
    let head = data.prefix(Self.sniffLength)
    let hasUTF16Mark = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
    guard !data.isEmpty, hasUTF16Mark || !Self.looksBinary(head) else { return nil }
    guard hasUTF16Mark || Self.hasMarkup(data) else { return nil }
    let charset = HTMLCharset.encoding(of: data, declared: declaredCharset)
    if charset == HTMLCharset.windows1252 {
      bytes = Self.withoutNUL(Windows1252.utf8(from: data))
      encoding = HTMLCharset.utf8
    } else {
      bytes = Self.withoutNUL(data)
      encoding = charset
    }
  }

  /// `data` with every NUL byte replaced by a space.
  static func withoutNUL(_ data: Data) -> Data {
    let hasNUL = data.withUnsafeBytes { buffer in
      buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
    }
    guard hasNUL else { return data }
    var copy = data
    copy.withUnsafeMutableBytes { buffer in
      for index in buffer.indices where buffer[index] == 0 { buffer[index] = 0x20 }
    }
    return copy
  }

  private static let sniffLength = 1024

  private static let binarySignatures: [[UInt8]] = [
    [0x89, 0x50, 0x4E, 0x47],  // PNG
    [0xFF, 0xD8, 0xFF],  // JPEG
    [0x47, 0x49, 0x46, 0x38],  // GIF
    [0x25, 0x50, 0x44, 0x46],  // PDF
    [0x50, 0x4B, 0x03, 0x04],  // ZIP
    [0x1F, 0x8B],  // gzip
    [0x52, 0x49, 0x46, 0x46],  // RIFF (WebP)
  ]

  /// A known binary signature, or more than one byte in twenty a control character that
  /// no text uses.
  private static func looksBinary(_ head: Data) -> Bool {
    if binarySignatures.contains(where: { head.starts(with: $0) }) { return true }
    let controls = head.lazy.filter { $0 < 0x09 || (0x0E..<0x20).contains($0) || $0 == 0x7F }
      .count
    return controls * 20 > head.count
  }

  /// Whether a `<` opens a tag, a comment or a doctype somewhere.
  private static func hasMarkup(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var previousWasOpen = false
      for byte in buffer {
        if previousWasOpen, Self.startsTag(byte) { return true }
        previousWasOpen = byte == UInt8(ascii: "<")
      }
      return false
    }
  }

  private static func startsTag(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "!")
  }
}
