import Foundation
import RecipesCore
import RecipesNetwork
import RecipesSync

extension AppDependencies {
  /// The client of the CalDAV calendar at `calendar`, over the app's session.
  ///
  /// The session's URL policy holds: plain http only to loopback and `--allow-http` hosts.
  /// `.transport(.offline)` with `--offline`.
  nonisolated func calDAVClient(
    calendar: URL, credentials: HTTPCredentials
  ) throws(CalDAVError) -> CalDAVClient {
    guard let session else { throw .transport(.offline) }
    return try .live(
      session: session, calendar: calendar, credentials: credentials, timeout: requestTimeout)
  }
}
