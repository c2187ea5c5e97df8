import CCurl

/// A URL as libcurl itself parses it, so policy checks judge exactly what curl will fetch.
///
/// Parsing with Foundation and then handing the string to curl would leave room for the
/// two parsers to disagree about the host; asking curl's URL API removes that gap.
struct CurlURL: Equatable, Sendable {
  /// The normalized absolute URL, as curl will request it.
  let absoluteString: String
  /// The scheme, lowercased.
  let scheme: String
  /// The host, percent-decoded and lowercased; an IPv6 address keeps its brackets.
  let host: String
  /// The port, the scheme's default when the URL names none.
  let port: String

  /// Scheme, host and port: credentials are sent only within one origin.
  var origin: String { "\(scheme)://\(host):\(port)" }

  /// Parses `string`, resolving it against `base` when it is relative; nil if curl rejects it
  /// or it has no host.
  init?(_ string: String, relativeTo base: String? = nil) {
    guard let handle = curl_url() else { return nil }
    defer { curl_url_cleanup(handle) }
    if let base, curl_url_set(handle, CURLUPART_URL, base, 0) != CURLUE_OK { return nil }
    guard curl_url_set(handle, CURLUPART_URL, string, 0) == CURLUE_OK,
      let absolute = Self.part(CURLUPART_URL, of: handle),
      let scheme = Self.part(CURLUPART_SCHEME, of: handle),
      let host = Self.part(CURLUPART_HOST, of: handle, flags: UInt32(CURLU_URLDECODE)),
      !host.isEmpty,
      let port = Self.part(CURLUPART_PORT, of: handle, flags: UInt32(CURLU_DEFAULT_PORT))
    else { return nil }
    self.absoluteString = absolute
    self.scheme = scheme.lowercased()
    self.host = host.lowercased()
    self.port = port
  }

  private static func part(_ part: CURLUPart, of handle: OpaquePointer, flags: UInt32 = 0)
    -> String?
  {
    var value: UnsafeMutablePointer<CChar>?
    guard curl_url_get(handle, part, &value, flags) == CURLUE_OK, let value else { return nil }
    defer { curl_free(value) }
    return String(cString: value)
  }
}
