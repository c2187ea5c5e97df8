import Foundation

/// A GET request for `CurlSession`: where to go, how long to wait and how much to accept.
///
/// ```swift
/// let request = HTTPRequest(url: url, kind: .json, timeout: .seconds(5))
/// let response = try await session.data(for: request)
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

    /// The most bytes a body of this kind may have unless the request says otherwise.
    public var defaultMaximumBodyBytes: Int {
      switch self {
      case .json: return 10 * 1024 * 1024
      case .image: return 20 * 1024 * 1024
      case .html: return 5 * 1024 * 1024
      }
    }

    /// The `Accept` header sent for this kind.
    var acceptHeader: String {
      switch self {
      case .json: return "application/json"
      case .image: return "image/*"
      case .html: return "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1"
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

  /// Creates a request; `maximumBodyBytes` defaults to the limit of `kind`.
  public init(
    url: URL,
    kind: Kind = .json,
    headers: [String: String] = [:],
    timeout: Duration = HTTPRequest.defaultTimeout,
    maximumBodyBytes: Int? = nil
  ) {
    self.url = url
    self.kind = kind
    self.headers = headers
    self.timeout = timeout
    self.maximumBodyBytes = maximumBodyBytes ?? kind.defaultMaximumBodyBytes
  }
}
