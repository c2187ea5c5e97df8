import Foundation

/// Identifies one edition of the embedded catalog by its bytes.
///
/// FNV-1a (64-bit) of the JSON: stable across launches and platforms, cheap, and enough to
/// notice that the shipped file changed. It is not a security measure.
struct CatalogVersion: Equatable, Sendable, CustomStringConvertible {
  /// The hash of the catalog bytes.
  let hash: UInt64

  /// The version of `data`.
  init(of data: Data) {
    // Over the raw bytes: `Data`'s own iterator cost ~12 M instructions for the catalog,
    // on the path every launch waits for before its window.
    self.hash = data.withUnsafeBytes { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
      return hash
    }
  }

  /// The hash as 16 lowercase hex digits, as stored in `meta`.
  var description: String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }
}
