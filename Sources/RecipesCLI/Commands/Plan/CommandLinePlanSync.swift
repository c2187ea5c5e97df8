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
    let account: CalendarAccount
    if let calendar, let user {
      account = AppDependencies.calendarAccount(calendar, user: user, remembered: remembered)
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
      report = try await dependencies.syncPlanCalendar(
        account, remembered: remembered, credentials: credentials)
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
