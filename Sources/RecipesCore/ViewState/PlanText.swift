/// The planner's words, in one place (simple English literals; translation comes later).
public enum PlanText {
  /// "Mon 30 Nov".
  public static func shortDay(_ day: PlanDay) -> String {
    "\(weekdayNames[day.weekday - 1].prefix(3)) \(day.day) \(monthNames[day.month - 1].prefix(3))"
  }

  /// "Monday 30 November".
  public static func longDay(_ day: PlanDay) -> String {
    "\(weekdayNames[day.weekday - 1]) \(day.day) \(monthNames[day.month - 1])"
  }

  /// "30 Nov – 6 Dec 2026", "2 – 8 Nov 2026", "29 Dec 2026 – 4 Jan 2027".
  public static func weekTitle(from first: PlanDay, to last: PlanDay) -> String {
    let lastText = "\(last.day) \(monthNames[last.month - 1].prefix(3)) \(last.year)"
    if first.year != last.year {
      return "\(first.day) \(monthNames[first.month - 1].prefix(3)) \(first.year) – \(lastText)"
    }
    if first.month != last.month {
      return "\(first.day) \(monthNames[first.month - 1].prefix(3)) – \(lastText)"
    }
    return "\(first.day) – \(lastText)"
  }

  /// "4 servings", "1 serving".
  public static func servings(_ count: Int) -> String {
    "\(count) serving\(count == 1 ? "" : "s")"
  }

  /// The name shown for a planned recipe the library no longer has.
  public static func missingRecipe(_ id: Recipe.ID) -> String {
    "Recipe \(id) (not in the library)"
  }

  /// The undo banner's text.
  public static func removed(_ title: String) -> String { "Removed “\(title)” from the plan" }

  /// What the last notice says.
  public static func notice(_ notice: PlanFeature.Notice) -> String {
    switch notice {
    case .addedToShoppingList(0): "Nothing planned this week to shop for."
    case .addedToShoppingList(let count):
      "Added \(count) recipe\(count == 1 ? "" : "s") to the shopping list."
    case .suggestedDinners(0): "No dinners to suggest: every day is planned, or nothing fits."
    case .suggestedDinners(let count): "Planned \(count) dinner\(count == 1 ? "" : "s")."
    }
  }

  /// "Last cooked today", "yesterday", "12 days ago", "3 weeks ago"; nil when never, or
  /// when the day is after today (a clock set wrong).
  public static func lastCooked(daysAgo: Int?) -> String? {
    guard let days = daysAgo, days >= 0 else { return nil }
    switch days {
    case 0: return "Last cooked today"
    case 1: return "Last cooked yesterday"
    case 2..<28: return "Last cooked \(days) days ago"
    default:
      let weeks = days / 7
      return "Last cooked \(weeks) weeks ago"
    }
  }

  private static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
