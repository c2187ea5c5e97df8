import Foundation
import Testing

@testable import RecipesSync

/// CalDAV's 207 answers written by hand: Radicale's and Nextcloud's shapes, and hostile ones.
@Suite struct CalDAVMultistatusReaderTests {
  private static let address = "https://cloud.example.com/remote.php/dav/calendars/cook/personal/"
  private static let root: WebDAVRoot = {
    guard let url = URL(string: address), let root = try? WebDAVRoot(url) else {
      preconditionFailure("The test root is a valid address.")
    }
    return root
  }()
  private static let calendarPath = "/remote.php/dav/calendars/cook/personal/"

  private static func multistatus(_ responses: String) -> Data {
    Data(
      (#"<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" "#
        + #"xmlns:cal="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">"#
        + responses + "</d:multistatus>").utf8)
  }

  private static func event(_ href: String, etag: String? = #""e1""#, data: String?) -> String {
    var properties = ""
    if let etag { properties += "<d:getetag>\(etag)</d:getetag>" }
    if let data { properties += "<cal:calendar-data>\(data)</cal:calendar-data>" }
    return "<d:response><d:href>\(href)</d:href><d:propstat><d:prop>\(properties)</d:prop>"
      + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
  }

  private static let vcalendar =
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

  private static func calendarError(_ body: Data) -> CalDAVError? {
    do {
      _ = try CalDAVMultistatusReader.calendar(in: body, root: root, address: address)
      return nil
    } catch {
      return error
    }
  }

