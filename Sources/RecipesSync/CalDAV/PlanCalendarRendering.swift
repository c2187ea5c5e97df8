import Foundation
import RecipesCalendar
import RecipesCore

/// An entry's event as the sync writes it: its name, its text, the hash that tells whether
/// the entry changed, and its start.
public struct PlanCalendarRenderedEvent: Sendable, Equatable {
  /// The event's name in the calendar (`UID.ics`).
  public var name: CalDAVEventName
  /// The iCalendar text to PUT.
  public var text: String
  /// The hash of the text without its DTSTAMP (the time of writing is no change).
  public var hash: String
  /// The start, as `CalendarRecord.start` keeps it.
  public var start: String
}

/// Turns entries into the events the calendar holds, through `PlanCalendarEvents` (the
/// same events `plan export --ics` writes), with the recipes and meal times read once.
public struct PlanCalendarRendering: Sendable {
  /// The recipes the entries name.
  public var recipes: [Recipe.ID: Recipe]
  /// The meals' times the cook chose ("19:00"), by meal.
  public var times: [Meal: String]
  /// The DTSTAMP of what is written.
  public var stamp: Date

  /// Creates a rendering.
  public init(recipes: [Recipe.ID: Recipe], times: [Meal: String], stamp: Date) {
    self.recipes = recipes
    self.times = times
    self.stamp = stamp
  }

  /// `entry`'s event; nil when it cannot be one (a UID that is no file name, a day iCalendar
  /// cannot write).
  public func event(_ entry: PlanEntry) -> PlanCalendarRenderedEvent? {
    guard
      let event = PlanCalendarEvents.events([entry], recipes: recipes, times: times).first,
      let name = try? CalDAVEventName(uid: event.uid)
    else { return nil }
    let writer = ICalendarWriter(productID: PlanCalendarEvents.productID)
    let unstamped = writer.write([event], stamp: Date(timeIntervalSince1970: 0))
    let start = event.start
    return PlanCalendarRenderedEvent(
      name: name, text: writer.write([event], stamp: stamp),
      hash: ContentFingerprint.hex(ofUTF8: unstamped),
      start: PlanCalendarServerEvent.start(
        day: entry.day, minuteOfDay: start.hour * 60 + start.minute))
  }

  /// The meal whose time is nearest `minuteOfDay` (the earlier one on a tie); `meal` itself
  /// for a whole-day event.
  public func nearestMeal(to minuteOfDay: Int?, keeping meal: Meal) -> Meal {
    guard let minuteOfDay else { return meal }
    return Meal.allCases.min { first, second in
      let (a, b) = (distance(first, minuteOfDay), distance(second, minuteOfDay))
      return a != b ? a < b : first < second
    } ?? meal
  }

  private func distance(_ meal: Meal, _ minuteOfDay: Int) -> Int {
    let time = PlanCalendarEvents.time(of: meal, times: times)
    return abs(time.hour * 60 + time.minute - minuteOfDay)
  }
}
