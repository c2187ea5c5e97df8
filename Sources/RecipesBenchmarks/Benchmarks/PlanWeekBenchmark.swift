import Foundation
import RecipesCore

/// The planner's week as the window shows it: `plan_week_ms`.
///
/// Each round derives `PlanWeekViewState` from a planner state holding `planEntryCount`
/// entries over seven days (recipes and notes, several per meal): grouped by day and meal,
/// named, titled; what the window does whenever the plan changes.
enum PlanWeekBenchmark {
  /// The slowest acceptable week of 40 entries, in milliseconds.
  static let targetMilliseconds = 2.0

  /// Derives the week `planRoundCount` times and returns the median.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.PlanWeekFigures
  {
    let state = weekState(entryCount: max(1, configuration.planEntryCount))
    // Once untimed: the first use of the strings and tables.
    var cardCount = cards(in: PlanWeekViewState(state))
    guard cardCount == state.week.entries.count else {
      throw BenchmarkError.unexpected("the week shows \(cardCount) of its entries")
    }
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.planRoundCount) {
      samples.append(clock.measure { cardCount = cards(in: PlanWeekViewState(state)) })
    }
    return BenchmarkReport.PlanWeekFigures(
      medianMilliseconds: samples.median, entryCount: state.week.entries.count)
  }

  private static func cards(in view: PlanWeekViewState) -> Int {
    view.days.reduce(0) { $0 + $1.slots.reduce(0) { $0 + $1.cards.count } }
  }

  /// A week from Monday 30 November 2026 with `entryCount` entries: every fifth a note.
  private static func weekState(entryCount: Int) -> PlanFeature.State {
    let monday = PlanDay(dayNumber: 20_787)
    var state = PlanFeature.State()
    state.today = monday.adding(days: 2)
    state.weekStart = monday
    var recipes: [Recipe.ID: RecipeSummary] = [:]
    let entries = (0..<entryCount).map { index -> PlanEntry in
      let day = monday.adding(days: index % 7)
      let meal = Meal.allCases[index / 7 % Meal.allCases.count]
      let id = PlanEntry.ID(rawValue: "plan-\(index)")
      if index % 5 == 4 {
        return PlanEntry(
          id: id, day: day, meal: meal, position: index, content: .note("Leftovers \(index)"))
      }
      let recipeID = Recipe.ID(rawValue: "catalog-\(index)")
      recipes[recipeID] = RecipeSummary(
        id: recipeID, name: "Recipe number \(index)", category: "Beef", area: "Malaysian",
        thumbnailURL: URL(string: "https://example.org/\(index).jpg"))
      return PlanEntry(
        id: id, day: day, meal: meal, position: index,
        content: .recipe(recipeID, servings: 2 + index % 4))
    }
    state.week = PlanWeek(
      entries: entries.sorted { $0.isOrdered(before: $1) }, recipes: recipes)
    return state
  }
}

extension BenchmarkReport {
  /// Deriving the planner's week.
  public struct PlanWeekFigures: Sendable, Equatable {
    /// The median derivation, in milliseconds.
    public var medianMilliseconds: Double
    /// How many entries the week held.
    public var entryCount: Int
  }
}