  private static func eventsError(_ body: Data) -> CalDAVError? {
    do {
      _ = try CalDAVMultistatusReader.events(in: body, root: root)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - The calendar

  @Test func radicalesAnswerWithADefaultNamespaceIsRead() throws {
    let body = Data(
      """
      <?xml version='1.0' encoding='utf-8'?>
      <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
      xmlns:CS="http://calendarserver.org/ns/"><response><href>\(Self.calendarPath)</href>\
      <propstat><prop><resourcetype><C:calendar /><collection /></resourcetype>\
      <displayname>Plan</displayname><C:supported-calendar-component-set><C:comp name="VEVENT" />\
      <C:comp name="VTODO" /></C:supported-calendar-component-set><CS:getctag>"c1"</CS:getctag>\
      <sync-token>http://radicale.org/ns/sync/abc</sync-token></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
      """.utf8)
    let calendar = try CalDAVMultistatusReader.calendar(
      in: body, root: Self.root, address: Self.address)
    #expect(
      calendar
        == CalDAVCalendar(
          displayName: "Plan", components: ["VEVENT", "VTODO"], collectionTag: #""c1""#,
          syncToken: "http://radicale.org/ns/sync/abc"))
    #expect(calendar.version == #"ctag:"c1""#)
  }

  @Test func aCalendarThatDoesNotListItsComponentsTakesEvents() throws {
    // Nextcloud's prefixes; the component set and ctag in a 404 propstat.
    let body = Self.multistatus(
      """
      <d:response><d:href>\(Self.calendarPath)</d:href><d:propstat><d:prop><d:resourcetype>\
      <d:collection/><cal:calendar/></d:resourcetype><d:sync-token>t-7</d:sync-token></d:prop>\
      <d:status>HTTP/1.1 200 OK</d:status></d:propstat><d:propstat><d:prop>\
      <cal:supported-calendar-component-set/><cs:getctag/></d:prop>\
      <d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>
      """)
    let calendar = try CalDAVMultistatusReader.calendar(
      in: body, root: Self.root, address: Self.address)
    #expect(calendar == CalDAVCalendar(syncToken: "t-7"))
    #expect(calendar.version == "sync-token:t-7")
  }

  @Test func aCollectionThatIsNoCalendarOrTakesNoEventsIsRefused() {
    let plain = Self.multistatus(
      "<d:response><d:href>\(Self.calendarPath)</d:href><d:propstat><d:prop><d:resourcetype>"
        + "<d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status>"
        + "</d:propstat></d:response>")
    #expect(Self.calendarError(plain) == .notACalendar(Self.address))
    let tasks = Self.multistatus(
      "<d:response><d:href>\(Self.calendarPath)</d:href><d:propstat><d:prop><d:resourcetype>"
        + "<d:collection/><cal:calendar/></d:resourcetype><cal:supported-calendar-component-set>"
        + #"<cal:comp name="VTODO"/></cal:supported-calendar-component-set></d:prop>"#
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    #expect(Self.calendarError(tasks) == .eventsNotSupported(Self.address))
    // The property under another namespace is not CalDAV's.
    let impostor = Self.multistatus(
      "<d:response><d:href>\(Self.calendarPath)</d:href><d:propstat><d:prop><d:resourcetype>"
        + #"<x:calendar xmlns:x="urn:example"/></d:resourcetype></d:prop>"#
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    #expect(Self.calendarError(impostor) == .notACalendar(Self.address))
    #expect(
      Self.calendarError(Self.multistatus(""))
        == .badXML("The answer does not describe the calendar itself."))
  }

  // MARK: - Events

  @Test func eventsAreReadWithTheirTagsAndTextAndBrokenOnesSkipped() throws {
    // XML reads a raw CRLF as LF; a server keeps the CR by writing it as `&#13;`.
    let escaped = "BEGIN:VCALENDAR&#13;\nSUMMARY:Fish &amp; Chips &lt;3&#13;\nEND:VCALENDAR&#13;\n"
    let body = Self.multistatus(
      Self.event("\(Self.calendarPath)b.ics", etag: #""e2""#, data: escaped)
        + Self.event("a.ics", data: "<![CDATA[\(Self.vcalendar)]]>")
        + Self.event("\(Self.calendarPath)no-data.ics", data: nil)
        + Self.event("\(Self.calendarPath)no-tag.ics", etag: nil, data: Self.vcalendar)
        + Self.event("\(Self.calendarPath)html.ics", data: "&lt;html&gt;")
        + Self.event("\(Self.calendarPath)deeper/c.ics", data: Self.vcalendar)
        + "<d:response><d:href>\(Self.calendarPath)inbox/</d:href><d:propstat><d:prop>"
        + "<d:resourcetype><d:collection/></d:resourcetype></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    let list = try CalDAVMultistatusReader.events(in: body, root: Self.root)
    #expect(
      list.events == [
        CalDAVEvent(
          name: try eventName("a.ics"), etag: try #require(.init(#""e1""#)),
          calendarData: Self.vcalendar.replacingOccurrences(of: "\r\n", with: "\n")),
        CalDAVEvent(
          name: try eventName("b.ics"), etag: try #require(.init(#""e2""#)),
          calendarData: "BEGIN:VCALENDAR\r\nSUMMARY:Fish & Chips <3\r\nEND:VCALENDAR\r\n"),
      ])
    #expect(
      list.skipped.map { "\($0.href): \($0.reason)" } == [
        "\(Self.calendarPath)no-data.ics: no calendar data",
        "\(Self.calendarPath)no-tag.ics: no ETag",
        "\(Self.calendarPath)html.ics: not iCalendar",
        "\(Self.calendarPath)deeper/c.ics: not directly in the calendar",
        "\(Self.calendarPath)inbox/: a collection, not an event",
      ])
  }

  @Test func aMultigetTakesOnlyWhatItAskedForAndNamesWhatIsGone() throws {
    let body = Self.multistatus(
      Self.event("\(Self.calendarPath)a.ics", data: Self.vcalendar)
        + Self.event("\(Self.calendarPath)unasked.ics", data: Self.vcalendar)
        + "<d:response><d:href>\(Self.calendarPath)gone.ics</d:href>"
        + "<d:status>HTTP/1.1 404 Not Found</d:status></d:response>")
    let asked: Set = [try eventName("a.ics"), try eventName("gone.ics")]
    let list = try CalDAVMultistatusReader.events(in: body, root: Self.root, asked: asked)
    #expect(list.events.map(\.name.rawValue) == ["a.ics"])
    #expect(list.missing == [try eventName("gone.ics")])
    #expect(list.skipped.map(\.reason) == ["not asked for"])
  }

  @Test func eventTagsAreReadAndTaglessOnesSkipped() throws {
    let body = Self.multistatus(
      Self.event("\(Self.calendarPath)", data: nil)
        + Self.event("\(Self.calendarPath)a%20b.ics", etag: #"W/"w1""#, data: nil)
        + Self.event("\(Self.calendarPath)c.ics", etag: nil, data: nil))
    let tags = try CalDAVMultistatusReader.eventTags(in: body, root: Self.root)
    #expect(tags.tags == [try eventName("a b.ics"): try #require(WebDAVETag(#"W/"w1""#))])
    #expect(tags.skipped.map(\.reason) == ["no ETag"])
  }

  // MARK: - Hostile answers

  @Test(arguments: [
    "https://evil.example.com/remote.php/dav/calendars/cook/personal/a.ics",
    "http://cloud.example.com/remote.php/dav/calendars/cook/personal/a.ics",
    "https://cloud.example.com:8443/remote.php/dav/calendars/cook/personal/a.ics",
    "/remote.php/dav/calendars/cook/personal/../other/a.ics",
    "/remote.php/dav/calendars/cook/personal/%2E%2E/other/a.ics",
    "/remote.php/dav/calendars/cook/other/a.ics",
    "/remote.php/dav/calendars/cook/",
    "../a.ics",
    "javascript:alert(1)",
  ])
  func anHrefOutsideTheCalendarRejectsTheWholeAnswer(href: String) {
    let body = Self.multistatus(
      Self.event("\(Self.calendarPath)fine.ics", data: Self.vcalendar)
        + Self.event(href, data: Self.vcalendar))
    #expect(Self.eventsError(body) == .unsafeHref(href))
  }

  @Test func answersThatAreNoMultistatusAreBadXML() {
    let cases: [Data] = [
      Data("<html><body>Welcome</body></html>".utf8),
      Data("BEGIN:VCALENDAR".utf8),
      Data(),
      Data(
        """
        <?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\
        <d:multistatus xmlns:d="DAV:">&b;</d:multistatus>
        """.utf8),
      Self.multistatus("<d:response><d:href>a.ics</d:href><d:href>b.ics</d:href></d:response>"),
    ]
    for body in cases {
      guard case .badXML = Self.eventsError(body) else {
        Issue.record("\(String(decoding: body, as: UTF8.self)) was not refused as bad XML")
        continue
      }
    }
  }
}
