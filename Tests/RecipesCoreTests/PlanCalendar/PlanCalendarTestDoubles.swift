import Foundation
import RecipesCore
import RecipesTestSupport

/// What the calendar tests share: a calendar, a password, dates written by hand, and a
/// client that answers from a script and records what it was asked.
enum PlanCalendarFixtures {
  static let calendarURL =
    URL(string: "https://cloud.example.org/remote.php/dav/calendars/alice/personal/")
    ?? URL(fileURLWithPath: "/")
  static let account = CalendarAccount(calendarURL: calendarURL, user: "alice")
  static let password = SyncPassword("correct horse")
  static let key = PasswordKey(server: calendarURL, user: "alice", purpose: .calendar)
  /// 2025-06-01 12:00:00 UTC and five minutes after.
  static let noon = Date(timeIntervalSince1970: 1_748_779_200)
  static let afterNoon = Date(timeIntervalSince1970: 1_748_779_500)

  /// A publish that created `created` events, finished at `date`.
  static func published(at date: Date, created: Int = 0, movedHere: Int = 0)
    -> PlanCalendarSummary
  {
    PlanCalendarSummary(created: created, movedHere: movedHere, finishedAt: date)
  }

  /// The state of a connected calendar, idle, never published.
  static var connected: PlanCalendarFeature.State {
    var state = PlanCalendarFeature.State()
    state.account = account
    state.password = password
    state.phase = .idle
    return state
  }
}

/// Scripted answers for `sync`, one per call, and the calls made.
actor ScriptedPlanCalendar {
  private var answers: [Result<PlanCalendarSummary, SyncFailure>]
  /// Each call's calendar, user and password, as "URL user password".
  private(set) var calls: [String] = []

  init(_ answers: [Result<PlanCalendarSummary, SyncFailure>]) {
    self.answers = answers
  }

  func next(_ calendar: URL, _ user: String, _ password: SyncPassword)
    -> Result<PlanCalendarSummary, SyncFailure>
  {
    calls.append("\(calendar.absoluteString) \(user) \(password.value)")
    guard !answers.isEmpty else {
      return .failure(SyncFailure(.server, "the test gave no more answers"))
    }
    return answers.removeFirst()
  }

  /// A client whose `sync` answers from the script; addresses are taken as typed.
  nonisolated var client: PlanCalendarClient {
    PlanCalendarClient(sync: { calendar, user, password throws(SyncFailure) in
      try await self.next(calendar, user, password).get()
    })
  }
}
