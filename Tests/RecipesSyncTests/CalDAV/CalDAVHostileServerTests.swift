import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// The CalDAV client against a loopback server that answers what a broken or hostile
/// calendar server might: each a typed error, nothing followed, no password elsewhere.
@Suite struct CalDAVHostileServerTests {
  private static let calendarPath = "/dav/calendars/cook/plan/"
  private static let password = "pâte à choux: #1 & 100%"

  /// Runs `body` with a loopback server, a client of its calendar, and a session.
  private static func run(
    _ body: (LoopbackHTTPServer, CalDAVClient) async throws -> Void
  ) async throws {
    _ = try? CurlSession.globalInit()
    let server = try LoopbackHTTPServer()
    let session = try CurlSession()
    defer {
      session.shutdown()
      server.stop()
    }
    let client = try CalDAVClient.live(
      session: session, calendar: try server.url(calendarPath),
      credentials: HTTPCredentials(user: "cook", password: password), timeout: .seconds(5))
    try await body(server, client)
  }

  @Test(arguments: [
    (401, CalDAVError.unauthorized), (403, .forbidden), (404, .notFound), (423, .locked),
    (500, .serverError(500)), (503, .serverError(503)), (507, .insufficientStorage),
    (200, .unexpectedStatus(200)), (400, .unexpectedStatus(400)),
  ])
  func aFailingStatusIsATypedError(status: Int, expected: CalDAVError) async throws {
    try await Self.run { server, client in
      server.setRoute(Self.calendarPath, .status(status))
      let calendar = await calDAVError { try await client.calendar() }
      let events = await calDAVError { try await client.allEvents() }
      let tags = await calDAVError { try await client.eventTags() }
      #expect([calendar, events, tags] == [expected, expected, expected])
      // What the client returned, as the window would say it and as a log would print it.
      for returned in [calendar, events, tags] {
        let said = [String(describing: returned), String(reflecting: returned)]
        #expect(!said.contains { $0.contains(Self.password) }, "\(status): \(said)")
      }
    }
  }

  @Test func aRedirectIsNotFollowedWithThePassword() async throws {
    try await Self.run { server, client in
      let elsewhere = try LoopbackHTTPServer()
      defer { elsewhere.stop() }
      for target in ["http://localhost:\(elsewhere.port)/steal/", "http://example.com/steal/"] {
        server.setRoute(Self.calendarPath, .redirect(to: target, status: 301))
        #expect(await calDAVError { try await client.calendar() } == .redirected(301))
        #expect(await calDAVError { try await client.allEvents() } == .redirected(301))
      }
      #expect(elsewhere.requests.isEmpty)
    }
  }

  @Test func aHugeAnswerIsRefusedAtTheLimit() async throws {
    try await Self.run { server, client in
      let huge = StubResponse(
        status: 207, headers: ["Content-Type": "application/xml"],
        body: .repeating(UInt8(ascii: " "), count: 6 * 1024 * 1024))
      server.setRoute(Self.calendarPath, huge)
      #expect(
        await calDAVError { try await client.allEvents() } == .tooLarge(limit: 5 * 1024 * 1024))
    }
  }

  @Test func brokenOrHostileMultistatusAnswersAreRefused() async throws {
    try await Self.run { server, client in
      func answer(_ text: String) -> StubResponse {
        StubResponse(
          status: 207, headers: ["Content-Type": "application/xml"], body: .data(Data(text.utf8)))
      }
      server.setRoute(Self.calendarPath, answer("<d:multistatus xmlns:d=\"DAV:\"><d:response>"))
      guard case .badXML = await calDAVError({ try await client.allEvents() }) else {
        Issue.record("unterminated XML was not refused")
        return
      }
      let elsewhere = "http://127.0.0.2:\(server.port)\(Self.calendarPath)a.ics"
      server.setRoute(
        Self.calendarPath,
        answer(
          "<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>\(elsewhere)</d:href>"
            + "</d:response></d:multistatus>"))
      #expect(await calDAVError { try await client.eventTags() } == .unsafeHref(elsewhere))
    }
  }

  @Test func aPutSendsICalendarWithItsConditionAndAConflictIsTyped() async throws {
    try await Self.run { server, client in
      let name = try eventName("plan-1.ics")
      server.setRoute(
        "\(Self.calendarPath)plan-1.ics", StubResponse(status: 201, headers: ["ETag": #""n1""#]))
      #expect(try await client.put(name, PlanEvents.rendang, .create) == WebDAVETag(#""n1""#))
      let tag = try #require(WebDAVETag(#""old""#))
      server.setRoute("\(Self.calendarPath)plan-1.ics", .status(412))
      #expect(
        await calDAVError { try await client.put(name, PlanEvents.rendang, .update(tag)) }
          == .conflict)
      #expect(await calDAVError { try await client.delete(name, tag) } == .conflict)
      server.setRoute("\(Self.calendarPath)plan-1.ics", .status(404))
      #expect(try await client.delete(name, tag) == .alreadyGone)

      let sent = server.requests
      #expect(sent.map(\.method) == ["PUT", "PUT", "DELETE", "DELETE"])
      #expect(sent[0].headers["content-type"] == "text/calendar; charset=utf-8")
      #expect(sent[0].headers["if-none-match"] == "*")
      #expect(sent[1].headers["if-match"] == #""old""#)
      #expect(sent[2].headers["if-match"] == #""old""#)
    }
  }

  @Test func plainHTTPToAnotherMachineIsRefusedBeforeAnyRequest() throws {
    _ = try? CurlSession.globalInit()
    let session = try CurlSession()
    defer { session.shutdown() }
    let url = try #require(URL(string: "http://calendar.example.com/dav/cook/plan/"))
    #expect(throws: CalDAVError.transport(.refusedURL(url.absoluteString))) {
      try CalDAVClient.live(
        session: session, calendar: url,
        credentials: HTTPCredentials(user: "cook", password: Self.password))
    }
    let query = try #require(URL(string: "https://calendar.example.com/plan/?x=1"))
    #expect(throws: CalDAVError.invalidAddress(query.absoluteString)) {
      try CalDAVClient.live(
        session: session, calendar: query,
        credentials: HTTPCredentials(user: "cook", password: Self.password))
    }
  }

  @Test func nextcloudsDefaultCalendarIsDerivedFromTheServerAndUser() throws {
    let server = try #require(URL(string: "https://cloud.example.org"))
    #expect(
      try CalDAVAddress.nextcloudCalendar(server: server, user: "cöok jo").absoluteString
        == "https://cloud.example.org/remote.php/dav/calendars/c%C3%B6ok%20jo/personal/")
    let below = try #require(URL(string: "https://example.org/nextcloud/"))
    #expect(
      try CalDAVAddress.nextcloudCalendar(server: below, user: "cook", calendar: "meals")
        .absoluteString == "https://example.org/nextcloud/remote.php/dav/calendars/cook/meals/")
    #expect(throws: CalDAVError.invalidAddress("a/b/personal")) {
      try CalDAVAddress.nextcloudCalendar(server: server, user: "a/b")
    }
  }
}
