import Foundation
import RecipesCore

extension LibraryDatabase {
  // MARK: - The account

  /// The plan's calendar account with the snapshot of its events' tags, or nil when the plan
  /// is not synced with a calendar.
  public func calendarAccount() throws(LibraryError) -> CalendarAccount? {
    try LibraryError.wrapping { () throws(SQLiteError) -> CalendarAccount? in
      let row = try connection.query(
        """
        SELECT calendar_url, user, snapshot_version, last_synced_at FROM calendar_account
        WHERE id = 1
        """
      ).first
      guard let row, let address = row[0].text, let url = URL(string: address),
        let user = row[1].text
      else { return nil }
      var tags: [String: String] = [:]
      for tag in try connection.query("SELECT name, etag FROM calendar_event_tags") {
        if let name = tag[0].text, let etag = tag[1].text { tags[name] = etag }
      }
      return CalendarAccount(
        calendarURL: url, user: user, snapshotVersion: row[2].text, eventTags: tags,
        lastSyncedAt: row[3].integer.map { Date(timeIntervalSince1970: Double($0) / 1000) })
    }
  }

  /// Remembers the calendar account and its snapshot, replacing the ones before, in one
  /// transaction.
  public func saveCalendarAccount(_ account: CalendarAccount) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run(
          """
          INSERT OR REPLACE INTO calendar_account (
            id, calendar_url, user, snapshot_version, last_synced_at
          ) VALUES (1, ?, ?, ?, ?)
          """,
          [
            .text(account.calendarURL.absoluteString), .text(account.user),
            .optional(account.snapshotVersion),
            account.lastSyncedAt.map(SQLiteValue.timestamp) ?? .null,
          ])
        try connection.run("DELETE FROM calendar_event_tags")
        for (name, etag) in account.eventTags.sorted(by: { $0.key < $1.key }) {
          try connection.run(
            "INSERT INTO calendar_event_tags (name, etag) VALUES (?, ?)",
            [.text(name), .text(etag)])
        }
      }
    }
  }

  // MARK: - Records

  /// What the last calendar sync left of each entry, by entry id.
  public func calendarRecords() throws(LibraryError) -> [CalendarRecord] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT entry_id, event_name, etag, content_hash, start FROM calendar_records
        ORDER BY entry_id
        """)
    }
    return rows.compactMap { row in
      guard let id = row[0].text, let name = row[1].text, let hash = row[3].text,
        let start = row[4].text
      else { return nil }
      return CalendarRecord(
        entryID: PlanEntry.ID(rawValue: id), eventName: name, etag: row[2].text,
        contentHash: hash, start: start)
    }
  }

  /// Records what a calendar sync left of one entry, replacing its earlier record.
  public func saveCalendarRecord(_ record: CalendarRecord) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        """
        INSERT OR REPLACE INTO calendar_records (entry_id, event_name, etag, content_hash, start)
        VALUES (?, ?, ?, ?, ?)
        """,
        [
          .text(record.entryID.rawValue), .text(record.eventName), .optional(record.etag),
          .text(record.contentHash), .text(record.start),
        ])
    }
  }

  /// Forgets the calendar record of entry `id`.
  public func removeCalendarRecord(_ id: PlanEntry.ID) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run("DELETE FROM calendar_records WHERE entry_id = ?", [.text(id.rawValue)])
    }
  }

  /// Forgets the calendar account, its snapshot and every record, in one transaction; the
  /// plan stays.
  public func forgetCalendar() throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("DELETE FROM calendar_records")
        try connection.run("DELETE FROM calendar_event_tags")
        try connection.run("DELETE FROM calendar_account")
      }
    }
  }
}
