import Foundation

/// An account a `PublishingSchedule` runs for: who signs in, and when the last run finished.
public protocol PublishedAccount: Equatable, Sendable {
  /// The user name on the server.
  var user: String { get }
  /// When the last run finished; nil before the first.
  var lastSyncedAt: Date? { get set }
}

/// What a `PublishingSchedule`'s run reports: at least when it finished.
public protocol PublishedSummary: Equatable, Sendable {
  /// When the run finished.
  var finishedAt: Date { get }
}

/// The account's password as the keyring answered at launch.
public enum PasswordLookup: Equatable, Sendable {
  /// The keyring had it.
  case found(SyncPassword)
  /// The keyring answered without it.
  case missing
  /// No keyring answers on this desktop; the one line to show.
  case unavailable(String)
  /// The keyring failed (locked, refused); the one line to show.
  case failed(String)
}

/// The waits of every `PublishingSchedule`: after a change, between runs, after failures.
public enum PublishingPace {
  /// How long after a change a run waits for more changes.
  public static let changeDelay = Duration.seconds(5)
  /// How long between runs while the app is open.
  public static let period = Duration.seconds(10 * 60)
  /// The longest wait after failures.
  public static let longestRetryDelay = Duration.seconds(30 * 60)

  /// The wait after `failures` failures in a row: 1, 2, 4 … minutes, at most half an hour.
  public static func retryDelay(afterFailures failures: Int) -> Duration {
    let minutes = 1 << min(max(failures - 1, 0), 5)
    return min(.seconds(60 * minutes), longestRetryDelay)
  }
}

extension SyncAccount: PublishedAccount {}
extension CalendarAccount: PublishedAccount {}
extension SyncSummary: PublishedSummary {}
extension PlanCalendarSummary: PublishedSummary {}
