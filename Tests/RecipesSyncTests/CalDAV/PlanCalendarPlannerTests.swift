import Foundation
import RecipesCore
import RecipesSync
import Testing

/// `PlanCalendarPlanner`: each rule on hand-made entries, records and server states.
@Suite struct PlanCalendarPlannerTests {
  private static let monday = PlanDay(year: 2026, month: 1, day: 5) ?? PlanDay(dayNumber: 0)
  private static let rendering = PlanCalendarRendering(
    recipes: [:], times: [.dinner: "18:00"], stamp: Date(timeIntervalSince1970: 1_767_600_000))
  private static let entry = PlanEntry(
    id: "plan-1", day: monday, meal: .dinner, content: .recipe("mine-soup", servings: 2))
  private static let tag = etag(#""1""#)
  private static let newTag = etag(#""2""#)

  /// A tag of the tests' own (never empty).
  private static func etag(_ text: String) -> WebDAVETag {
    guard let tag = WebDAVETag(text) else { preconditionFailure("no tag: \(text)") }
    return tag
  }

  /// The record a sync leaves of `entry` as it is now, its event at `start`.
  private static func record(of entry: PlanEntry, start: String = "20260105T180000")
    throws -> CalendarRecord
  {
    let rendered = try #require(rendering.event(entry))
    return CalendarRecord(
      entryID: entry.id, eventName: "plan-1@recipesapp.org.ics", etag: tag.rawValue,
      contentHash: rendered.hash, start: start)
  }

  private static func server(day: PlanDay, minute: Int?) throws -> PlanCalendarServerEvent {
    PlanCalendarServerEvent(
      name: try CalDAVEventName("plan-1@recipesapp.org.ics"), etag: newTag,
      uid: "plan-1@recipesapp.org", day: day, minuteOfDay: minute)
  }

  private static func step(
    _ entry: PlanEntry?, _ record: CalendarRecord?, _ server: PlanCalendarServerState
  ) -> PlanCalendarStep? {
    PlanCalendarPlanner.step(entry: entry, record: record, server: server, rendering: rendering)
  }

  @Test func theEventIsNamedAfterTheUIDAndStartsAtTheCooksMealTime() throws {
    let rendered = try #require(Self.rendering.event(Self.entry))
    #expect(rendered.name.rawValue == "plan-1@recipesapp.org.ics")
    #expect(rendered.start == "20260105T180000")
    #expect(rendered.text.contains("DTSTART:20260105T180000\r\n"))
    #expect(rendered.text.contains("DTSTAMP:20260105T080000Z\r\n"))
    // Another stamp is no change.
    var later = Self.rendering
    later.stamp = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(later.event(Self.entry)?.hash == rendered.hash)
    #expect(later.event(Self.entry)?.text != rendered.text)
  }

  @Test func newEntriesAreCreatedAndAnEventOfTheirNameIsWrittenOver() throws {
    #expect(Self.step(Self.entry, nil, .unchanged) == .create(Self.entry))
    #expect(Self.step(Self.entry, nil, .gone) == .create(Self.entry))
    let found = try Self.server(day: Self.monday, minute: 19 * 60)
    #expect(
      Self.step(Self.entry, nil, .changed(found)) == .update(Self.entry, ifMatch: Self.newTag))
    #expect(Self.step(nil, nil, .unchanged) == nil)
  }

  @Test func anEntryChangedHereIsWrittenOnItsTagAndAnUnchangedOneIsLeft() throws {
    let record = try Self.record(of: Self.entry)
    #expect(Self.step(Self.entry, record, .unchanged) == nil)
    let more = PlanEntry(
      id: "plan-1", day: Self.monday, meal: .dinner, content: .recipe("mine-soup", servings: 5))
    #expect(Self.step(more, record, .unchanged) == .update(more, ifMatch: Self.tag))
  }

  @Test func anEntryRemovedHereDeletesItsEventOnTheLatestTag() throws {
    let record = try Self.record(of: Self.entry)
    #expect(Self.step(nil, record, .unchanged) == .deleteThere(record, ifMatch: Self.tag))
    let found = try Self.server(day: Self.monday, minute: 19 * 60)
    #expect(Self.step(nil, record, .changed(found)) == .deleteThere(record, ifMatch: Self.newTag))
    #expect(Self.step(nil, record, .gone) == .forget("plan-1"))
  }

  @Test func anEventDeletedThereRemovesTheEntryUnlessItChangedHere() throws {
    let record = try Self.record(of: Self.entry)
    #expect(Self.step(Self.entry, record, .gone) == .removeHere("plan-1"))
    var moved = Self.entry
    moved.day = Self.monday.adding(days: 1)
    #expect(Self.step(moved, record, .gone) == .create(moved))
  }

  @Test func anEventMovedThereMovesTheEntryToTheNearestMeal() throws {
    let record = try Self.record(of: Self.entry)
    let thursday = Self.monday.adding(days: 3)
    // 14:00 is nearer lunch (12:30) than the snack (16:00).
    let found = try Self.server(day: thursday, minute: 14 * 60)
    #expect(
      Self.step(Self.entry, record, .changed(found))
        == .moveHere(Self.entry, day: thursday, meal: .lunch, server: found, update: false))
    // Moved and changed here: the date is the server's, the servings ours.
    let more = PlanEntry(
      id: "plan-1", day: Self.monday, meal: .dinner, content: .recipe("mine-soup", servings: 5))
    #expect(
      Self.step(more, record, .changed(found))
        == .moveHere(more, day: thursday, meal: .lunch, server: found, update: true))
    // A whole-day event keeps the meal.
    let allDay = try Self.server(day: thursday, minute: nil)
    #expect(
      Self.step(Self.entry, record, .changed(allDay))
        == .moveHere(Self.entry, day: thursday, meal: .dinner, server: allDay, update: false))
  }

  @Test func otherEditsThereAreIgnoredButTheirTagIsKept() throws {
    let record = try Self.record(of: Self.entry)
    let renamed = try Self.server(day: Self.monday, minute: 18 * 60)
    var adopted = record
    adopted.etag = Self.newTag.rawValue
    #expect(Self.step(Self.entry, record, .changed(renamed)) == .record(adopted))
    var moved = Self.entry
    moved.meal = .lunch
    #expect(Self.step(moved, record, .changed(renamed)) == .update(moved, ifMatch: Self.newTag))
  }

  @Test func anUnreadableEventIsLeftAlone() throws {
    let record = try Self.record(of: Self.entry)
    let skip = PlanCalendarSkip(path: "plan-1@recipesapp.org.ics", reason: "not iCalendar")
    #expect(Self.step(Self.entry, record, .unreadable(skip)) == .skip(skip))
    #expect(Self.step(nil, record, .unreadable(skip)) == .skip(skip))
  }

  @Test func theNearestMealTakesTheEarlierOneOnATie() {
    // Breakfast 08:00, lunch 12:30, snack 16:00, dinner 18:00 (the cook's).
    #expect(Self.rendering.nearestMeal(to: 0, keeping: .dinner) == .breakfast)
    #expect(Self.rendering.nearestMeal(to: 10 * 60 + 15, keeping: .dinner) == .breakfast)
    #expect(Self.rendering.nearestMeal(to: 17 * 60, keeping: .lunch) == .snack)
    #expect(Self.rendering.nearestMeal(to: 23 * 60 + 59, keeping: .lunch) == .dinner)
    #expect(Self.rendering.nearestMeal(to: nil, keeping: .lunch) == .lunch)
  }

  @Test func onlyOurUIDsNameEntries() {
    #expect(PlanCalendarEvents.entryID(ofUID: "plan-1@recipesapp.org") == "plan-1")
    #expect(PlanCalendarEvents.entryID(ofUID: "@recipesapp.org") == nil)
    #expect(PlanCalendarEvents.entryID(ofUID: "dentist@example.org") == nil)
    #expect(PlanCalendarEvents.entryID(ofUID: "plan-1@recipesapp.org.evil") == nil)
  }
}
