import Foundation

/// Turns a `DAV:href` of a multistatus answer into a path below the synced folder, or
/// says why it cannot be trusted.
///
/// An href may be a full URL, an absolute path or a path relative to the requested folder,
/// percent-encoded (in either letter case) or not. It is accepted only on the synced
/// folder's scheme, host and port, below its path, inside the folder that was listed, and
/// without `.` or `..` levels (raw or encoded).
enum WebDAVHref {
  /// Why an href was not turned into a path.
  enum Rejection: Error, Equatable {
    /// Outside the listed folder, on another origin, with dot levels: the answer is unsafe.
    case unsafe
    /// Inside, but a name that does not decode to text or holds `/` or NUL: skip it.
    case undecodable
  }

  /// The path `href` names, given the folder the PROPFIND asked about.
  static func path(of href: String, root: WebDAVRoot, listed folder: WebDAVPath)
    throws(Rejection) -> WebDAVPath
  {
    let href = href.trimmingWhitespace()
    guard !href.isEmpty, !href.contains("?"), !href.contains("#"),
      !href.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" })
    else { throw .unsafe }
    let rawPath = try absolutePath(of: href, root: root, listed: folder)
    let rawNames = rawPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    var names = rawNames.map(String.init)
    if names.last == "" { names.removeLast() }
    var decoded: [String] = []
    var undecodable = false
    for name in names {
      guard let text = name.removingPercentEncoding else {
        undecodable = true
        decoded.append(name)
        continue
      }
      guard !text.isEmpty, text != ".", text != ".." else { throw .unsafe }
      if text.unicodeScalars.contains(where: { $0 == "/" || $0 == "\0" }) { undecodable = true }
      decoded.append(text)
    }
    guard decoded.count >= root.pathComponents.count,
      zip(decoded, root.pathComponents).allSatisfy({ $0 == $1 })
    else { throw .unsafe }
    let below = Array(decoded.dropFirst(root.pathComponents.count))
    guard below.count >= folder.components.count,
      zip(below, folder.components).allSatisfy({ $0 == $1 })
    else { throw .unsafe }
    guard !undecodable, let path = try? WebDAVPath(components: below) else {
      throw .undecodable
    }
    return path
  }

  /// The names of an encoded absolute path, decoded; nil if one does not decode or is a
  /// dot level.
  static func decodedComponents(ofPath path: String) -> [String]? {
    var names: [String] = []
    for raw in path.split(separator: "/") {
      guard let name = String(raw).removingPercentEncoding, name != ".", name != ".." else {
        return nil
      }
      names.append(name)
    }
    return names
  }

  /// The href's path from the server's root, still encoded; the origin checked.
  private static func absolutePath(of href: String, root: WebDAVRoot, listed: WebDAVPath)
    throws(Rejection) -> String
  {
    if let schemeEnd = href.range(of: "://") {
      let scheme = href[..<schemeEnd.lowerBound].lowercased()
      let rest = href[schemeEnd.upperBound...]
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      guard scheme == root.scheme, try authority(String(rest[..<slash]), scheme) == root.authority
      else { throw .unsafe }
      return slash == rest.endIndex ? "/" : String(rest[slash...])
    }
    if href.hasPrefix("//") {
      let rest = href.dropFirst(2)
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      guard try authority(String(rest[..<slash]), root.scheme) == root.authority else {
        throw .unsafe
      }
      return slash == rest.endIndex ? "/" : String(rest[slash...])
    }
    if href.hasPrefix("/") { return href }
    // Relative to the folder that was asked about, whose address ends with `/`.
    // A colon before any slash would make the first level a scheme (`javascript:`).
    if let colon = href.firstIndex(of: ":"), href.firstIndex(of: "/").map({ colon < $0 }) ?? true {
      throw .unsafe
    }
    return root.encodedPath(of: listed, isFolder: true) + href
  }

  private static func authority(_ text: String, _ scheme: String) throws(Rejection) -> String {
    guard !text.contains("@"), !text.isEmpty else { throw .unsafe }
    var host = text
    var port: Int?
    if let colon = text.lastIndex(of: ":"), !text[colon...].contains("]") {
      guard let number = Int(text[text.index(after: colon)...]) else { throw .unsafe }
      host = String(text[..<colon])
      port = number
    }
    guard let decoded = host.removingPercentEncoding else { throw .unsafe }
    return WebDAVRoot.authority(host: decoded, port: port, scheme: scheme)
  }
}
