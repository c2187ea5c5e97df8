import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization

/// A `--date`, `--from` or `--to` of the plan's commands: `YYYY-MM-DD` or `today`; anything
/// else is a usage error (exit status 2).
struct PlanDateArgument: ExpressibleByArgument, Sendable {
  private let day: PlanDay?

  init?(argument: String) {
    if argument.lowercased() == "today" {
      day = nil
    } else if let day = PlanDay(parsing: argument) {
      self.day = day
    } else {
      return nil
    }
  }

  static var defaultValueDescription: String {
    // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the "or".
    localized("YYYY-MM-DD or today")
  }

  /// The day meant, `today` standing for itself.
  func resolved(today: PlanDay) -> PlanDay { day ?? today }
}

/// A `--meal`: breakfast, lunch, snack or dinner, in any case.
struct PlanMealArgument: ExpressibleByArgument, Sendable {
  /// The meal.
  let meal: Meal

  init?(argument: String) {
    guard let meal = Meal(rawValue: argument.lowercased()) else { return nil }
    self.meal = meal
  }

  static var allValueStrings: [String] { Meal.allCases.map(\.rawValue) }
}

/// The days a command reads: `--from` and `--to`, this week by default.
struct PlanDaysOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the rest.
      localized("The first day (YYYY-MM-DD or today; default: this week's first).")))
  var from: PlanDateArgument?
  @Option(
    help: ArgumentHelp(
      // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the rest.
      localized("The last day (YYYY-MM-DD or today; default: six days after --from).")))
  var to: PlanDateArgument?

  /// Days more than this far apart are refused: no plan is read for a century.
  static let longestSpan = 366

  func validate() throws {
    let range = days(today: PlanDay.today(in: .current))
    guard range.lowerBound.days(to: range.upperBound) <= Self.longestSpan else {
      throw ValidationError(
        localized(
          "--from and --to may be at most {count} days apart.",
          ["count": String(Self.longestSpan)]))
    }
  }

  /// The days meant: from `--from` (this week's first day) to `--to` (six days later);
  /// `--to` before `--from` gives the one day `--from`.
  func days(today: PlanDay) -> ClosedRange<PlanDay> {
    let first =
      from?.resolved(today: today)
      ?? today.startOfWeek(firstWeekday: Calendar.current.firstWeekday)
    let last = to?.resolved(today: today) ?? first.adding(days: 6)
    return first...max(first, last)
  }
}

/// What the plan's commands share.
enum PlanCommandLine {
  /// The day it is, in the person's time zone.
  static var today: PlanDay { PlanDay.today(in: .current) }

  /// Says, in one line, that `id` is not on the plan, and exits with status 1.
  static func unknownEntry(_ id: String, console: Console) -> ExitCode {
    console.error(localized("no plan entry {id}: see `recipes plan`", ["id": id]))
    return ExitCode(1)
  }

  /// Says, in one line, that the plan could not be changed, and exits with status 1.
  static func failed(_ what: String, _ error: any Error, console: Console) -> ExitCode {
    console.error(
      // TRANSLATORS: what did not happen ("nothing was planned"), then why.
      localized("{what}: {reason}", ["what": what, "reason": RecipesError(error).message]))
    return ExitCode(1)
  }
}
