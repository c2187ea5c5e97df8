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
    if password != nil { await rememberPassword(credentials.password, for: account) }
    try PlanSyncOutput.printReport(
      report, calendar: account.calendarURL, json: json, to: console)
  }

  // MARK: - The password

  /// The credentials of `account`'s user: the password read from `file`, else the one the
  /// keyring keeps for the calendar.
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
    let host = account.calendarURL.host ?? account.calendarURL.absoluteString
    let stored: String?
    do {
      stored = try await dependencies.passwords.password(.calendar(account))
    } catch {
      let reason: String
      switch error as? PasswordStoreError {
      case .unavailable: reason = localized("no keyring answers on this desktop")
      case .failed(let line): reason = line
      case nil: reason = RecipesError(error).message
      }
      throw failure(
        localized(
          "no password for {user} on {host} could be read ({reason}); give it with --password-file FILE",
          ["user": account.user, "host": host, "reason": reason]))
    }
    guard let stored, !stored.isEmpty else {
      throw failure(
        localized(
          "no password is kept for {user} on {host}; give it with --password-file FILE",
          ["user": account.user, "host": host]))
    }
    return HTTPCredentials(user: account.user, password: stored)
  }

  /// Keeps the password that just worked in the keyring, saying so in one line; a keyring
  /// that is absent or refuses never fails the sync.
  private func rememberPassword(_ password: String, for account: CalendarAccount) async {
    do {
      try await dependencies.passwords.save(password, .calendar(account))
      console.note(
        localized(
          "The calendar's password is kept in the keyring; later syncs need no --password-file."
        ))
    } catch PasswordStoreError.failed(let line) {
      console.note(line)
    } catch {
      // No keyring on this desktop: the password is asked for each time.
    }
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
