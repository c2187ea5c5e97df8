import RecipesCore

/// Why a WebDAV request failed, typed so the sync can tell a conflict from an outage.
public enum WebDAVError: Error, Equatable, Sendable {
  /// 401: the user name or password is wrong.
  case unauthorized
  /// 403: the server refuses this to this user.
  case forbidden
  /// 404: nothing at that path.
  case notFound
  /// 409: the folder above does not exist (PUT, MKCOL) or the request clashes with it.
  case conflict
  /// 412: the file changed since its ETag was read (`If-Match`), or already exists
  /// (`If-None-Match: *`): someone else wrote meanwhile.
  case preconditionFailed
  /// MKCOL on a folder that exists (405), or MOVE without overwrite onto a path taken (412).
  case alreadyExists
  /// 423: locked by another client (Nextcloud does this during its own writes).
  case locked
  /// 507: the account is out of space.
  case insufficientStorage
  /// 5xx other than 507.
  case serverError(Int)
  /// Any other status (a redirect included: WebDAV requests are not redirected).
  case unexpectedStatus(Int)
  /// PROPFIND with `Depth: infinity` was refused (403; RFC 4918's
  /// `DAV:propfind-finite-depth`, or Apache with `DavDepthInfinity Off`).
  case depthInfinityRefused
  /// The multistatus answer is not the XML it must be; what was wrong.
  case badXML(String)
  /// The answer named a resource outside the listed folder, on another host or with a
  /// `..`: a broken or hostile server, and nothing of that answer is used.
  case unsafeHref(String)
  /// A path with an empty, `.` or `..` name, or a folder address that is no http(s) URL.
  case invalidPath(String)
  /// A file larger than the limit asked for, in bytes.
  case tooLarge(limit: Int)
  /// The connection failed: offline, refused, timed out, TLS, a refused address, cancelled.
  case transport(RecipesError)

  /// The error for a final HTTP status that means failure.
  static func forStatus(_ status: Int) -> WebDAVError {
    switch status {
    case 401: return .unauthorized
    case 403: return .forbidden
    case 404: return .notFound
    case 409: return .conflict
    case 412: return .preconditionFailed
    case 423: return .locked
    case 507: return .insufficientStorage
    case 500..<600: return .serverError(status)
    default: return .unexpectedStatus(status)
    }
  }

  /// The error for a failure of the HTTP session.
  init(_ error: RecipesError) {
    switch error {
    case .tooLarge(let limit): self = .tooLarge(limit: limit)
    case .httpStatus(let status): self = .forStatus(status)
    default: self = .transport(error)
    }
  }
}
