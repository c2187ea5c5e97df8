import RecipesLocalization

/// The planner's words, in one place, in the person's language.
public enum PlanText {
  /// "Mon 30 Nov".
  public static func shortDay(_ day: PlanDay) -> String {
    localized(
      "{weekday} {day} {month}",
      context: "short date",
      [
        "weekday": shortWeekdayNames[day.weekday - 1].localized(), "day": String(day.day),
        "month": shortMonthNames[day.month - 1].localized(),
      ])
  }

  /// "Monday 30 November".
  public static func longDay(_ day: PlanDay) -> String {
    localized(
      "{weekday} {day} {month}",
      context: "long date",
      [
        "weekday": weekdayNames[day.weekday - 1].localized(), "day": String(day.day),
        "month": monthNames[day.month - 1].localized(),
      ])
  }

  /// "30 Nov – 6 Dec 2026", "2 – 8 Nov 2026", "29 Dec 2026 – 4 Jan 2027".
  public static func weekTitle(from first: PlanDay, to last: PlanDay) -> String {
    let values = [
      "firstDay": String(first.day), "firstMonth": shortMonthNames[first.month - 1].localized(),
      "firstYear": String(first.year), "lastDay": String(last.day),
      "lastMonth": shortMonthNames[last.month - 1].localized(), "lastYear": String(last.year),
    ]
    if first.year != last.year {
      return localized(
        "{firstDay} {firstMonth} {firstYear} – {lastDay} {lastMonth} {lastYear}", values)
    }
    if first.month != last.month {
      return localized("{firstDay} {firstMonth} – {lastDay} {lastMonth} {lastYear}", values)
    }
    return localized("{firstDay} – {lastDay} {lastMonth} {lastYear}", values)
  }

  /// The meal's name as a heading ("Dinner").
  public static func mealTitle(_ meal: Meal) -> String {
    switch meal {
    case .breakfast: localized("Breakfast", context: "meal")
    case .lunch: localized("Lunch", context: "meal")
    case .snack: localized("Snack", context: "meal")
    case .dinner: localized("Dinner", context: "meal")
    }
  }

  /// "4 servings", "1 serving".
  public static func servings(_ count: Int) -> String {
    localizedPlural("{count} serving", "{count} servings", count: count)
  }

  /// The name shown for a planned recipe the library no longer has.
  public static func missingRecipe(_ id: Recipe.ID) -> String {
    localized("Recipe {id} (not in the library)", ["id": id.rawValue])
  }

  /// The undo banner's text.
  public static func removed(_ title: String) -> String {
    localized("Removed “{name}” from the plan", ["name": title])
  }

  /// What "Suggest dinners" picks from, said by its button: the whole library (never the
  /// Recipes view's search), the cook's favorites and own recipes first.
  public static var suggestionSource: String {
    localizedPlural(
      "Suggestions come from every recipe, your favorites and your own first, leaving out what was eaten in the last {count} day.",
      "Suggestions come from every recipe, your favorites and your own first, leaving out what was eaten in the last {count} days.",
      count: PlanChanges.suggestionRestDays)
  }

  /// What the last notice says.
  public static func notice(_ notice: PlanFeature.Notice) -> String {
    switch notice {
    case .addedToShoppingList(0, 0):
      localized("Nothing is planned from today on this week, so there is nothing to add.")
    case .addedToShoppingList(0, _):
      localized("The shopping list already has every meal planned from today on.")
    case .addedToShoppingList(let count, 0):
      localizedPlural(
        "Added {count} recipe to the shopping list.",
        "Added {count} recipes to the shopping list.", count: count)
    case .addedToShoppingList(let count, let already):
      localizedPlural(
        "Added {count} recipe to the shopping list.",
        "Added {count} recipes to the shopping list.", count: count) + " "
        + localizedPlural(
          "{count} was on it already.", "{count} were on it already.", count: already)
    case .shoppingUndone:
      localized("Took the week back off the shopping list.")
    case .suggestedDinners(0):
      localized("No dinners to suggest: every day is planned, or nothing fits.")
    case .suggestedDinners(let count):
      localizedPlural("Planned {count} dinner.", "Planned {count} dinners.", count: count)
    }
  }

  /// "Last cooked today", "yesterday", "12 days ago", "3 weeks ago"; nil when never, or
  /// when the day is after today (a clock set wrong).
  public static func lastCooked(daysAgo: Int?) -> String? {
    guard let days = daysAgo, days >= 0 else { return nil }
    switch days {
    case 0: return localized("Last cooked today")
    case 1: return localized("Last cooked yesterday")
    case 2..<28:
      return localizedPlural(
        "Last cooked {count} day ago", "Last cooked {count} days ago", count: days)
    default:
      return localizedPlural(
        "Last cooked {count} week ago", "Last cooked {count} weeks ago", count: days / 7)
    }
  }

  /// "Planned for today, Dinner", "… tomorrow, Lunch", "… Wednesday 2 December, Dinner";
  /// nil when it is not planned.
  public static func planned(_ planned: RecipeDetailFeature.PlannedMeal?) -> String? {
    guard let planned else { return nil }
    let day =
      switch planned.daysAhead {
      case 0: localized("today", context: "planned for")
      case 1: localized("tomorrow", context: "planned for")
      default: longDay(planned.day)
      }
    return localized(
      "Planned for {day}, {meal}", ["day": day, "meal": mealTitle(planned.meal)])
  }

  private static let weekdayNames = [
    localizable("Sunday"), localizable("Monday"), localizable("Tuesday"),
    localizable("Wednesday"), localizable("Thursday"), localizable("Friday"),
    localizable("Saturday"),
  ]
  private static let shortWeekdayNames = [
    localizable("Sun"), localizable("Mon"), localizable("Tue"), localizable("Wed"),
    localizable("Thu"), localizable("Fri"), localizable("Sat"),
  ]
  private static let monthNames = [
    localizable("January"), localizable("February"), localizable("March"), localizable("April"),
    localizable("May"), localizable("June"), localizable("July"), localizable("August"),
    localizable("September"), localizable("October"), localizable("November"),
    localizable("December"),
  ]
  private static let shortMonthNames = [
    localizable("Jan"), localizable("Feb"), localizable("Mar"), localizable("Apr"),
    localizable("May"), localizable("Jun"), localizable("Jul"), localizable("Aug"),
    localizable("Sep"), localizable("Oct"), localizable("Nov"), localizable("Dec"),
  ]
}
