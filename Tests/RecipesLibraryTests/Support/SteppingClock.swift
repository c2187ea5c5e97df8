import Foundation
import RecipesCore

/// A source of dates for tests: each call is one second after the previous one.
///
/// Makes timestamps, and so least-recently-used order, deterministic without sleeping.
final class SteppingClock: Sendable {
  private let seconds = Locked<Double>(1_700_000_000)

  /// The next date.
  @Sendable func now() -> Date {
    seconds.withLock { value in
      value += 1
      return Date(timeIntervalSince1970: value)
    }
  }
}
