import RecipesCore

/// What the server holds of one entry's event, against what the last sync recorded.
public enum PlanCalendarServerState: Sendable, Equatable {
  /// As recorded (or never seen, for an entry not yet published).
  case unchanged
  /// Deleted on the server.
  case gone
  /// Written by another client since (or found there for an entry never recorded).
  case changed(PlanCalendarServerEvent)
  /// There, but not readable as ours; left alone.
  case unreadable(PlanCalendarSkip)
}

/// One thing the calendar sync does for one entry.
public enum PlanCalendarStep: Sendable, Equatable {
  /// PUT the entry's event as new (`If-None-Match: *`).
  case create(PlanEntry)
  /// PUT the entry's event over the one with this tag (`If-Match`).
  case update(PlanEntry, ifMatch: WebDAVETag)
  /// DELETE the event of an entry removed here, if it still has this tag.
  case deleteThere(CalendarRecord, ifMatch: WebDAVETag)
  /// Move the entry to the day and meal of the event moved on the server; then PUT the
  /// entry's event over it when the entry changed here too.
  case moveHere(PlanEntry, day: PlanDay, meal: Meal, server: PlanCalendarServerEvent, update: Bool)
  /// Take the entry off the plan: its event was deleted on the server.
  case removeHere(PlanEntry.ID)
  /// Record this (the server's new tag or start); nothing else changes.
  case record(CalendarRecord)
  /// Forget the record: the entry and its event are both gone.
  case forget(PlanEntry.ID)
  /// Leave the entry and its event alone.
  case skip(PlanCalendarSkip)
}
