import Foundation
import RecipesCore
import RecipesNetwork

extension CalDAVClient {
  /// The client of the calendar collection at `calendar` (for Nextcloud,
  /// `CalDAVAddress.nextcloudCalendar(server:user:)`), over `session`, as `credentials`.
  ///
  /// Throws `.invalidAddress` for an address that is no http(s) URL, and
  /// `.transport(.refusedURL)` for one the session's policy refuses (plain http to a host
  /// other than loopback or an `--allow-http` one): the password never travels unencrypted
  /// across a network, and never follows a redirect to another origin.
  public static func live(
    session: CurlSession, calendar: URL, credentials: HTTPCredentials,
    timeout: Duration = .seconds(30)
  ) throws(CalDAVError) -> CalDAVClient {
    let root: WebDAVRoot
    do {
      root = try WebDAVRoot(calendar)
      try session.policy.check(root.url(for: .root, isFolder: true))
    } catch let error as WebDAVError {
      throw CalDAVError(error)
    } catch let error as RecipesError {
      throw .transport(error)
    } catch {
      throw .invalidAddress(calendar.absoluteString)
    }
    let connection = CalDAVConnection(
      dav: WebDAVConnection(
        session: session, root: root, credentials: credentials, timeout: timeout))
    return CalDAVClient(
      calendar: { () throws(CalDAVError) in try await connection.calendar() },
      eventTags: { () throws(CalDAVError) in try await connection.eventTags() },
      allEvents: { () throws(CalDAVError) in try await connection.allEvents() },
      events: { names throws(CalDAVError) in try await connection.events(named: names) },
      put: { name, calendarData, condition throws(CalDAVError) in
        try await connection.put(name, calendarData, condition)
      },
      delete: { name, tag throws(CalDAVError) in try await connection.delete(name, ifMatch: tag) }
    )
  }
}
