import Foundation

/// Decides which character set a page's bytes are in, the way browsers do, with one
/// correction for the most common lie on the web.
///
/// In order: a byte-order mark; the charset the server named in `Content-Type`; a
/// `<meta charset>` or `<meta http-equiv="Content-Type">` anywhere in the head (pages often
/// declare it after kilobytes of other tags, past the 1 KB browsers prescan, and still render
/// right because browsers re-parse); else UTF-8. Latin-1 and ASCII are read as windows-1252,
/// as browsers do, so the curly quotes and dashes of such pages survive.
///
/// A declared single-byte charset is overruled when the bytes are valid UTF-8 with
/// non-ASCII text in them: servers that label every page ISO-8859-1 while the CMS writes
/// UTF-8 are common, and text in a real single-byte charset is practically never valid
/// UTF-8. The other way round too: a page declared UTF-8 (or undeclared) whose non-ASCII
/// bytes are mostly not UTF-8 — an old site's latin-1 content under a new template — is
/// read as windows-1252.
enum HTMLCharset {
  /// The encoding name to hand libxml2, or nil to let it follow a UTF-16 byte-order mark.
  static func encoding(of data: Data, declared: String?) -> String? {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return nil }
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8 }
    let named = (declared.flatMap(normalized) ?? metaCharset(in: data).flatMap(normalized))
    switch named {
    case utf8?: return isMostlyUTF8(data) ? utf8 : windows1252
    case let legacy?:
      if isSingleByte(legacy), isUTF8WithNonASCII(data) { return utf8 }
      return legacy
    case nil:
      return isMostlyUTF8(data) ? utf8 : windows1252
    }
  }

  /// The charset named by a `Content-Type` value (`text/html; charset="ISO-8859-1"`).
  static func charset(inContentType value: String) -> String? {
    let lowercase = value.lowercased()
    guard let range = lowercase.range(of: "charset=") else { return nil }
    let name = lowercase[range.upperBound...]
      .drop(while: { $0 == "\"" || $0 == "'" || $0 == " " })
      .prefix(while: { $0.isLetter || $0.isNumber || "-_:.".contains($0) })
    return name.isEmpty ? nil : String(name)
  }

  static let utf8 = "UTF-8"
  static let windows1252 = "windows-1252"

  /// How far into the page a declaration is looked for: the head of a large page (inline
  /// styles, scripts, dozens of meta tags) can run to hundreds of kilobytes.
  private static let scanLength = 512 * 1024

  /// The name in the form libxml2 knows it, Latin-1 and ASCII widened to windows-1252; a
  /// name libxml2 cannot convert from is read as UTF-8 (`HTMLTreeBuilder`).
  private static func normalized(_ name: String) -> String? {
    let lowercase = name.trimmingCharacters(in: .whitespaces).lowercased()
    switch lowercase {
    case "": return nil
    case "utf-8", "utf8", "unicode-1-1-utf-8": return utf8
    case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii",
      "windows-1252", "cp1252", "x-cp1252", "iso_8859-1", "cp819", "ibm819":
      return windows1252
    default: return lowercase
    }
  }

  /// Charsets with one byte per character, which UTF-8 text could be mislabelled as.
  private static func isSingleByte(_ name: String) -> Bool {
    name == windows1252 || name.hasPrefix("iso-8859") || name.hasPrefix("windows-125")
      || name.hasPrefix("koi8")
  }

  private static func isValidUTF8(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      String(validating: buffer.bindMemory(to: UInt8.self), as: UTF8.self) != nil
    }
  }

  /// Whether the bytes are UTF-8 but for a few strays: a page of UTF-8 with one byte pasted
  /// in from elsewhere is still UTF-8 (libxml2 skips the stray), while a windows-1252 page
  /// has no valid multi-byte sequences at all.
  private static func isMostlyUTF8(_ data: Data) -> Bool {
    if isValidUTF8(data) { return true }
    return data.withUnsafeBytes { buffer -> Bool in
      var valid = 0
      var invalid = 0
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        if byte < 0x80 {
          index += 1
          continue
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
        if length > 0, index + length <= buffer.count,
          (1..<length).allSatisfy({ buffer[index + $0] & 0xC0 == 0x80 })
        {
          valid += 1
          index += length
        } else {
          invalid += 1
          index += 1
        }
      }
      return valid > invalid
    }
  }

  private static func isUTF8WithNonASCII(_ data: Data) -> Bool {
    let hasNonASCII = data.withUnsafeBytes { buffer in buffer.contains(where: { $0 >= 0x80 }) }
    return hasNonASCII && isValidUTF8(data)
  }

  /// The charset a `<meta>` tag of the head names, if any.
  private static func metaCharset(in data: Data) -> String? {
    data.prefix(scanLength).withUnsafeBytes { buffer -> String? in
      var index = 0
      while index + 5 < buffer.count {
        guard buffer[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        if matches(buffer, at: index + 1, "body") { return nil }
        guard matches(buffer, at: index + 1, "meta") else {
          index += 1
          continue
        }
        let start = index + 5
        var end = start
        while end < buffer.count, buffer[end] != UInt8(ascii: ">"), end - start < 2048 { end += 1 }
        let tag = String(
          decoding: UnsafeRawBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        if let name = charset(inContentType: tag) { return name }
        index = end
      }
      return nil
    }
  }

  /// Whether the bytes at `index` spell `word` in any letter case.
  private static func matches(_ buffer: UnsafeRawBufferPointer, at index: Int, _ word: String)
    -> Bool
  {
    let letters = Array(word.utf8)
    guard index + letters.count <= buffer.count else { return false }
    for (offset, letter) in letters.enumerated() where buffer[index + offset] | 0x20 != letter {
      return false
    }
    return true
  }
}
