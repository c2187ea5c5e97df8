import Foundation

/// Repairs text that was UTF-8, read once as windows-1252 and written out again as UTF-8
/// ("CrÃ¨me brÃ»lÃ©e" for "Crème brûlée"), as a misconfigured CMS or database does to every
/// string it stores.
enum Mojibake {
  /// `text` decoded once more when it is such a double encoding; as it is otherwise.
  ///
  /// The repair is taken only when every character maps back to one windows-1252 byte and
  /// those bytes are valid UTF-8 with multi-byte characters in them: real text ("SÃO
  /// PAULO", "Â°") practically never does both.
  static func repaired(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0xC2...0xF4).contains($0.value) }),
      let bytes = text.data(using: .windowsCP1252, allowLossyConversion: false),
      bytes.contains(where: { $0 >= 0x80 }),
      let decoded = String(data: bytes, encoding: .utf8), decoded != text
    else { return text }
    return decoded
  }
}
