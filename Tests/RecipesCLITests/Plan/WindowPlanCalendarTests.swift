import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesCLI

/// The window's calendar sync client (`AppDependencies.planCalendar`) against a real
/// Radicale: a first sync remembers the calendar, another calendar starts afresh, and the
/// failures are `SyncFailure`s of the right kind.
@MainActor
@Suite(
  .serialized,
  .enabled(if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
struct WindowPlanCalendarTests {
  private func dependencies(in directory: TemporaryDirectory) async throws -> AppDependencies {
    let options = try AppOptions.parse(["--data-dir", directory.url.path])
    let console = Console(output: { _ in }, errors: { _ in })
    return try await AppDependencies.make(options, environment: [:], console: console)
  }

  @Test func aSyncRemembersTheCalendarAndAnotherOneStartsAfresh() async throws {
    let server = try await RadicaleCalDAVServer.start()
    defer { server.stop() }
    let plan = try server.makeCalendar("plan")
    let other = try server.makeCalendar("other")
    let directory = try TemporaryDirectory(label: "window-calendar")
    let app = try await dependencies(in: directory)
    defer { app.shutdown() }
    let today = PlanDay.today(in: .current)
    _ = try await app.library.addPlanEntry(
      PlanEntry(id: "plan-w1", day: today, meal: .dinner, content: .note("Pizza night out")))
    let password = SyncPassword(server.password)

    let first = try await app.planCalendar.sync(plan, server.user, password)
    #expect(first.created == 1)
    #expect(try await app.library.calendar.account()?.calendarURL == plan)
    #expect(try await app.library.calendar.records().map(\.entryID) == ["plan-w1"])
    let again = try await app.planCalendar.sync(plan, server.user, password)
    #expect(again.created == 0 && again.updated == 0 && again.removedHere == 0)

    let moved = try await app.planCalendar.sync(other, server.user, password)
    #expect(moved.created == 1)
    #expect(try await app.library.calendar.account()?.calendarURL == other)
    #expect(try await app.library.planEntries(today...today).map(\.id) == ["plan-w1"])
  }

  @Test func failuresSayWhatKindTheyAre() async throws {
    let server = try await RadicaleCalDAVServer.start()
    defer { server.stop() }
    let plan = try server.makeCalendar("plan")
    let contacts = try server.makeAddressBook("contacts")
    let directory = try TemporaryDirectory(label: "window-calendar")
    let app = try await dependencies(in: directory)
    defer { app.shutdown() }

    await #expect(
      throws: SyncFailure(.password, "the calendar server refused the user name or password (401)")
    ) {
      try await app.planCalendar.sync(plan, server.user, SyncPassword("wrong"))
    }
    await #expect(
      throws: SyncFailure(.setup, "\(contacts.absoluteString) is not a calendar")
    ) {
      try await app.planCalendar.sync(contacts, server.user, SyncPassword(server.password))
    }
    #expect(try await app.library.calendar.account() == nil)
  }
}
