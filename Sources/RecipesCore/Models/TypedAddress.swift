import Foundation

/// How an address typed without its scheme is read: as a browser reads it, over https.
///
/// The import dialog, the "Sync…" form and the calendar's form all read what the cook typed
/// by this one rule: "cloud.example.org" is `https://cloud.example.org`.
public enum TypedAddress {
  /// `https://` + `typed` when `typed` has no scheme and starts with a host name
  /// ("cloud.example.org", "kitchen.example.org/scones"); nil otherwise.
  ///
  /// Where `typed` may instead name a file (the import dialog), a host alone is a file's
  /// name ("scones.json") unless it starts with "www.", and a host needs a dot:
  ///
  ///     TypedAddress.assumingHTTPS("cloud.example.org", mayBeFile: false)
  ///     // https://cloud.example.org
  ///     TypedAddress.assumingHTTPS("scones.json", mayBeFile: true)  // nil
  public static func assumingHTTPS(_ typed: String, mayBeFile: Bool) -> URL? {
    let text = typed.trimmingCharacters(in: .whitespaces)
    guard !text.contains("://") else { return nil }
    let host = text.prefix { $0 != "/" }
    guard !host.isEmpty, !host.hasPrefix("."), !host.hasPrefix(":"),
      host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" })
    else { return nil }
    if mayBeFile {
      guard host.contains("."), host.count < text.count || host.hasPrefix("www.") else {
        return nil
      }
    }
    guard let url = URL(string: "https://" + text), url.host?.isEmpty == false else {
      return nil
    }
    return url
  }
}
