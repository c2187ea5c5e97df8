import Foundation
import RecipesCore
import Testing

@Suite struct PlanDayTests {
  @Test func daysAreReadOnlyAsYearMonthDay() {
    #expect(PlanDay(parsing: "2026-11-30") == PlanDay(year: 2026, month: 11, day: 30))
    #expect(PlanDay(parsing: "2024-02-29")?.description == "2024-02-29")
    for bad in [
      "2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01x", "", "today",
      "２０２６-01-01", "2026-00-10", "2026-04-31",
    ] {
      #expect(PlanDay(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func arithmeticCrossesMonthsYearsAndLeapDays() throws {
    let day = try #require(PlanDay(parsing: "2024-02-28"))
    #expect(day.adding(days: 1).description == "2024-02-29")
    #expect(day.adding(days: 2).description == "2024-03-01")
    #expect(
      try #require(PlanDay(parsing: "2025-12-31")).adding(days: 1).description == "2026-01-01")
    #expect(try #require(PlanDay(parsing: "1970-01-01")).dayNumber == 0)
    #expect(try #require(PlanDay(parsing: "2000-03-01")).dayNumber == 11_017)
    #expect(PlanDay(dayNumber: -1).description == "1969-12-31")
    #expect(day.days(to: day.adding(days: 40)) == 40)
  }

  @Test func weeksStartOnTheCalendarsFirstWeekday() throws {
    // 2026-12-02 is a Wednesday.
    let wednesday = try #require(PlanDay(parsing: "2026-12-02"))
    #expect(wednesday.weekday == 4)
    #expect(wednesday.startOfWeek(firstWeekday: 2).description == "2026-11-30")
    #expect(wednesday.startOfWeek(firstWeekday: 1).description == "2026-11-29")
    #expect(wednesday.startOfWeek(firstWeekday: 7).description == "2026-11-28")
    #expect(wednesday.startOfWeek(firstWeekday: 4) == wednesday)
  }

  @Test func todayIsTheDayInTheCalendarsTimeZone() throws {
    // 2026-11-30 23:30 UTC is already December 1 in Berlin.
    let instant = Date(timeIntervalSince1970: 1_796_081_400)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    var berlin = utc
    berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
    #expect(PlanDay.today(in: utc, now: instant).description == "2026-11-30")
    #expect(PlanDay.today(in: berlin, now: instant).description == "2026-12-01")
  }
}
