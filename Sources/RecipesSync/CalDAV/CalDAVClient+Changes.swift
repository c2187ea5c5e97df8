extension CalDAVClient {
  /// The most events one calendar-multiget asks for, so no answer nears the size limit.
  static let multigetBatch = 100

  /// What changed in the calendar since `previous` (nil: everything is new), in as few
  /// requests as the server allows.
  ///
  /// 1. PROPFIND the calendar's version (ctag or sync-token): unchanged since `previous`, so
  ///    nothing changed; one request.
  /// 2. Without a previous snapshot: one calendar-query REPORT of every event.
  /// 3. Else PROPFIND every event's ETag, and calendar-multiget only those that differ.
  ///
  /// An event gone between the listing and the multiget counts as removed; one the server
  /// neither returned nor called gone keeps its old tag, so the next call asks again.
  public func changes(since previous: CalDAVSnapshot?) async throws(CalDAVError)
    -> CalDAVChanges
  {
    let calendar = try await self.calendar()
    guard let previous else {
      let list = try await allEvents()
      let tags = Dictionary(list.events.map { ($0.name, $0.etag) }) { first, _ in first }
      return CalDAVChanges(
        changed: list.events, removed: [],
        snapshot: CalDAVSnapshot(version: calendar.version, tags: tags), skipped: list.skipped,
        requestCount: 2)
    }
    if let version = calendar.version, version == previous.version {
      return CalDAVChanges(changed: [], removed: [], snapshot: previous, requestCount: 1)
    }
    let listing = try await eventTags()
    var requests = 2
    var tags = listing.tags
    var skipped = listing.skipped
    var removed = previous.tags.keys.filter { listing.tags[$0] == nil }
    let differing = listing.tags.filter { previous.tags[$0.key] != $0.value }.keys.sorted()
    var changed: [CalDAVEvent] = []
    var start = 0
    while start < differing.count {
      let batch = Array(differing[start..<min(start + Self.multigetBatch, differing.count)])
      start += batch.count
      requests += 1
      let fetched = try await events(batch)
      skipped += fetched.skipped
      changed += fetched.events
      for event in fetched.events { tags[event.name] = event.etag }
      for name in fetched.missing {
        tags[name] = nil
        if previous.tags[name] != nil { removed.append(name) }
      }
      let answered = Set(fetched.events.map(\.name) + fetched.missing)
      for name in batch where !answered.contains(name) { tags[name] = previous.tags[name] }
    }
    return CalDAVChanges(
      changed: changed.sorted { $0.name < $1.name }, removed: removed.sorted(),
      snapshot: CalDAVSnapshot(version: calendar.version, tags: tags), skipped: skipped,
      requestCount: requests)
  }
}
