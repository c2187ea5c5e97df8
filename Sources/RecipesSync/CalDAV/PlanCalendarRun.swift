import RecipesCore

/// One calendar sync's steps done: the writes, the library's changes and records, the
/// snapshot kept up to date with this client's own writes, and the report.
struct PlanCalendarRun {
  let calendar: CalDAVClient
  let library: Library
  let rendering: PlanCalendarRendering
  /// The calendar as this sync leaves it.
  var snapshot: CalDAVSnapshot
  var report = PlanCalendarReport()

  init(
    calendar: CalDAVClient, library: Library, rendering: PlanCalendarRendering,
    snapshot: CalDAVSnapshot
  ) {
    self.calendar = calendar
    self.library = library
    self.rendering = rendering
    self.snapshot = snapshot
  }

  /// Plans and does what `entry` (recorded as `record`, its event `server`) needs.
  ///
  /// A write refused with 412 reads the event again (`reread` tells what it is) and is planned
  /// once more; refused again, the entry waits for the next sync.
  mutating func perform(
    entry: PlanEntry?, record: CalendarRecord?, server: PlanCalendarServerState,
    reread: (CalDAVEvent) -> PlanCalendarServerState
  ) async throws(PlanCalendarSyncError) {
    guard
      let step = PlanCalendarPlanner.step(
        entry: entry, record: record, server: server, rendering: rendering)
    else { return }
    do {
      try await run(step, record: record)
    } catch .conflict {
      guard let name = Self.eventName(of: step, record: record) else { return }
      let fresh: PlanCalendarServerState
      do {
        let found = try await calendar.events([name])
        if let event = found.events.first {
          fresh = reread(event)
        } else {
          fresh = .gone
        }
      } catch {
        throw .server(error)
      }
      guard
        let again = PlanCalendarPlanner.step(
          entry: entry, record: record, server: fresh, rendering: rendering)
      else { return }
      do {
        try await run(again, record: record)
      } catch .conflict {
        report.skipped.append(
          PlanCalendarSkip(
            path: name.rawValue, reason: "changed again on the server meanwhile; next sync"))
      } catch {
        throw Self.failure(error)
      }
    } catch {
      throw Self.failure(error)
    }
  }

  /// A conflict (412) is answered by the caller; anything else stops the sync.
  private enum StepError: Error {
    case conflict
    case server(CalDAVError)
    case library(String)
  }

  private static func failure(_ error: StepError) -> PlanCalendarSyncError {
    switch error {
    case .conflict: return .server(.conflict)
    case .server(let failure): return .server(failure)
    case .library(let reason): return .library(reason)
    }
  }

  private static func eventName(of step: PlanCalendarStep, record: CalendarRecord?)
    -> CalDAVEventName?
  {
    if let record, let name = try? CalDAVEventName(record.eventName) { return name }
    let id: PlanEntry.ID
    switch step {
    case .create(let entry), .update(let entry, _), .moveHere(let entry, _, _, _, _):
      id = entry.id
    case .deleteThere(let record, _), .record(let record): id = record.entryID
    case .removeHere(let entryID), .forget(let entryID): id = entryID
    case .skip: id = PlanEntry.ID(rawValue: "")
    }
    return try? CalDAVEventName(uid: PlanCalendarEvents.uid(of: id))
  }

  // MARK: - Steps

  private mutating func run(_ step: PlanCalendarStep, record: CalendarRecord?)
    async throws(StepError)
  {
    switch step {
    case .create(let entry):
      try await write(entry, .create)
      report.created += 1
    case .update(let entry, let tag):
      try await write(entry, .update(tag))
      report.updated += 1
    case .deleteThere(let record, let tag):
      guard let name = try? CalDAVEventName(record.eventName) else { return }
      do {
        _ = try await calendar.delete(name, tag)
      } catch .conflict {
        throw .conflict
      } catch {
        throw .server(error)
      }
      snapshot = snapshot.recording(name, nil)
      try await inLibrary { try await library.calendar.removeRecord(record.entryID) }
      report.deletedThere += 1
    case .moveHere(let entry, let day, let meal, let server, let update):
      var moved = entry
      if (entry.day, entry.meal) != (day, meal) {
        moved = try await inLibrary { try await library.movePlanEntry(entry.id, day, meal, nil) }
        report.movedHere += 1
      }
      if update {
        try await write(moved, .update(server.etag))
        report.updated += 1
      } else if let rendered = rendering.event(moved) {
        try await save(
          CalendarRecord(
            entryID: entry.id, eventName: rendered.name.rawValue, etag: server.etag.rawValue,
            contentHash: rendered.hash, start: server.start))
      }
    case .removeHere(let id):
      do {
        _ = try await library.removePlanEntry(id)
      } catch RecipesError.notFound {
        // Gone here too: as good.
      } catch {
        throw .library(RecipesError(error).message)
      }
      try await inLibrary { try await library.calendar.removeRecord(id) }
      report.removedHere += 1
    case .record(let record):
      try await save(record)
    case .forget(let id):
      try await inLibrary { try await library.calendar.removeRecord(id) }
    case .skip(let skip):
      report.skipped.append(skip)
    }
  }

  /// PUTs `entry`'s event if `condition` holds, and records it.
  private mutating func write(_ entry: PlanEntry, _ condition: CalDAVWriteCondition)
    async throws(StepError)
  {
    guard let rendered = rendering.event(entry) else {
      report.skipped.append(
        PlanCalendarSkip(path: entry.id.rawValue, reason: "the entry cannot be an event"))
      return
    }
    let tag: WebDAVETag?
    do {
      tag = try await calendar.put(rendered.name, rendered.text, condition)
    } catch .conflict {
      throw .conflict
    } catch {
      throw .server(error)
    }
    // Without a tag, the name leaves the snapshot: the next sync lists it and reads its tag.
    snapshot = snapshot.recording(rendered.name, tag)
    try await save(
      CalendarRecord(
        entryID: entry.id, eventName: rendered.name.rawValue, etag: tag?.rawValue,
        contentHash: rendered.hash, start: rendered.start))
  }

  private func save(_ record: CalendarRecord) async throws(StepError) {
    try await inLibrary { try await library.calendar.saveRecord(record) }
  }

  private func inLibrary<Value>(_ body: () async throws -> Value) async throws(StepError) -> Value {
    do {
      return try await body()
    } catch {
      throw .library(RecipesError(error).message)
    }
  }
}
