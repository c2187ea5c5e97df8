import Foundation
import RecipesNetwork

/// The live CalDAV client's requests, over the WebDAV connection of the calendar
/// collection (the same session, credentials, URL policy and href checks as the recipes'
/// sync).
struct CalDAVConnection: Sendable {
  /// The largest answer read: an event list, an event, or an error page.
  static let maximumAnswerBytes = 5 * 1024 * 1024
  /// What PUT sends as the event's type.
  static let contentType = "text/calendar; charset=utf-8"

  /// The connection to the calendar collection.
  let dav: WebDAVConnection

  /// The calendar's address, for messages.
  private var address: String { dav.root.url(for: .root, isFolder: true).absoluteString }

  func calendar() async throws(CalDAVError) -> CalDAVCalendar {
    let body = try await multistatus(
      .propfind, depth: "0", body: CalDAVRequestBody.calendarProperties)
    return try CalDAVMultistatusReader.calendar(in: body, root: dav.root, address: address)
  }

  func eventTags() async throws(CalDAVError) -> CalDAVEventTags {
    let body = try await multistatus(.propfind, depth: "1", body: CalDAVRequestBody.eventTags)
    return try CalDAVMultistatusReader.eventTags(in: body, root: dav.root)
  }

  func allEvents() async throws(CalDAVError) -> CalDAVEventList {
    let body = try await multistatus(.report, depth: "1", body: CalDAVRequestBody.allEvents)
    return try CalDAVMultistatusReader.events(in: body, root: dav.root)
  }

  func events(named names: [CalDAVEventName]) async throws(CalDAVError) -> CalDAVEventList {
    guard !names.isEmpty else { return CalDAVEventList(events: []) }
    let paths = names.map { dav.root.encodedPath(of: $0.path, isFolder: false) }
    let body = try await multistatus(
      .report, depth: "1", body: CalDAVRequestBody.multiget(encodedPaths: paths))
    return try CalDAVMultistatusReader.events(in: body, root: dav.root, asked: Set(names))
  }

  func put(_ name: CalDAVEventName, _ calendarData: String, _ condition: CalDAVWriteCondition)
    async throws(CalDAVError) -> WebDAVETag?
  {
    do {
      if let tag = try await dav.put(
        name.path, Data(calendarData.utf8), condition.webDAV, contentType: Self.contentType)
      {
        return tag
      }
      // Servers that change what they store (Nextcloud's Sabre) answer without an ETag.
      return try await dav.get(name.path, maximumBytes: Self.maximumAnswerBytes).etag
    } catch {
      throw CalDAVError(error)
    }
  }

  func delete(_ name: CalDAVEventName, ifMatch tag: WebDAVETag) async throws(CalDAVError)
    -> CalDAVDeletion
  {
    do {
      try await dav.delete(name.path, ifMatch: tag)
      return .deleted
    } catch .notFound {
      return .alreadyGone
    } catch {
      throw CalDAVError(error)
    }
  }

  // MARK: - Exchange

  /// The body of a 207 answer to `method` on the calendar; any other status is an error.
  private func multistatus(_ method: HTTPMethod, depth: String, body: Data)
    async throws(CalDAVError) -> Data
  {
    let response: HTTPResponse
    do {
      response = try await dav.send(
        method, dav.root.url(for: .root, isFolder: true), kind: .xml,
        headers: ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"],
        body: body, maximumBytes: Self.maximumAnswerBytes)
    } catch {
      throw CalDAVError(error)
    }
    guard response.status == 207 else {
      throw CalDAVError(WebDAVError.forStatus(response.status))
    }
    return response.body
  }
}
