import Foundation
import RecipesCore
import RecipesNetwork

/// The live client's requests: each WebDAV operation as one HTTP exchange over a
/// `CurlSession`, its status turned into a result or a `WebDAVError`.
struct WebDAVConnection: Sendable {
  let session: CurlSession
  let root: WebDAVRoot
  let credentials: HTTPCredentials
  let timeout: Duration

  func list(_ folder: WebDAVPath, depth: WebDAVDepth) async throws(WebDAVError) -> WebDAVListing {
    let response = try await send(
      .propfind, root.url(for: folder, isFolder: true), kind: .xml,
      headers: ["Depth": depth.rawValue, "Content-Type": "application/xml; charset=utf-8"],
      body: MultistatusReader.requestBody)
    switch response.status {
    case 207:
      return try MultistatusReader.listing(in: response.body, root: root, folder: folder)
    // RFC 4918 names the refusal DAV:propfind-finite-depth; Apache 2.4 answers a plain
    // 403 page. A 403 that is really a refusal of the folder shows on the Depth 1 retry.
    case 403 where depth == .infinity:
      throw .depthInfinityRefused
    default:
      throw failure(response.status)
    }
  }

  func get(_ path: WebDAVPath, maximumBytes: Int) async throws(WebDAVError) -> WebDAVFile {
    // Room for an error page too (Apache's 404 is a few hundred bytes), checked below.
    let response: HTTPResponse
    do {
      response = try await send(
        .get, root.url(for: path, isFolder: false), kind: .file,
        maximumBytes: max(maximumBytes, Self.errorPageBytes))
    } catch .tooLarge {
      throw .tooLarge(limit: maximumBytes)
    }
    guard response.status == 200 else { throw failure(response.status) }
    guard response.body.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
    return WebDAVFile(
      data: response.body, etag: etag(of: response), contentType: response.header("Content-Type"))
  }

  func put(
    _ path: WebDAVPath, _ data: Data, _ condition: WebDAVWriteCondition,
    contentType: String? = nil
  ) async throws(WebDAVError) -> WebDAVETag? {
    var headers: [String: String] = [:]
    if let header = condition.header { headers[header.name] = header.value }
    if let contentType { headers["Content-Type"] = contentType }
    let response = try await send(
      .put, root.url(for: path, isFolder: false), headers: headers, body: data)
    guard [200, 201, 204].contains(response.status) else { throw failure(response.status) }
    return etag(of: response)
  }

  func makeFolder(_ path: WebDAVPath) async throws(WebDAVError) {
    let response = try await send(.mkcol, root.url(for: path, isFolder: true))
    switch response.status {
    case 200, 201: return
    case 405: throw .alreadyExists
    default: throw failure(response.status)
    }
  }

  func move(_ source: WebDAVPath, to destination: WebDAVPath, overwrite: Bool)
    async throws(WebDAVError)
  {
    let headers = [
      "Destination": root.url(for: destination, isFolder: false).absoluteString,
      "Overwrite": overwrite ? "T" : "F",
    ]
    let response = try await send(
      .move, root.url(for: source, isFolder: false), headers: headers)
    switch response.status {
    case 201, 204: return
    case 412 where !overwrite: throw .alreadyExists
    default: throw failure(response.status)
    }
  }

  func delete(_ path: WebDAVPath, ifMatch: WebDAVETag?) async throws(WebDAVError) {
    var headers: [String: String] = [:]
    if let ifMatch { headers["If-Match"] = ifMatch.rawValue }
    let response = try await send(.delete, root.url(for: path, isFolder: false), headers: headers)
    guard [200, 204].contains(response.status) else { throw failure(response.status) }
  }

  // MARK: - Exchange

  /// The most bytes of an error page read, whatever the limit asked for.
  private static let errorPageBytes = 64 * 1024

  /// One request as the folder's user; any final status comes back.
  ///
  /// `maximumBytes` defaults to the XML limit for `.xml` and 1 MiB otherwise; a transport
  /// failure throws.
  func send(
    _ method: HTTPMethod, _ url: URL, kind: HTTPRequest.Kind = .file,
    headers: [String: String] = [:], body: Data? = nil, maximumBytes: Int? = nil
  ) async throws(WebDAVError) -> HTTPResponse {
    let request = HTTPRequest(
      url: url, kind: kind, headers: headers, timeout: timeout,
      maximumBodyBytes: maximumBytes ?? (kind == .xml ? nil : 1024 * 1024), method: method,
      body: body, credentials: credentials)
    do {
      return try await session.response(for: request)
    } catch {
      throw WebDAVError(error)
    }
  }

  private func failure(_ status: Int) -> WebDAVError {
    .forStatus(status)
  }

  /// Nextcloud's `OC-ETag` (its `ETag` may be weakened by compression), else `ETag`.
  func etag(of response: HTTPResponse) -> WebDAVETag? {
    (response.header("OC-ETag") ?? response.header("ETag")).flatMap(WebDAVETag.init)
  }
}
