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
  /// from `password` (kept in the keyring after a sync), else the keyring's.
  func run(
    calendar: URL?, user: String?, password: SyncPasswordFile?, readInput: @Sendable () -> Data
  ) async throws {
    let library = dependencies.library
    let remembered = try await console.readLibrary {
      try await library.calendar.account()
    }
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
    let accountPassword = CommandLineAccountPassword(
      passwords: dependencies.passwords, console: console, user: account.user,
      address: account.calendarURL, key: .calendar(account))
    let credentials = try await accountPassword.credentials(from: password, readInput: readInput)
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
    if password != nil {
      await accountPassword.remember(
        credentials.password,
        keptNote: localized(
          "The calendar's password is kept in the keyring; later syncs need no --password-file."
        ))
    }
    try PlanSyncOutput.printReport(
      report, calendar: account.calendarURL, json: json, to: console)
  }

  // MARK: - Pieces

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

  /// Prints `message` as the one error line; the exit status 1 to throw.
  private func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}
