import RecipesCalendar
import RecipesCore
import RecipesLocalization

/// The plan as calendar events: one per entry, at its meal's time, an hour long.
///
/// The one mapping of entries to events, for `plan export --ics` and the calendar sync.
public enum PlanCalendarEvents {
  /// The domain of every event's UID: `<entry id>@recipesapp.org`, the same on every export.
  public static let uidDomain = "recipesapp.org"
  /// How long a meal lasts in the calendar.
  public static let durationMinutes = 60
  /// The `PRODID` of the calendars written.
  public static let productID = "-//Recipes//Meal plan//EN"

  /// The UID of `entry`'s event.
  public static func uid(of entry: PlanEntry.ID) -> String {
    "\(entry.rawValue)@\(uidDomain)"
  }

  /// The entry whose event has `uid`, or nil for an event this app did not make.
  public static func entryID(ofUID uid: String) -> PlanEntry.ID? {
    let suffix = "@" + uidDomain
    guard uid.hasSuffix(suffix), uid.count > suffix.count else { return nil }
    return PlanEntry.ID(rawValue: String(uid.dropLast(suffix.count)))
  }

  /// The events of `entries` as the library has them: their recipes read from it (a lost
  /// one is named by its id), and the meals' times the cook chose there.
  public static func events(_ entries: [PlanEntry], in library: Library) async throws
    -> [CalendarEvent]
  {
    var recipes: [Recipe.ID: Recipe] = [:]
    for id in Set(entries.compactMap(\.recipeID)) {
      recipes[id] = try? await library.recipe(id)
    }
    return events(entries, recipes: recipes, times: await mealTimes(in: library))
  }

  /// The meals' times ("19:00") the cook chose in `library`, by meal; a meal left out has
  /// its default time.
  public static func mealTimes(in library: Library) async -> [Meal: String] {
    var times: [Meal: String] = [:]
    for meal in Meal.allCases {
      times[meal] = try? await library.preference(meal.timePreferenceKey)
    }
    return times
  }

  /// The events of `entries`; `recipes` are the recipes they name (a lost one is named by
  /// its id), `times` the meals' times ("19:00") the cook chose, by meal.
  public static func events(
    _ entries: [PlanEntry], recipes: [Recipe.ID: Recipe], times: [Meal: String]
  ) -> [CalendarEvent] {
    entries.compactMap { entry in
      let (hour, minute) = time(of: entry.meal, times: times)
      guard
        let start = LocalDateTime(
          year: entry.day.year, month: entry.day.month, day: entry.day.day, hour: hour,
          minute: minute)
      else { return nil }
      var event = CalendarEvent(
        uid: uid(of: entry.id), start: start, durationMinutes: durationMinutes, summary: "",
        extraProperties: [])
      switch entry.content {
      case .note(let text):
        event.summary = summary(of: entry.meal, text)
      case .recipe(let id, let servings):
        let recipe = recipes[id]
        event.summary = summary(of: entry.meal, recipe?.name ?? id.rawValue)
        event.description = description(recipe, servings: servings)
        event.url = recipe?.sourceURL?.absoluteString
        event.extraProperties = [.init(name: "X-RECIPES-RECIPE-ID", value: id.rawValue)]
      }
      return event
    }
  }

  /// The hour and minute of `meal`: the cook's time in `times`, else the meal's default.
  public static func time(of meal: Meal, times: [Meal: String]) -> (hour: Int, minute: Int) {
    time(times[meal]) ?? time(meal.defaultTime) ?? (19, 0)
  }

  /// "HH:MM" as hour and minute, or nil when it is not a time of day.
  public static func time(_ text: String?) -> (hour: Int, minute: Int)? {
    guard let parts = text?.split(separator: ":"), parts.count == 2, parts[0].count <= 2,
      parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
  }

  /// "Dinner: Beef Rendang": the meal in the cook's language, then what is planned.
  private static func summary(of meal: Meal, _ what: String) -> String {
    localized("{meal}: {what}", ["meal": PlanText.mealTitle(meal), "what": what])
  }

  /// "4 servings", a blank line, then the ingredients scaled to them, one a line.
  private static func description(_ recipe: Recipe?, servings: Int) -> String {
    let heading = PlanText.servings(servings)
    guard let recipe else { return heading }
    let lines = IngredientScaling(servings: servings).lines(of: recipe).map {
      IngredientRow($0).line
    }
    return ([heading, ""] + lines).joined(separator: "\n")
  }
}
