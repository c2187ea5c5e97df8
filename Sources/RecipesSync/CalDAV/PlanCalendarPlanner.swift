import RecipesCore

/// Decides what the calendar sync does for one entry: a pure function of the entry, what
/// the last sync recorded of it and what the server holds now.
///
/// The rules:
/// - New here: create its event. One of its name is there already (the records were lost):
///   write over it, the entry is ours.
/// - Changed here (the hash of its event text differs): write it, `If-Match` the tag.
/// - Removed here: delete its event, `If-Match` the tag.
/// - Moved on the server (another start than recorded): the entry moves to that day and to
///   the meal whose time is nearest. Other edits there (SUMMARY, DESCRIPTION) are ignored.
/// - Deleted on the server: the entry is removed here, unless it changed here too (then
///   the edit wins and its event is created again: nothing lost).
/// - Changed on both sides: the server's date wins, the entry's recipe and servings stay.
public enum PlanCalendarPlanner {
  /// The step for `entry` (nil: removed here), recorded as `record` (nil: never synced),
  /// whose event is `server`; nil when there is nothing to do.
  public static func step(
    entry: PlanEntry?, record: CalendarRecord?, server: PlanCalendarServerState,
    rendering: PlanCalendarRendering
  ) -> PlanCalendarStep? {
    if case .unreadable(let skip) = server { return .skip(skip) }
    guard let record else {
      guard let entry else { return nil }
      if case .changed(let found) = server { return .update(entry, ifMatch: found.etag) }
      return .create(entry)
    }
    guard let entry else {
      switch server {
      case .gone: return .forget(record.entryID)
      case .changed(let found): return .deleteThere(record, ifMatch: found.etag)
      case .unchanged, .unreadable:
        guard let tag = record.etag.flatMap(WebDAVETag.init) else {
          return .skip(PlanCalendarSkip(path: record.eventName, reason: "no ETag was recorded"))
        }
        return .deleteThere(record, ifMatch: tag)
      }
    }
    guard let rendered = rendering.event(entry) else {
      return .skip(
        PlanCalendarSkip(path: record.eventName, reason: "the entry cannot be an event"))
    }
    let changedHere = rendered.hash != record.contentHash
    switch server {
    case .gone:
      return changedHere ? .create(entry) : .removeHere(entry.id)
    case .unchanged, .unreadable:
      guard changedHere else { return nil }
      guard let tag = record.etag.flatMap(WebDAVETag.init) else {
        return .skip(PlanCalendarSkip(path: record.eventName, reason: "no ETag was recorded"))
      }
      return .update(entry, ifMatch: tag)
    case .changed(let found):
      guard found.start != record.start else {
        if changedHere { return .update(entry, ifMatch: found.etag) }
        var adopted = record
        adopted.etag = found.etag.rawValue
        return .record(adopted)
      }
      let meal = rendering.nearestMeal(to: found.minuteOfDay, keeping: entry.meal)
      return .moveHere(entry, day: found.day, meal: meal, server: found, update: changedHere)
    }
  }
}
