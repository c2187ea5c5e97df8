import Foundation
import RecipesCore
import RecipesHTML
import RecipesNetwork

/// A downloaded page and what the server said about it.
struct FetchedPage: Sendable {
  /// The body, decompressed.
  var body: Data
  /// Where the page was found after redirects: relative links resolve against it, and it
  /// is the recipe's source when the page names no canonical address.
  var url: URL
  /// The charset the server's `Content-Type` named, if any.
  var charset: String?
}

/// Fetches a web page to import, with the app's session and its URL policy.
struct PageFetcher: Sendable {
  /// The session; nil with `--offline`, when no page can be fetched.
  let session: CurlSession?
  /// How long the whole download may take.
  let timeout: Duration
  /// The most bytes a page may have.
  let maximumBytes: Int

  /// The page, or the `ImportError` that explains why there is none: the server's refusal
  /// (403, 404, 5xx), a body over the cap, a body that is not HTML, the network.
  func page(at url: URL) async throws(ImportError) -> FetchedPage {
    guard let session else { throw .unreachable(.offline) }
    let request = HTTPRequest(
      url: url, kind: .html, timeout: timeout, maximumBodyBytes: maximumBytes)
    let response: HTTPResponse
    do {
      response = try await session.data(for: request)
    } catch {
      throw Self.importError(error, url: url)
    }
    let type = response.header("Content-Type")
    if let type, !Self.isHTML(type) { throw .notHTML }
    return FetchedPage(
      body: response.body, url: response.url ?? url,
      charset: type.flatMap(HTMLDocument.charset(inContentType:)))
  }

  /// Downloads a recipe's picture (at most the image limit) with the same session.
  func picture(at url: URL) async throws(RecipesError) -> Data {
    guard let session else { throw .offline }
    return try await session.imageData(from: url, timeout: timeout)
  }

  private static func importError(_ error: RecipesError, url: URL) -> ImportError {
    switch error {
    case .httpStatus(let status): return .refused(status: status)
    case .tooLarge(let limit): return .tooLarge(limit: limit)
    case .refusedURL: return .addressNotAllowed(url.absoluteString)
    default: return .unreachable(error)
    }
  }

  /// Whether a `Content-Type` may be a page: HTML, any text (misconfigured servers send
  /// pages as `text/plain`; the parser still wants markup), or nothing useful.
  private static func isHTML(_ contentType: String) -> Bool {
    let type =
      contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    return type.isEmpty || type.hasPrefix("text/") || type == "application/xhtml+xml"
      || type == "application/octet-stream"
  }
}
