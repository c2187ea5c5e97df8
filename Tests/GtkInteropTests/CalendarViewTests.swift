import XCTest

@testable import GtkInterop

/// The calendar shows the day it is given, and reports only the days the person picks.
final class CalendarViewTests: InteropTestCase {
  func testADaySetFromStateIsShownAndOnlyAPickedOneIsReported() {
    MainActor.assumeIsolated {
      let calendar = CalendarView()
      var picked: [CalendarDay] = []
      calendar.onDayPicked { picked.append($0) }
      let christmasEve = CalendarDay(year: 2026, month: 12, day: 24)
      calendar.selectedDay = christmasEve
      XCTAssertEqual(calendar.selectedDay, christmasEve)
      XCTAssertEqual(picked, [], "a day set from state was reported as picked")
      let leapDay = CalendarDay(year: 2028, month: 2, day: 29)
      calendar.pick(leapDay)
      XCTAssertEqual(calendar.selectedDay, leapDay)
      XCTAssertEqual(picked, [leapDay])
    }
  }
}
