import Foundation

/// The libcurl options of one transfer, worked out from a request before any handle exists.
///
/// Kept apart from `EasyTransfer` so the security-relevant choices (protocols, redirects,
/// timeouts, limits) can be checked by tests without opening a connection.
struct TransferSettings: Equatable, Sendable {
  /// The URL handed to curl.
  var url: String
  /// The protocols curl may use for the request (`CURLOPT_PROTOCOLS_STR`).
  var protocols = "http,https"
  /// The protocols curl may follow a redirect to (`CURLOPT_REDIR_PROTOCOLS_STR`): only
  /// `https` once the request started on `https`.
  var redirectProtocols: String
  /// How many redirects are followed before failing.
  var maximumRedirects = 5
  /// How long connecting may take, in milliseconds.
  var connectTimeoutMilliseconds: Int
  /// How long the whole transfer may take, in milliseconds.
  var timeoutMilliseconds: Int
  /// Below this many bytes per second for `lowSpeedSeconds`, the transfer is abandoned.
  var lowSpeedBytesPerSecond = 1
  /// How long the transfer may stay below `lowSpeedBytesPerSecond`.
  var lowSpeedSeconds = 10
  /// The `Accept-Encoding` curl offers; empty means every encoding curl can decode.
  var acceptEncoding = ""
  /// The `User-Agent` header.
  var userAgent: String
  /// Request header lines, `Name: value`, sorted by name.
  var headerLines: [String]
  /// Whether a new transfer waits to share a pending connection over HTTP/2 (`PIPEWAIT`).
  ///
  /// Only for `https`, where ALPN settles HTTP/2 during the handshake: over plain HTTP/1.1
  /// curl would wait behind a stalled response instead.
  var waitsToMultiplex: Bool
  /// Whether the environment's proxy is skipped: loopback is never sent through a proxy.
  var bypassesProxy: Bool
  /// The most body bytes kept.
  var maximumBodyBytes: Int
  /// The method for `CURLOPT_CUSTOMREQUEST`; nil for a plain GET, curl's own default.
  var customMethod: String?
  /// The bytes uploaded with a known length (`CURLOPT_UPLOAD`, `CURLOPT_INFILESIZE_LARGE`).
  var body: Data?
  /// HTTP Basic credentials, for the request's origin only.
  var credentials: HTTPCredentials?
  /// Whether curl follows redirects (GET only): after a redirect, curl would repeat another
  /// method with a body it can no longer be sure of, and a WebDAV write must not land
  /// anywhere but where it was sent.
  var followsRedirects: Bool
  /// Whether a final status of 400 or more fails the request with `.httpStatus`.
  var rejectsErrorStatus: Bool

  /// The most a connection attempt may take, whatever the request's timeout.
  static let connectTimeoutLimitMilliseconds = 10_000

  /// Settings for `request`, which the policy has already accepted as `url`.
  init(request: HTTPRequest, url: CurlURL, userAgent: String, rejectsErrorStatus: Bool = true) {
    self.url = url.absoluteString
    self.redirectProtocols = url.scheme == "https" ? "https" : "http,https"
    self.waitsToMultiplex = url.scheme == "https"
    let timeout = max(1, request.timeout.wholeMilliseconds)
    self.timeoutMilliseconds = timeout
    self.connectTimeoutMilliseconds = min(Self.connectTimeoutLimitMilliseconds, timeout)
    self.userAgent = userAgent
    // A line break would let a header value smuggle in more headers: drop such headers.
    var headers = request.headers.filter { name, value in
      !name.contains(where: \.isNewline) && !value.contains(where: \.isNewline)
    }
    if !headers.keys.contains(where: { $0.lowercased() == "accept" }) {
      headers["Accept"] = request.kind.acceptHeader
    }
    var lines = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    // curl asks `Expect: 100-continue` before larger uploads; some servers never answer it,
    // and an empty value stops curl from sending the header.
    if request.body != nil { lines.append("Expect:") }
    self.headerLines = lines
    self.bypassesProxy = HTTPURLPolicy.isLoopback(host: url.host)
    self.maximumBodyBytes = max(0, request.maximumBodyBytes)
    self.customMethod =
      request.method == .get && request.body == nil ? nil : request.method.rawValue
    self.body = request.body
    self.credentials = request.credentials
    self.followsRedirects = request.method == .get
    self.rejectsErrorStatus = rejectsErrorStatus
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded down; negative durations give 0.
  var wholeMilliseconds: Int {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int.max }
    return Int(clamping: milliseconds) + Int(attoseconds / 1_000_000_000_000_000)
  }
}
