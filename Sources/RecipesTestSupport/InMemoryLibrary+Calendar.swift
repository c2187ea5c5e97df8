import RecipesCore

extension InMemoryLibrary {
  // MARK: - Calendar records

  nonisolated var calendarOperations: CalendarOperations {
    CalendarOperations(
      account: { await self.calendarAccount },
      saveAccount: { account in await self.setCalendarAccount(account) },
      records: { await self.calendarRecords.values.sorted { $0.entryID < $1.entryID } },
      saveRecord: { record in await self.setCalendarRecord(record, for: record.entryID) },
      removeRecord: { id in await self.setCalendarRecord(nil, for: id) },
      forget: { await self.forgetCalendar() })
  }

  private func setCalendarAccount(_ account: CalendarAccount?) { calendarAccount = account }

  private func setCalendarRecord(_ record: CalendarRecord?, for id: PlanEntry.ID) {
    calendarRecords[id] = record
  }

  private func forgetCalendar() {
    calendarAccount = nil
    calendarRecords = [:]
  }
}
