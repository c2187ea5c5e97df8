import Foundation
import RecipesCore

/// The plan and a CalDAV calendar kept the same, both ways.
///
/// Reads what changed in the calendar since the last sync (`CalDAVClient.changes(since:)`),
/// asks `PlanCalendarPlanner` what to do for each entry, and does it, recording each entry
/// as it goes: a sync cut short loses nothing and the next one carries on. A write refused
/// with 412 (another client wrote meanwhile) reads that event again and is planned once
/// more. Events whose UID is not one of ours are never touched.
///
/// ```swift
/// let sync = PlanCalendarSync(calendar: client, library: library, account: account)
/// let report = try await sync.sync(days: PlanCalendarSync.days(around: today))
/// ```
public struct PlanCalendarSync: Sendable {
  private let calendar: CalDAVClient
  private let library: Library
  private let account: CalendarAccount
  private let timeZone: TimeZone
  private let now: @Sendable () -> Date

  /// Creates a sync of `library`'s plan with `calendar`, the calendar of `account`; moved
  /// events are read on `timeZone`'s clock; `now` stamps what is written.
  public init(
    calendar: CalDAVClient, library: Library, account: CalendarAccount,
    timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.calendar = calendar
    self.library = library
    self.account = account
    self.timeZone = timeZone
    self.now = now
  }

  /// The days published: from four weeks before `today` to a year after it.
  public static func days(around today: PlanDay) -> ClosedRange<PlanDay> {
    today.adding(days: -28)...today.adding(days: 365)
  }

  /// Syncs once: entries of `days` are published (and entries published before, wherever
  /// they are now); the account's snapshot is saved at the end.
  public func sync(days: ClosedRange<PlanDay>) async throws(PlanCalendarSyncError)
    -> PlanCalendarReport
  {
    let previous =
      account.lastSyncedAt == nil
      ? nil
      : CalDAVSnapshot(
        version: account.snapshotVersion,
        tags: Dictionary(
          account.eventTags.compactMap { name, tag in
            guard let name = try? CalDAVEventName(name), let tag = WebDAVETag(tag) else {
              return nil
            }
            return (name, tag)
          }, uniquingKeysWith: { first, _ in first }))
    let changes: CalDAVChanges
    do {
      changes = try await calendar.changes(since: previous)
    } catch {
      throw .server(error)
    }
    let loaded = try await load(days: days)
    var run = PlanCalendarRun(
      calendar: calendar, library: library, rendering: loaded.rendering,
      snapshot: changes.snapshot)
    run.report.skipped = changes.skipped.map { PlanCalendarSkip(path: $0.href, reason: $0.reason) }
    let changed = Dictionary(
      changes.changed.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let removed = Set(changes.removed)
    let ids = Set(loaded.entries.keys).union(loaded.records.keys).sorted()
    for id in ids {
      let record = loaded.records[id]
      let name =
        record.flatMap { try? CalDAVEventName($0.eventName) }
        ?? (try? CalDAVEventName(uid: PlanCalendarEvents.uid(of: id)))
      var server = PlanCalendarServerState.unchanged
      if let name {
        if removed.contains(name)
          || (record != nil && changes.snapshot.tags[name] == nil && changed[name] == nil)
        {
          server = .gone
        } else if let event = changed[name], event.etag.rawValue != record?.etag {
          server = serverState(event, of: id)
        }
      }
      try await run.perform(entry: loaded.entries[id], record: record, server: server) {
        event in serverState(event, of: id)
      }
    }
    var saved = account
    saved.snapshotVersion = run.snapshot.version
    saved.eventTags = Dictionary(
      run.snapshot.tags.map { ($0.key.rawValue, $0.value.rawValue) },
      uniquingKeysWith: { first, _ in first })
    saved.lastSyncedAt = now()
    do {
      try await library.calendar.saveAccount(saved)
    } catch {
      throw .library(RecipesError(error).message)
    }
    return run.report
  }

  // MARK: - Reading

  private struct Loaded {
    var entries: [PlanEntry.ID: PlanEntry]
    var records: [PlanEntry.ID: CalendarRecord]
    var rendering: PlanCalendarRendering
  }

  /// The entries to publish (those of `days`, and those recorded wherever they are), the
  /// records, and the rendering of their events.
  private func load(days: ClosedRange<PlanDay>) async throws(PlanCalendarSyncError) -> Loaded {
    do {
      let records = try await library.calendar.records()
      let recordsByID = Dictionary(
        records.map { ($0.entryID, $0) }, uniquingKeysWith: { first, _ in first })
      let everyDay =
        PlanDay(
          dayNumber: days.lowerBound.dayNumber - 36_500)...PlanDay(
          dayNumber: days.upperBound.dayNumber + 36_500)
      var entries: [PlanEntry.ID: PlanEntry] = [:]
      for entry in try await library.planEntries(everyDay)
      where days.contains(entry.day) || recordsByID[entry.id] != nil {
        entries[entry.id] = entry
      }
      var recipes: [Recipe.ID: Recipe] = [:]
      for id in Set(entries.values.compactMap(\.recipeID)) {
        recipes[id] = try? await library.recipe(id)
      }
      let rendering = PlanCalendarRendering(
        recipes: recipes, times: await PlanCalendarEvents.mealTimes(in: library), stamp: now())
      return Loaded(entries: entries, records: recordsByID, rendering: rendering)
    } catch {
      throw .library(RecipesError(error).message)
    }
  }

  /// What the server's `event` is for entry `id`: changed, or unreadable when it is no
  /// event or not the one this app made for the entry.
  private func serverState(_ event: CalDAVEvent, of id: PlanEntry.ID) -> PlanCalendarServerState {
    do {
      let read = try PlanCalendarServerEvent(event, timeZone: timeZone)
      guard PlanCalendarEvents.entryID(ofUID: read.uid) == id else {
        return .unreadable(
          PlanCalendarSkip(path: event.name.rawValue, reason: "not an event of this plan"))
      }
      return .changed(read)
    } catch {
      return .unreadable(error)
    }
  }
}
