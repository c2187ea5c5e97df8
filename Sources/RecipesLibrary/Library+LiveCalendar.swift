import RecipesCore

extension Library {
  /// The calendar sync's records on `database`; its failures arrive as
  /// `RecipesError.library`.
  static func calendar(_ database: LibraryDatabase) -> CalendarOperations {
    CalendarOperations(
      account: {
        try await mapped { () async throws(LibraryError) in try await database.calendarAccount() }
      },
      saveAccount: { account in
        try await mapped { () async throws(LibraryError) in
          try await database.saveCalendarAccount(account)
        }
      },
      records: {
        try await mapped { () async throws(LibraryError) in try await database.calendarRecords() }
      },
      saveRecord: { record in
        try await mapped { () async throws(LibraryError) in
          try await database.saveCalendarRecord(record)
        }
      },
      removeRecord: { id in
        try await mapped { () async throws(LibraryError) in
          try await database.removeCalendarRecord(id)
        }
      },
      forget: {
        try await mapped { () async throws(LibraryError) in try await database.forgetCalendar() }
      })
  }
}
