import Foundation

/// A response, its body decoded from any content encoding.
///
/// `CurlSession.data(for:)` returns only statuses below 400; `response(for:)` returns any
/// final status (a WebDAV client reads 207, 412 or 423 itself).
public struct HTTPResponse: Sendable, Equatable {
  /// The HTTP status code of the final response, after redirects.
  public var status: Int
  /// The headers of the final response, names lowercased; repeated headers joined by ", ".
  public var headers: [String: String]
  /// The body, already decompressed when the server sent gzip or deflate.
  public var body: Data
  /// Where the body came from: the address after every redirect was followed; nil when
  /// not known (a response made in a test).
  public var url: URL?

  /// Creates a response.
  public init(status: Int, headers: [String: String], body: Data, url: URL? = nil) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// The value of the header `name`, in any letter case.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
