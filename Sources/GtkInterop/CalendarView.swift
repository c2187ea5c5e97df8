import CGtk

/// A day of the calendar, as a `CalendarView` shows it (month 1–12).
public struct CalendarDay: Equatable, Sendable {
  /// The year.
  public let year: Int
  /// The month, 1 for January.
  public let month: Int
  /// The day of the month.
  public let day: Int

  /// The day `day` of `month` in `year`.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}

/// A month of days to pick one from (a `GtkCalendar`): the planner's "Another day".
///
/// Setting the day from state (`selectedDay`) is not reported as the person's choice; only
/// a day the person picks reaches `onDayPicked`.
@MainActor
public final class CalendarView: Widget {
  private var isSetting = false

  /// A calendar showing today.
  public init() {
    super.init(gtk_calendar_new())
  }

  /// The day selected.
  public var selectedDay: CalendarDay {
    get {
      guard let date = gtk_calendar_get_date(opaque) else {
        return CalendarDay(year: 1970, month: 1, day: 1)
      }
      defer { g_date_time_unref(date) }
      return CalendarDay(
        year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
        day: Int(g_date_time_get_day_of_month(date)))
    }
    set {
      guard
        let date = g_date_time_new_local(
          Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 12, 0, 0)
      else { return }
      defer { g_date_time_unref(date) }
      isSetting = true
      defer { isSetting = false }
      gtk_calendar_select_day(opaque, date)
    }
  }

  /// Calls `action` with each day the person picks.
  public func onDayPicked(_ action: @escaping @MainActor (CalendarDay) -> Void) {
    Signals.connect(object, "day-selected") { [weak self] in
      guard let self, !self.isSetting else { return }
      action(self.selectedDay)
    }
  }

  /// Picks `day` as a click on it would (for tests).
  public func pick(_ day: CalendarDay) {
    selectedDay = day
    recipes_emit(object, "day-selected")
  }
}
