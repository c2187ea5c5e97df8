import RecipesCore
import RecipesLocalization

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
    case .unauthorized:
      return localized("the calendar server refused the user name or password (401)")
    case .forbidden: return localized("the calendar server refused this to this user (403)")
    case .notFound: return localized("there is no calendar at that address (404)")
    case .conflict: return localized("the event was changed on the server by another client (412)")
    case .locked:
      return localized("the calendar is locked by another client; try again later (423)")
    case .insufficientStorage: return localized("the calendar account is out of space (507)")
    case .serverError(let status):
      return localized("the calendar server failed ({status})", ["status": String(status)])
    case .redirected(let status):
      return localized(
        "the calendar server redirected the request ({status}); give the calendar's own address",
        ["status": String(status)])
    case .unexpectedStatus(let status):
      return localized(
        "the calendar server answered with an unexpected status ({status})",
        ["status": String(status)])
    case .notACalendar(let address):
      return localized("{address} is not a calendar", ["address": address])
    case .eventsNotSupported(let address):
      return localized("the calendar {address} takes no events", ["address": address])
    case .badXML(let detail):
      return localized("the calendar server's answer is not valid: {detail}", ["detail": detail])
    case .unsafeHref(let href):
      return localized(
        "the calendar server named a resource outside the calendar: {address}", ["address": href])
    case .invalidAddress(let address):
      return localized("not a usable calendar address: {address}", ["address": address])
    case .tooLarge(let limit):
      return localized(
        "the calendar server's answer is over {limit} bytes", ["limit": String(limit)])
    case .transport(let error):
      return localized(
        "the calendar server could not be reached: {reason}", ["reason": error.connectionReason])
    }
  }
}
