import RecipesCalendar
import RecipesCore

/// The plan as calendar events: one per entry, at its meal's time, an hour long.
enum PlanEvents {
  /// The domain of every event's UID: `<entry id>@recipesapp.org`, the same on every export.
  static let uidDomain = "recipesapp.org"
  /// How long a meal lasts in the calendar.
  static let durationMinutes = 60

  /// The events of `entries`; `recipes` are the recipes they name (a lost one is named by
  /// its id), `times` the meals' times ("19:00") the cook chose, by meal.
  static func events(
    _ entries: [PlanEntry], recipes: [Recipe.ID: Recipe], times: [Meal: String]
  ) -> [CalendarEvent] {
    entries.compactMap { entry in
      let (hour, minute) = time(times[entry.meal]) ?? time(entry.meal.defaultTime) ?? (19, 0)
      guard
        let start = LocalDateTime(
          year: entry.day.year, month: entry.day.month, day: entry.day.day, hour: hour,
          minute: minute)
      else { return nil }
      var event = CalendarEvent(
        uid: "\(entry.id.rawValue)@\(uidDomain)", start: start,
        durationMinutes: durationMinutes, summary: "", extraProperties: [])
      switch entry.content {
      case .note(let text):
        event.summary = "\(entry.meal.title): \(text)"
      case .recipe(let id, let servings):
        let recipe = recipes[id]
        event.summary = "\(entry.meal.title): \(recipe?.name ?? id.rawValue)"
        event.description = description(recipe, servings: servings)
        event.url = recipe?.sourceURL?.absoluteString
        event.extraProperties = [.init(name: "X-RECIPES-RECIPE-ID", value: id.rawValue)]
      }
      return event
    }
  }

  /// "HH:MM" as hour and minute, or nil when it is not a time of day.
  static func time(_ text: String?) -> (Int, Int)? {
    guard let parts = text?.split(separator: ":"), parts.count == 2, parts[0].count <= 2,
      parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
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
