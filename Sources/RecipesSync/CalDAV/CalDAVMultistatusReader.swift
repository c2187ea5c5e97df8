import Foundation
import RecipesXML

/// Reads CalDAV's `207 Multi-Status` answers: the calendar, its events' tags, its events.
///
/// The calendar's own properties, each event's ETag, and events with their iCalendar text;
/// hrefs are checked by `MultistatusReader`.
enum CalDAVMultistatusReader {
  private static let caldav = "urn:ietf:params:xml:ns:caldav"
  private static let calendarServer = "http://calendarserver.org/ns/"
  private static func dav(_ name: String) -> XMLName { XMLName("DAV:", name) }

  // MARK: - The calendar

  /// The calendar at `address` (for messages), from a depth-0 PROPFIND's `body`.
  ///
  /// Throws `.notACalendar` unless its resource type holds `C:calendar`, and
  /// `.eventsNotSupported` if it lists the components it takes and VEVENT is not one.
  static func calendar(in body: Data, root: WebDAVRoot, address: String)
    throws(CalDAVError) -> CalDAVCalendar
  {
    let responses = try read(body, root: root).responses
    guard let own = responses.first(where: { $0.path == .root }) else {
      throw .badXML("The answer does not describe the calendar itself.")
    }
    guard own.property(dav("resourcetype"))?.firstChild(named: XMLName(caldav, "calendar")) != nil
    else { throw .notACalendar(address) }
    let components =
      own.property(XMLName(caldav, "supported-calendar-component-set"))?
      .children(named: XMLName(caldav, "comp"))
      .compactMap { $0.attributes[XMLName("", "name")] } ?? []
    guard components.isEmpty || components.contains(where: { $0.uppercased() == "VEVENT" }) else {
      throw .eventsNotSupported(address)
    }
    func text(_ name: XMLName) -> String? {
      own.property(name).map(\.trimmedText).flatMap { $0.isEmpty ? nil : $0 }
    }
    return CalDAVCalendar(
      displayName: text(dav("displayname")), components: components,
      collectionTag: text(XMLName(calendarServer, "getctag")), syncToken: text(dav("sync-token")))
  }

  // MARK: - Events

  /// Each event's ETag, from a depth-1 PROPFIND's `body`.
  static func eventTags(in body: Data, root: WebDAVRoot) throws(CalDAVError) -> CalDAVEventTags {
    let (responses, skipped) = try read(body, root: root)
    var result = CalDAVEventTags(tags: [:], skipped: skipped)
    for response in responses where response.path != .root {
      switch member(response) {
      case .success(let name):
        guard let tag = response.property(dav("getetag")).flatMap({ WebDAVETag($0.trimmedText) })
        else {
          result.skipped.append(.init(href: response.href, reason: "no ETag"))
          continue
        }
        result.tags[name] = tag
      case .failure(let skip): result.skipped.append(skip)
      }
    }
    return result
  }

  /// The events of a calendar-query or calendar-multiget REPORT's `body`; for a multiget,
  /// only the `asked` names are taken.
  static func events(in body: Data, root: WebDAVRoot, asked: Set<CalDAVEventName>? = nil)
    throws(CalDAVError) -> CalDAVEventList
  {
    let (responses, skipped) = try read(body, root: root)
    var list = CalDAVEventList(events: [], skipped: skipped)
    for response in responses where response.path != .root {
      let name: CalDAVEventName
      switch member(response) {
      case .success(let found): name = found
      case .failure(let skip):
        list.skipped.append(skip)
        continue
      }
      if let asked, !asked.contains(name) {
        list.skipped.append(.init(href: response.href, reason: "not asked for"))
        continue
      }
      if response.status == 404 {
        list.missing.append(name)
        continue
      }
      switch event(named: name, in: response) {
      case .success(let event): list.events.append(event)
      case .failure(let skip): list.skipped.append(skip)
      }
    }
    list.events.sort { $0.name < $1.name }
    list.missing.sort()
    return list
  }

  // MARK: - Pieces

  private static func read(_ body: Data, root: WebDAVRoot) throws(CalDAVError)
    -> (responses: [MultistatusReader.Response], skipped: [WebDAVListing.Skipped])
  {
    do {
      return try MultistatusReader.responses(in: body, root: root, listed: .root)
    } catch {
      throw CalDAVError(error)
    }
  }

  /// The event name of a direct member that is no collection, or why it is skipped.
  private static func member(_ response: MultistatusReader.Response)
    -> Result<CalDAVEventName, WebDAVListing.Skipped>
  {
    guard let name = CalDAVEventName(path: response.path) else {
      return .failure(.init(href: response.href, reason: "not directly in the calendar"))
    }
    if response.property(dav("resourcetype"))?.firstChild(named: dav("collection")) != nil {
      return .failure(.init(href: response.href, reason: "a collection, not an event"))
    }
    return .success(name)
  }

  private static func event(named name: CalDAVEventName, in response: MultistatusReader.Response)
    -> Result<CalDAVEvent, WebDAVListing.Skipped>
  {
    guard let tag = response.property(dav("getetag")).flatMap({ WebDAVETag($0.trimmedText) })
    else { return .failure(.init(href: response.href, reason: "no ETag")) }
    guard let data = response.property(XMLName(caldav, "calendar-data"))?.text else {
      return .failure(.init(href: response.href, reason: "no calendar data"))
    }
    guard data.trimmingWhitespace().uppercased().hasPrefix("BEGIN:VCALENDAR") else {
      return .failure(.init(href: response.href, reason: "not iCalendar"))
    }
    return .success(CalDAVEvent(name: name, etag: tag, calendarData: data))
  }
}

extension WebDAVListing.Skipped: Error {}
