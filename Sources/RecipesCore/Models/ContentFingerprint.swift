import Foundation

/// A 64-bit FNV-1a hash of bytes, in 16 hex digits.
///
/// It tells one version of a recipe or picture from another; it is no defence against
/// anyone, so a fast, dependency-free hash does.
public enum ContentFingerprint {
  /// The hash of `data`.
  public static func hex(of data: Data) -> String {
    data.withUnsafeBytes(hex(ofBytes:))
  }

  /// The hash of `text`'s UTF-8.
  public static func hex(ofUTF8 text: String) -> String {
    var text = text
    return text.withUTF8 { hex(ofBytes: UnsafeRawBufferPointer($0)) }
  }

  private static func hex(ofBytes bytes: UnsafeRawBufferPointer) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
