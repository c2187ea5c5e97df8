import Foundation

/// A UUID that is a pure function of a name, the same on every run and machine.
///
/// Swift's `Hasher` is seeded per process, so it cannot name a recipe across imports. Two
/// 64-bit FNV-1a passes with different offset bases fill the 128 bits; the version nibble
/// says 8 (custom) as RFC 9562 asks of a name-derived UUID that is not version 3 or 5.
public enum StableIdentifier {
  /// The UUID of `name`.
  ///
  /// ```swift
  /// StableIdentifier.uuid(for: "gnome-recipes/R_goulash_by_anna")  // same on every run
  /// ```
  public static func uuid(for name: String) -> UUID {
    let bytes = Array(name.utf8)
    let high = fnv1a(bytes, offset: 0xcbf2_9ce4_8422_2325)
    let low = fnv1a(bytes, offset: 0x8422_2325_cbf2_9ce4 ^ UInt64(bytes.count))
    var octets =
      (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    octets[6] = (octets[6] & 0x0F) | 0x80
    octets[8] = (octets[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        octets[0], octets[1], octets[2], octets[3], octets[4], octets[5], octets[6], octets[7],
        octets[8], octets[9], octets[10], octets[11], octets[12], octets[13], octets[14],
        octets[15]
      ))
  }

  private static func fnv1a(_ bytes: [UInt8], offset: UInt64) -> UInt64 {
    bytes.reduce(offset) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  }
}
