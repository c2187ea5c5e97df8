import Foundation

/// The synced folder's address, split the way hrefs are checked against it.
struct WebDAVRoot: Sendable, Equatable {
  /// `http` or `https`.
  let scheme: String
  /// The host, lowercased, and the port (the scheme's default when none is given).
  let authority: String
  /// `scheme://host:port` as given.
  let origin: String
  /// The folder's path from the server's root, encoded as given, with `/` at both ends.
  let folderPath: String
  /// The folder's path names, decoded.
  let pathComponents: [String]

  /// Reads `url`, which must be an http(s) address without query, fragment or user info.
  init(_ url: URL) throws(WebDAVError) {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = parts.host, !host.isEmpty, parts.query == nil, parts.fragment == nil,
      parts.user == nil, parts.password == nil,
      let path = WebDAVHref.decodedComponents(ofPath: parts.percentEncodedPath)
    else { throw .invalidPath(url.absoluteString) }
    self.scheme = scheme
    authority = Self.authority(host: host, port: parts.port, scheme: scheme)
    pathComponents = path
    var encodedPath = parts.percentEncodedPath
    if !encodedPath.hasSuffix("/") { encodedPath += "/" }
    if !encodedPath.hasPrefix("/") { encodedPath = "/" + encodedPath }
    origin = "\(scheme)://\(parts.percentEncodedHost ?? host)" + (parts.port.map { ":\($0)" } ?? "")
    folderPath = encodedPath
  }

  /// The encoded path of `path` from the server's root; folders end with `/`.
  func encodedPath(of path: WebDAVPath, isFolder: Bool) -> String {
    var text = folderPath + path.percentEncoded
    if isFolder, !path.components.isEmpty { text += "/" }
    return text
  }

  /// The address of `path`; folders end with `/`.
  func url(for path: WebDAVPath, isFolder: Bool) -> URL {
    let text = origin + encodedPath(of: path, isFolder: isFolder)
    guard let url = URL(string: text) else {
      preconditionFailure("A percent-encoded path always makes a URL: \(text)")
    }
    return url
  }

  /// `host:port`, lowercased, with the scheme's default port filled in.
  static func authority(host: String, port: Int?, scheme: String) -> String {
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    return "\(host):\(port ?? (scheme == "https" ? 443 : 80))"
  }
}
