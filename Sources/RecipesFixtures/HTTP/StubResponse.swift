import Foundation

/// What `LoopbackHTTPServer` answers to one request target, and how it misbehaves.
///
/// ```swift
/// server.setRoute("/slow", StubResponse.json("{}").delivered(.stallAfter(bytes: 0)))
/// ```
public struct StubResponse: Sendable, Equatable {
  /// The bytes of a body.
  public enum Body: Sendable, Equatable {
    /// These exact bytes.
    case data(Data)
    /// `count` copies of `byte`, generated while sending, so huge bodies cost no memory.
    case repeating(UInt8, count: Int)

    /// How many bytes the body has.
    public var count: Int {
      switch self {
      case .data(let data): return data.count
      case .repeating(_, let count): return count
      }
    }
  }

  /// How the server sends the response.
  public enum Delivery: Sendable, Equatable {
    /// `Content-Length` and the whole body; the connection stays open for more requests.
    case contentLength
    /// `Transfer-Encoding: chunked` in chunks of `chunkSize` bytes.
    case chunked(chunkSize: Int)
    /// Announces the whole body's length, sends only its first `bytes`, then closes.
    case truncated(after: Int)
    /// Reads the request and never answers, until the client gives up or the server stops.
    case stallBeforeHeaders
    /// Sends the headers (announcing the whole length) and the first `bytes` of the body,
    /// then waits until the client gives up or the server stops.
    case stallAfter(bytes: Int)
    /// Sends the whole body slowly: `bytesPerWrite` bytes, then a pause of `interval`.
    case paced(bytesPerWrite: Int, interval: Duration)
  }

  /// The status code.
  public var status: Int
  /// Extra headers; `Content-Length`, `Transfer-Encoding` and `Connection` are added by the
  /// server.
  public var headers: [String: String]
  /// The body.
  public var body: Body
  /// How the response is sent.
  public var delivery: Delivery
  /// The body gzip-compressed, sent instead (with `Content-Encoding: gzip`) only to a
  /// request whose `Accept-Encoding` names gzip, as a real server negotiates.
  public var gzippedBody: Data?

  /// Creates a response.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Body = .data(Data()),
    delivery: Delivery = .contentLength
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delivery = delivery
  }

  /// This response, sent with `delivery`.
  public func delivered(_ delivery: Delivery) -> StubResponse {
    var copy = self
    copy.delivery = delivery
    return copy
  }

  /// This response, also offered gzip-compressed (`gzipped`) to clients that accept it.
  public func offeringGzip(_ gzipped: Data) -> StubResponse {
    var copy = self
    copy.gzippedBody = gzipped
    return copy
  }

  /// The response as sent to a request with these `Accept-Encoding` values.
  func negotiated(acceptEncoding: String?) -> StubResponse {
    guard let gzippedBody,
      (acceptEncoding ?? "").lowercased().split(separator: ",").contains(where: {
        $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) == "gzip"
      })
    else { return self }
    var copy = self
    copy.body = .data(gzippedBody)
    copy.headers["Content-Encoding"] = "gzip"
    copy.gzippedBody = nil
    return copy
  }

  /// A JSON body.
  public static func json(_ data: Data, status: Int = 200) -> StubResponse {
    StubResponse(status: status, headers: ["Content-Type": "application/json"], body: .data(data))
  }

  /// A JSON body given as text.
  public static func json(_ text: String, status: Int = 200) -> StubResponse {
    json(Data(text.utf8), status: status)
  }

  /// A file of `data/fixtures/`, such as `"remote/search-tagine.json"`.
  ///
  /// `contentEncoding` labels an already-compressed fixture (`"gzip"`) so the client
  /// decodes it.
  public static func fixture(
    _ path: String, contentType: String = "application/json", contentEncoding: String? = nil
  ) throws -> StubResponse {
    var headers = ["Content-Type": contentType]
    headers["Content-Encoding"] = contentEncoding
    return StubResponse(headers: headers, body: .data(try Fixtures.data(path)))
  }

  /// A redirect to `location` (absolute or relative to the request).
  public static func redirect(to location: String, status: Int = 302) -> StubResponse {
    StubResponse(status: status, headers: ["Location": location])
  }

  /// A plain-text response with `status` and a short body naming it.
  public static func status(_ status: Int) -> StubResponse {
    StubResponse(
      status: status, headers: ["Content-Type": "text/plain"], body: .data(Data("\(status)\n".utf8))
    )
  }

  /// A response the server never sends: it reads the request and waits.
  public static let stall = StubResponse(delivery: .stallBeforeHeaders)
}
