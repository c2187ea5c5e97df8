import Foundation
import RecipesCore
import RecipesNetwork
import RecipesSync

extension AppDependencies {
  /// The client of the CalDAV calendar at `calendar`, over the app's session.
  ///
  /// The session's URL policy holds: plain http only to loopback and `--allow-http` hosts.
  /// `.transport(.offline)` with `--offline`.
  nonisolated func calDAVClient(
    calendar: URL, credentials: HTTPCredentials
  ) throws(CalDAVError) -> CalDAVClient {
    guard let session else { throw .transport(.offline) }
    return try .live(
      session: session, calendar: calendar, credentials: credentials, timeout: requestTimeout)
  }

  /// The account to sync with `calendar` as `user`: the remembered one when it is that
  /// calendar's, else a new one.
  nonisolated static func calendarAccount(
    _ calendar: URL, user: String, remembered: CalendarAccount?
  ) -> CalendarAccount {
    var account =
      remembered.flatMap { $0.calendarURL == calendar ? $0 : nil }
      ?? CalendarAccount(calendarURL: calendar, user: user)
    account.user = user
    return account
  }

  /// Syncs the plan with `account`'s calendar as `credentials`, for the days around today.
  ///
  /// An account other than `remembered` is checked first (is it a calendar taking events?)
  /// and remembered before anything is recorded; another calendar's records are forgotten.
  nonisolated func syncPlanCalendar(
    _ account: CalendarAccount, remembered: CalendarAccount?, credentials: HTTPCredentials
  ) async throws(PlanCalendarSyncError) -> PlanCalendarReport {
    let client: CalDAVClient
    do {
      client = try calDAVClient(calendar: account.calendarURL, credentials: credentials)
      if account != remembered || account.lastSyncedAt == nil {
        _ = try await client.calendar()
      }
    } catch {
      throw .server(error)
    }
    if account != remembered {
      do {
        // Records belong to the calendar they were made with: another one starts afresh.
        if let remembered, remembered.calendarURL != account.calendarURL {
          try await library.calendar.forget()
        }
        try await library.calendar.saveAccount(account)
      } catch {
        throw .library(RecipesError(error).message)
      }
    }
    return try await PlanCalendarSync(calendar: client, library: library, account: account)
      .sync(days: PlanCalendarSync.days(around: PlanDay.today(in: .current)))
  }

  /// The window's calendar sync: `syncPlanCalendar` with its errors as `SyncFailure`s.
  nonisolated var planCalendar: PlanCalendarClient {
    PlanCalendarClient(
      sync: { calendar, user, password throws(SyncFailure) in
        let remembered: CalendarAccount?
        do {
          remembered = try await self.library.calendar.account()
        } catch {
          throw SyncFailure(.library, RecipesError(error).message)
        }
        let account = Self.calendarAccount(calendar, user: user, remembered: remembered)
        let report: PlanCalendarReport
        do throws(PlanCalendarSyncError) {
          report = try await self.syncPlanCalendar(
            account, remembered: remembered,
            credentials: HTTPCredentials(user: user, password: password.value))
        } catch {
          throw Self.failure(error)
        }
        return PlanCalendarSummary(
          created: report.created, updated: report.updated, deletedThere: report.deletedThere,
          movedHere: report.movedHere, removedHere: report.removedHere,
          skipped: report.skipped.map { .init(path: $0.path, reason: $0.reason) },
          finishedAt: Date())
      }, address: Self.calendarAddress)
  }

  /// The calendar at what the cook typed: a bare server address (no path) stands for the
  /// user's default Nextcloud calendar, any other address for itself.
  nonisolated static func calendarAddress(_ typed: String, user: String) throws(SyncFailure)
    -> URL
  {
    let url = try PlanCalendarClient.plainAddress(typed)
    guard url.path.isEmpty || url.path == "/" else { return url }
    do {
      return try CalDAVAddress.nextcloudCalendar(server: url, user: user)
    } catch {
      throw SyncFailure(.setup, error.description)
    }
  }

  private nonisolated static func failure(_ error: PlanCalendarSyncError) -> SyncFailure {
    switch error {
    case .library(let reason): return SyncFailure(.library, reason)
    case .server(let failure):
      switch failure {
      case .unauthorized: return SyncFailure(.password, failure.description)
      case .transport(.refusedURL), .forbidden, .notFound, .redirected, .notACalendar,
        .eventsNotSupported, .invalidAddress:
        return SyncFailure(.setup, failure.description)
      case .transport: return SyncFailure(.unreachable, failure.description)
      default: return SyncFailure(.server, failure.description)
      }
    }
  }
}

extension PasswordKey {
  /// The key of the plan's calendar's password.
  static func calendar(_ account: CalendarAccount) -> PasswordKey {
    PasswordKey(server: account.calendarURL, user: account.user, purpose: .calendar)
  }
}
