import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// The plan's calendar sync against a loopback server that fails or answers nonsense: the
/// CalDAV client's typed error, and nothing of the plan or its records lost.
@Suite struct PlanCalendarHostileServerTests {
  private static let calendarPath = "/dav/calendars/cook/plan/"

  @Test(arguments: [
    (401, CalDAVError.unauthorized), (403, .forbidden), (404, .notFound),
    (500, .serverError(500)), (507, .insufficientStorage), (302, .redirected(302)),
  ])
  func aFailingServerStopsTheSyncAndNothingIsLost(status: Int, expected: CalDAVError)
    async throws
  {
    _ = try? CurlSession.globalInit()
    let server = try LoopbackHTTPServer()
    let session = try CurlSession()
    defer {
      session.shutdown()
      server.stop()
    }
    if status == 302 {
      server.setRoute(Self.calendarPath, .redirect(to: "http://example.com/steal/", status: 302))
    } else {
      server.setRoute(Self.calendarPath, .status(status))
    }
    let url = try server.url(Self.calendarPath)
    let client = try CalDAVClient.live(
      session: session, calendar: url, credentials: HTTPCredentials(user: "cook", password: "pw"),
      timeout: .seconds(5))
    let machine = PlanCalendarMachine(calendarURL: url)
    let entry = PlanCalendarMachine.dinner("plan-a", day: PlanCalendarMachine.monday)
    await machine.library.setPlan([entry])
    let record = CalendarRecord(
      entryID: "plan-b", eventName: "plan-b@recipesapp.org.ics", etag: #""1""#,
      contentHash: "0", start: "20260106T190000")
    try await machine.library.client.calendar.saveRecord(record)

    await #expect(throws: PlanCalendarSyncError.server(expected)) {
      try await machine.sync(client)
    }
    #expect(await machine.library.plan == [entry])
    #expect(await machine.library.calendarRecords == ["plan-b": record])
    #expect(await machine.library.calendarAccount == nil)
  }
}
