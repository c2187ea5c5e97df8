import Foundation
import RecipesCalendar
import RecipesCore
import RecipesSync
import RecipesTestSupport

/// A library whose plan syncs with a calendar through a client that counts its requests.
struct PlanCalendarMachine {
  static let rendang = Recipe(
    id: "mine-22222222-0000-0000-0000-000000000001", name: "Beef Rendang",
    ingredients: [Ingredient(name: "beef", measure: "1 kg", text: "1 kg beef")], servings: 4)
  static let monday = PlanDay(year: 2026, month: 1, day: 5) ?? PlanDay(dayNumber: 0)

  let library: InMemoryLibrary
  let account: CalendarAccount
  let requests = Locked(0)

  init(calendarURL: URL) {
    library = InMemoryLibrary(recipes: [Self.rendang])
    account = CalendarAccount(calendarURL: calendarURL, user: "cook")
  }

  /// Syncs once through `client`, counting its requests, for the weeks around Monday.
  func sync(_ client: CalDAVClient) async throws -> PlanCalendarReport {
    requests.withLock { $0 = 0 }
    let remembered = (try await library.client.calendar.account()) ?? account
    let sync = PlanCalendarSync(
      calendar: counting(client), library: library.client, account: remembered,
      timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
      now: { Date(timeIntervalSince1970: 1_767_600_000) })
    return try await sync.sync(days: PlanCalendarSync.days(around: Self.monday))
  }

  /// A dinner of Beef Rendang (or a note) on `day`.
  static func dinner(_ id: String, day: PlanDay, note: String? = nil) -> PlanEntry {
    PlanEntry(
      id: PlanEntry.ID(rawValue: id), day: day, meal: .dinner,
      content: note.map(PlanEntry.Content.note) ?? .recipe(rendang.id, servings: 2))
  }

  /// The name of `id`'s event.
  static func eventName(_ id: String) throws -> CalDAVEventName {
    try CalDAVEventName(uid: "\(id)@recipesapp.org")
  }

  private func counting(_ client: CalDAVClient) -> CalDAVClient {
    let requests = requests
    let count: @Sendable () -> Void = { requests.withLock { $0 += 1 } }
    return CalDAVClient(
      calendar: { () throws(CalDAVError) in
        count()
        return try await client.calendar()
      },
      eventTags: { () throws(CalDAVError) in
        count()
        return try await client.eventTags()
      },
      allEvents: { () throws(CalDAVError) in
        count()
        return try await client.allEvents()
      },
      events: { names throws(CalDAVError) in
        count()
        return try await client.events(names)
      },
      put: { name, text, condition throws(CalDAVError) in
        count()
        return try await client.put(name, text, condition)
      },
      delete: { name, tag throws(CalDAVError) in
        count()
        return try await client.delete(name, tag)
      })
  }
}

/// The events of a calendar read back with `ICalendarReader`, by UID.
func planEvents(_ calendar: CalDAVClient) async throws -> [String: CalendarEvent] {
  var events: [String: CalendarEvent] = [:]
  for event in try await calendar.allEvents().events {
    for read in try ICalendarReader().read(event.calendarData) { events[read.uid] = read }
  }
  return events
}
