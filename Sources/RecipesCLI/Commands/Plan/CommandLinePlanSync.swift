import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNetwork
import RecipesSync

/// One `recipes plan sync`: picks the calendar (given or remembered), checks it the first
/// time, syncs, and prints the report — or one line saying why it could not.
@MainActor
struct CommandLinePlanSync {
  let dependencies: AppDependencies
  let console: Console
  let json: Bool

  /// Syncs with `calendar` as `user` (the remembered account when nil), the password read
  /// from `password` (else the password store).
  func run(
    calendar: URL?, user: String?, password: SyncPasswordFile?, readInput: @Sendable () -> Data
  ) async throws {
    let library = dependencies.library
    let remembered = try await readLibrary { try await library.calendar.account() }
    var account: CalendarAccount
    if let calendar, let user {
      account =
        remembered.flatMap { $0.calendarURL == calendar ? $0 : nil }
        ?? CalendarAccount(calendarURL: calendar, user: user)
      account.user = user
    } else if let remembered {
      account = remembered
    } else {
      throw failure(
        localized(
          """
          the plan is not synced with a calendar: run \
          `recipes plan sync --calendar URL --user NAME --password-file FILE`
          """))
    }
    let credentials = try await self.credentials(for: account, from: password, readInput)
    let address = account.calendarURL.absoluteString
    let report: PlanCalendarReport
    do throws(PlanCalendarSyncError) {
      let client: CalDAVClient
      do {
        client = try dependencies.calDAVClient(
          calendar: account.calendarURL, credentials: credentials)
        if account != remembered || account.lastSyncedAt == nil {
          _ = try await client.calendar()
        }
      } catch {
        throw .server(error)
      }
      if account != remembered {
        // Records belong to the calendar they were made with: another one starts afresh.
        try await saveAccount(
          account,
          forgettingRecords: remembered.map { $0.calendarURL != account.calendarURL } ?? false)
      }
      report = try await PlanCalendarSync(calendar: client, library: library, account: account)
        .sync(days: PlanCalendarSync.days(around: PlanCommandLine.today))
    } catch {
      throw failure(
        localized(
          "could not sync the plan with {calendar}: {reason}",
          ["calendar": address, "reason": Self.reason(error)]))
    }
    try PlanSyncOutput.printReport(
      report, calendar: account.calendarURL, json: json, to: console)
  }

  /// The credentials of `account`'s user: the password from the file, else from the
  /// password store.
  private func credentials(
    for account: CalendarAccount, from file: SyncPasswordFile?,
    _ readInput: @Sendable () -> Data
  ) async throws -> HTTPCredentials {
    if let file {
      do {
        return try file.credentials(for: account.user, readInput: readInput)
      } catch {
        throw failure(error.message)
      }
    }
    let key = PasswordKey(server: account.calendarURL, user: account.user, purpose: .calendar)
    guard let password = try? await dependencies.passwordStore.password(key), !password.isEmpty
    else {
      throw failure(
        localized(
          "no password for the calendar: give it with --password-file FILE, or - for standard input"
        ))
    }
    return HTTPCredentials(user: account.user, password: password)
  }

  private func saveAccount(_ account: CalendarAccount, forgettingRecords: Bool)
    async throws(PlanCalendarSyncError)
  {
    do {
      if forgettingRecords { try await dependencies.library.calendar.forget() }
      try await dependencies.library.calendar.saveAccount(account)
    } catch {
      throw .library(RecipesError(error).message)
    }
  }

  /// The reason of `error`, in one line.
  private static func reason(_ error: PlanCalendarSyncError) -> String {
    switch error {
    case .server(.unauthorized):
      return localized("the server refused the user or password: check the app password")
    case .server(.transport(.refusedURL)):
      return localized(
        "plain http to another computer would send the password unencrypted; use https")
    case .server(let failure): return failure.description
    case .library(let reason): return reason
    }
  }

  private func readLibrary<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch {
      throw failure(
        localized(
          "the recipe library could not be read: {reason}",
          ["reason": RecipesError(error).message]))
    }
  }

  /// Prints `message` as the one error line; the exit status 1 to throw.
  private func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}
