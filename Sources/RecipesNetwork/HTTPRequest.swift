import Foundation

/// A request for `CurlSession`: where to go, how long to wait and how much to accept; for
/// WebDAV also the method, a body and credentials.
///
/// ```swift
/// let request = HTTPRequest(url: url, kind: .json, timeout: .seconds(5))
/// let response = try await session.data(for: request)
///
/// var upload = HTTPRequest(url: fileURL, kind: .file, method: .put, body: json)
/// upload.headers["If-None-Match"] = "*"
/// upload.credentials = HTTPCredentials(user: "cook", password: appPassword)
/// let answer = try await session.response(for: upload)  // any status, 412 included
/// ```
public struct HTTPRequest: Sendable, Equatable {
  /// What the body is expected to be; it sets the `Accept` header and the default size limit.
  public enum Kind: Sendable, Equatable {
    /// A JSON document, at most 10 MiB by default.
    case json
    /// A picture, at most 20 MiB by default.
    case image
    /// A web page to import a recipe from, at most 5 MiB by default.
    case html
    /// An XML document (a WebDAV multistatus), at most 10 MiB by default.
    case xml
    /// A file of any type (a synced recipe or picture), at most 20 MiB by default.
    case file

    /// The most bytes a body of this kind may have unless the request says otherwise.
    public var defaultMaximumBodyBytes: Int {
      switch self {
      case .json, .xml: return 10 * 1024 * 1024
      case .image, .file: return 20 * 1024 * 1024
      case .html: return 5 * 1024 * 1024
      }
    }

    /// The `Accept` header sent for this kind.
    var acceptHeader: String {
      switch self {
      case .json: return "application/json"
      case .image: return "image/*"
      case .html: return "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1"
      case .xml: return "application/xml,text/xml;q=0.9"
      case .file: return "*/*"
      }
    }
  }

  /// How long a whole request may take unless the caller says otherwise.
  public static let defaultTimeout: Duration = .seconds(15)

  /// The address to fetch; only `http` and `https` are accepted.
  public var url: URL
  /// What the body is expected to be.
  public var kind: Kind
  /// Extra request headers, sent as given (names are not case-folded).
  public var headers: [String: String]
  /// How long the whole request, redirects included, may take.
  public var timeout: Duration
  /// The most body bytes accepted; a larger body fails with `RecipesError.tooLarge`.
  public var maximumBodyBytes: Int
  /// The method; only `GET` follows redirects (another method gets the 3xx back).
  public var method: HTTPMethod
  /// The bytes to send, always with their length announced (never chunked), without
  /// `Expect: 100-continue`; nil sends no body.
  public var body: Data?
  /// HTTP Basic credentials, sent only to the request's own origin (see `HTTPCredentials`).
  public var credentials: HTTPCredentials?

  /// Creates a request; `maximumBodyBytes` defaults to the limit of `kind`.
  public init(
    url: URL,
    kind: Kind = .json,
    headers: [String: String] = [:],
    timeout: Duration = HTTPRequest.defaultTimeout,
    maximumBodyBytes: Int? = nil,
    method: HTTPMethod = .get,
    body: Data? = nil,
    credentials: HTTPCredentials? = nil
  ) {
    self.url = url
    self.kind = kind
    self.headers = headers
    self.timeout = timeout
    self.maximumBodyBytes = maximumBodyBytes ?? kind.defaultMaximumBodyBytes
    self.method = method
    self.body = body
    self.credentials = credentials
  }
}
