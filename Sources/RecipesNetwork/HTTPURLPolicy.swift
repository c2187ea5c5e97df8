import Foundation
import RecipesCore

/// Which addresses a `CurlSession` may fetch: `https` anywhere, plain `http` only to
/// loopback and to hosts the person explicitly allowed (`--allow-http HOST`).
///
/// The same rules apply to every redirect hop, and a redirect never leaves `https` for
/// `http`, even to loopback. A refused address fails with `RecipesError.refusedURL` before
/// any connection is made.
public struct HTTPURLPolicy: Sendable, Equatable {
  /// Hosts that may be reached over plain `http`, besides loopback; lowercased.
  public let plainHTTPHosts: Set<String>

  /// Creates a policy allowing plain `http` to loopback and to `plainHTTPHosts`.
  public init(allowingPlainHTTPTo plainHTTPHosts: Set<String> = []) {
    self.plainHTTPHosts = Set(plainHTTPHosts.map(Self.normalized(host:)))
  }

  /// Throws `RecipesError.refusedURL` unless the session may fetch `url`.
  public func check(_ url: URL) throws(RecipesError) {
    _ = try vet(url.absoluteString)
  }

  /// Whether `host` (a name or an IP literal, brackets optional) is this machine.
  public static func isLoopback(host: String) -> Bool {
    let host = normalized(host: host)
    if host == "localhost" { return true }
    var ipv4 = in_addr()
    if inet_pton(AF_INET, host, &ipv4) == 1 {
      // s_addr is in network byte order: its first byte in memory is the first octet.
      return withUnsafeBytes(of: ipv4.s_addr) { $0.first } == 127
    }
    var ipv6 = in6_addr()
    if inet_pton(AF_INET6, host, &ipv6) == 1 {
      let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
      return withUnsafeBytes(of: ipv6) { Array($0) } == loopback
    }
    return false
  }

  // MARK: - Internal

  /// Parses `string` as curl will and applies the rules; returns what curl will fetch.
  func vet(_ string: String) throws(RecipesError) -> CurlURL {
    guard let url = CurlURL(string), isAllowed(url) else { throw .refusedURL(string) }
    return url
  }

  /// Resolves a redirect's `location` against the URL being fetched and applies the rules,
  /// refusing any step down from `https` to `http`.
  func vetRedirect(from current: String, to location: String) throws(RecipesError) -> CurlURL {
    guard let origin = CurlURL(current), let target = CurlURL(location, relativeTo: current)
    else { throw .refusedURL(location) }
    guard isAllowed(target), origin.scheme == "http" || target.scheme == "https" else {
      throw .refusedURL(target.absoluteString)
    }
    return target
  }

  private func isAllowed(_ url: CurlURL) -> Bool {
    switch url.scheme {
    case "https": return true
    case "http":
      return Self.isLoopback(host: url.host)
        || plainHTTPHosts.contains(Self.normalized(host: url.host))
    default: return false
    }
  }

  private static func normalized(host: String) -> String {
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host.hasSuffix(".") { host = String(host.dropLast()) }
    return host
  }
}
