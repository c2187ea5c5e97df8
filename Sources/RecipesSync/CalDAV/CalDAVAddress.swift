import Foundation

/// Addresses of calendars on servers whose layout is known.
public enum CalDAVAddress {
  /// The name of the calendar every Nextcloud account starts with.
  public static let nextcloudDefaultCalendar = "personal"

  /// The calendar `calendar` of `user` on the Nextcloud at `server` (its root address,
  /// or the address it is installed below):
  /// `https://HOST/remote.php/dav/calendars/USER/personal/` by default.
  ///
  /// Throws `.invalidAddress` for an address that is no http(s) URL, or holds a query, a
  /// fragment or a user, and for a user or calendar name that cannot be one path level.
  public static func nextcloudCalendar(
    server: URL, user: String, calendar: String = nextcloudDefaultCalendar
  ) throws(CalDAVError) -> URL {
    guard var parts = URLComponents(url: server, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      parts.host?.isEmpty == false, parts.query == nil, parts.fragment == nil,
      parts.user == nil, parts.password == nil
    else { throw .invalidAddress(server.absoluteString) }
    let names: WebDAVPath
    do {
      names = try WebDAVPath(components: ["remote.php", "dav", "calendars", user, calendar])
    } catch {
      throw .invalidAddress("\(user)/\(calendar)")
    }
    var path = parts.percentEncodedPath
    if !path.hasSuffix("/") { path += "/" }
    parts.percentEncodedPath = path + names.percentEncoded + "/"
    guard let url = parts.url else { throw .invalidAddress(server.absoluteString) }
    return url
  }
}
