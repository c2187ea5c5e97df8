import Foundation
import RecipesLocalization

/// Publishing the plan to the cook's calendar ("Show in my calendar"): a `PublishingSchedule`
/// whose run is one publish, and the window's calendar account.
///
/// Publishes run at launch (once the account and its password are known), a few seconds
/// after the last change to the plan, every ten minutes, and on "Publish now"; one at a time,
/// retried after failures, as the schedule says. The calendar is tried by publishing to it
/// before anything is kept.
public struct PlanCalendarFeature: Reducer, Sendable {
  /// The schedule publishing runs on: triggers, one publish at a time, retries, the
  /// calendar's account.
  public typealias Schedule = PublishingSchedule<CalendarAccount, PlanCalendarSummary>
  /// What publishing holds.
  public typealias State = Schedule.State
  /// What can happen to publishing: all of it is the schedule's.
  public typealias Action = Schedule.Action
  /// What publishing is doing; never `.awaitingAnswer`, as a publish asks nothing.
  public typealias Phase = Schedule.Phase
  /// A calendar that worked, with its password, whether the keyring kept it, and what the
  /// first publish did.
  public typealias Connected = Schedule.Connected

  /// How long after a change publishing waits for more changes.
  public static let changeDelay = PublishingPace.changeDelay
  /// How long between publishes while the app is open.
  public static let period = PublishingPace.period

  private let schedule: Schedule

  /// Creates the feature with the calendar client, the library (which keeps the calendar),
  /// the keyring and the clock that times every wait.
  public init(
    client: PlanCalendarClient, library: Library, passwords: PasswordStore,
    clock: any Clock<Duration>
  ) {
    schedule = Schedule(
      service: Self.service(client: client, library: library), passwords: passwords,
      clock: clock)
  }

  /// Applies a publishing action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    schedule.reduce(into: &state, action: action)
  }

  // MARK: - The calendar

  private static func service(client: PlanCalendarClient, library: Library) -> PublishingService<
    CalendarAccount, PlanCalendarSummary
  > {
    PublishingService(
      run: { account, password, _ throws(SyncFailure) in
        try await client.sync(account.calendarURL, account.user, password)
      },
      loadAccount: { try await library.calendar.account() },
      forgetAccount: { try await library.calendar.forget() },
      passwordKey: { key($0) },
      makeAccount: { address, user throws(AccountFormError) in
        do throws(SyncFailure) {
          return CalendarAccount(calendarURL: try client.address(address, user), user: user)
        } catch {
          throw AccountFormError(error)
        }
      },
      tryAccount: { account, password throws(SyncFailure) in
        // The client remembers the calendar once it answers as one; a publish that then
        // fails leaves nothing kept (a later one finds its events again by name).
        let hadNone: Bool
        do {
          hadNone = try await library.calendar.account() == nil
        } catch {
          hadNone = false
        }
        do throws(SyncFailure) {
          return try await client.sync(account.calendarURL, account.user, password)
        } catch {
          if hadNone { try? await library.calendar.forget() }
          throw error
        }
      },
      missingAddressMessage: { localized("Enter the calendar’s address.") },
      forgetFailureMessage: {
        localized("The calendar could not be forgotten: {reason}.", ["reason": $0])
      },
      asksPasswordAtLaunch: false)
  }

  /// Where the keyring keeps the password of `account`'s calendar (the command line's
  /// `recipes plan sync` uses the same key).
  private static func key(_ account: CalendarAccount) -> PasswordKey {
    PasswordKey(server: account.calendarURL, user: account.user, purpose: .calendar)
  }
}

extension PlanCalendarSummary {
  /// Whether the publish changed the plan here (entries moved or removed in the calendar),
  /// so the planner reads its week again.
  public var changedPlan: Bool { movedHere > 0 || removedHere > 0 }
}
