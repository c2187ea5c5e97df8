import Foundation

/// The XML bodies the CalDAV client sends (RFC 4791, RFC 4918), written here in full: no
/// text from the server is ever put into one, only names this client made and encoded.
enum CalDAVRequestBody {
  private static let namespaces =
    #"xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" "#
    + #"xmlns:cs="http://calendarserver.org/ns/""#

  /// PROPFIND at depth 0: what the collection is, and its version (ctag, sync-token).
  static let calendarProperties = Data(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind \(namespaces)><d:prop><d:resourcetype/><d:displayname/>\
    <c:supported-calendar-component-set/><cs:getctag/><d:sync-token/></d:prop></d:propfind>
    """.utf8)

  /// PROPFIND at depth 1: each member's ETag only.
  static let eventTags = Data(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:getetag/></d:prop></d:propfind>
    """.utf8)

  /// REPORT calendar-query: every VEVENT's ETag and iCalendar text.
  static let allEvents = Data(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <c:calendar-query \(namespaces)><d:prop><d:getetag/><c:calendar-data/></d:prop>\
    <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter>\
    </c:filter></c:calendar-query>
    """.utf8)

  /// REPORT calendar-multiget of the events at `encodedPaths` (percent-encoded absolute
  /// paths, which hold no character XML would need escaped).
  static func multiget(encodedPaths: [String]) -> Data {
    let hrefs = encodedPaths.map { "<d:href>\($0)</d:href>" }.joined()
    return Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <c:calendar-multiget \(namespaces)><d:prop><d:getetag/><c:calendar-data/></d:prop>\
      \(hrefs)</c:calendar-multiget>
      """.utf8)
  }
}
