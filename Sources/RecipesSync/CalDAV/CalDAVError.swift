import RecipesCore

/// Why a CalDAV request failed, typed so the plan's sync can tell a conflict from an
/// outage; `message` is one line to show.
public enum CalDAVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 401: the user name or password is wrong.
  case unauthorized
  /// 403: the server refuses this to this user.
  case forbidden
  /// 404: no calendar (or event) at that address.
  case notFound
  /// 412: the event changed on the server since its ETag was read (`If-Match`), or one of
  /// that name exists already (`If-None-Match: *`): another client wrote meanwhile.
  case conflict
  /// 423: locked by another client.
  case locked
  /// 507: the account is out of space.
  case insufficientStorage
  /// 5xx other than 507.
  case serverError(Int)
  /// A 3xx: CalDAV requests are not redirected (the calendar's own address is needed).
  case redirected(Int)
  /// Any other status, such as 400 or 415 for an event the server would not store.
  case unexpectedStatus(Int)
  /// The address answers, but is no calendar collection (no `C:calendar` resource type).
  case notACalendar(String)
  /// The calendar holds other components only (its `supported-calendar-component-set`
  /// lacks VEVENT).
  case eventsNotSupported(String)
  /// The multistatus answer is not the XML it must be; what was wrong.
  case badXML(String)
  /// The answer named a resource outside the calendar, on another host or with a `..`:
  /// a broken or hostile server, and nothing of that answer is used.
  case unsafeHref(String)
  /// An address that is no http(s) collection URL, or an event name that is no single
  /// path level.
  case invalidAddress(String)
  /// An answer larger than the limit, in bytes.
  case tooLarge(limit: Int)
  /// The connection failed: offline, refused, timed out, TLS, a refused address (plain http
  /// to another machine), cancelled.
  case transport(RecipesError)

  /// The error for a failure of the WebDAV layer beneath.
  init(_ error: WebDAVError) {
    switch error {
    case .unauthorized: self = .unauthorized
    case .forbidden: self = .forbidden
    case .notFound: self = .notFound
    case .preconditionFailed: self = .conflict
    case .locked: self = .locked
    case .insufficientStorage: self = .insufficientStorage
    case .serverError(let status): self = .serverError(status)
    case .unexpectedStatus(let status) where (300..<400).contains(status):
      self = .redirected(status)
    case .unexpectedStatus(let status): self = .unexpectedStatus(status)
    case .conflict: self = .unexpectedStatus(409)
    case .alreadyExists: self = .conflict
    case .depthInfinityRefused: self = .forbidden
    case .badXML(let detail): self = .badXML(detail)
    case .unsafeHref(let href): self = .unsafeHref(href)
    case .invalidPath(let path): self = .invalidAddress(path)
    case .tooLarge(let limit): self = .tooLarge(limit: limit)
    case .transport(let error): self = .transport(error)
    }
  }

  /// One line: what happened (never a password: none is ever part of an address here).
  public var description: String {
    switch self {
    case .unauthorized: return "the calendar server refused the user name or password (401)"
    case .forbidden: return "the calendar server refused this to this user (403)"
    case .notFound: return "there is no calendar at that address (404)"
    case .conflict: return "the event was changed on the server by another client (412)"
    case .locked: return "the calendar is locked by another client; try again later (423)"
    case .insufficientStorage: return "the calendar account is out of space (507)"
    case .serverError(let status): return "the calendar server failed (\(status))"
    case .redirected(let status):
      return "the calendar server redirected the request (\(status)); give the calendar's "
        + "own address"
    case .unexpectedStatus(let status):
      return "the calendar server answered with an unexpected status (\(status))"
    case .notACalendar(let address): return "\(address) is not a calendar"
    case .eventsNotSupported(let address): return "the calendar \(address) takes no events"
    case .badXML(let detail): return "the calendar server's answer is not valid: \(detail)"
    case .unsafeHref(let href):
      return "the calendar server named a resource outside the calendar: \(href)"
    case .invalidAddress(let address): return "not a usable calendar address: \(address)"
    case .tooLarge(let limit): return "the calendar server's answer is over \(limit) bytes"
    case .transport(let error): return "the calendar server could not be reached: \(error)"
    }
  }
}
