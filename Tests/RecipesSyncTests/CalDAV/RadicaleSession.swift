import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// Initializes libcurl once for the test process, as the composition root does for the app.
private enum CurlProcess {
  static let isReady: Bool = (try? CurlSession.globalInit()) != nil
}

/// A real Radicale with one calendar, and two clients of it: this machine's and another
/// device's (its own session), for one test.
struct RadicaleSession {
  let server: RadicaleCalDAVServer
  /// This machine's session.
  let session: CurlSession
  /// The calendar's address.
  let calendarURL: URL
  /// This machine's client.
  let calendar: CalDAVClient
  /// Another client of the same calendar (a phone), with a session of its own.
  let otherDevice: CalDAVClient

  /// Runs `body` with a fresh Radicale whose calendar `plan` exists, and stops Radicale and
  /// the sessions afterwards.
  static func run<T>(_ body: (RadicaleSession) async throws -> T) async throws -> T {
    try #require(CurlProcess.isReady)
    let server = try await RadicaleCalDAVServer.start()
    let session = try CurlSession()
    let otherSession = try CurlSession()
    defer {
      session.shutdown()
      otherSession.shutdown()
      server.stop()
    }
    let calendarURL = try server.makeCalendar("plan", displayName: "Meal plan")
    let credentials = HTTPCredentials(user: server.user, password: server.password)
    let calendar = try CalDAVClient.live(
      session: session, calendar: calendarURL, credentials: credentials, timeout: .seconds(10))
    let otherDevice = try CalDAVClient.live(
      session: otherSession, calendar: calendarURL, credentials: credentials,
      timeout: .seconds(10))
    return try await body(
      RadicaleSession(
        server: server, session: session, calendarURL: calendarURL, calendar: calendar,
        otherDevice: otherDevice))
  }

  /// A client of `url` on this Radicale, over this machine's session, with `credentials`
  /// (the server's by default).
  func client(_ url: URL, credentials: HTTPCredentials? = nil) throws -> CalDAVClient {
    try CalDAVClient.live(
      session: session, calendar: url,
      credentials: credentials ?? HTTPCredentials(user: server.user, password: server.password),
      timeout: .seconds(10))
  }
}

/// The `CalDAVError` that `body` throws, or nil if it succeeds.
func calDAVError<T>(_ body: () async throws -> T) async -> CalDAVError? {
  do {
    _ = try await body()
    return nil
  } catch let error as CalDAVError {
    return error
  } catch {
    return .transport(RecipesError(error))
  }
}

/// The event name of `text`, for the tests' fixed names.
func eventName(_ text: String) throws -> CalDAVEventName {
  try CalDAVEventName(text)
}
