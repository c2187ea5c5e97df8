import Foundation
import RecipesCore
import RecipesLocalization

/// What `recipes plan` prints: a line per entry, or the JSON docs/manual.md documents.
enum PlanOutput {
  /// One entry of `plan --json`; every key always there, null when it does not apply.
  struct Row: Encodable {
    let id: String
    let date: String
    let meal: String
    let recipeId: String?
    let name: String?
    let servings: Int?
    let note: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(date, forKey: .date)
      try container.encode(meal, forKey: .meal)
      try container.encode(recipeId, forKey: .recipeId)
      try container.encode(name, forKey: .name)
      try container.encode(servings, forKey: .servings)
      try container.encode(note, forKey: .note)
    }

    private enum CodingKeys: String, CodingKey {
      case id, date, meal, recipeId, name, servings, note
    }
  }

  /// Prints `week`, the plan of `days`, as text or JSON.
  static func print(
    _ week: PlanWeek, days: ClosedRange<PlanDay>, json: Bool, to console: Console
  ) throws {
    let rows = week.entries.map { entry in
      Row(
        id: entry.id.rawValue, date: entry.day.description, meal: entry.meal.rawValue,
        recipeId: entry.recipeID?.rawValue,
        name: entry.recipeID.map { week.recipes[$0]?.name ?? PlanText.missingRecipe($0) },
        servings: entry.servings, note: entry.note)
    }
    if json {
      try console.printJSON(rows)
      return
    }
    guard !rows.isEmpty else {
      console.print(
        localized(
          "Nothing planned from {from} to {to}.",
          ["from": days.lowerBound.description, "to": days.upperBound.description]))
      return
    }
    var lines: [String] = []
    var lastDay: PlanDay?
    for (entry, row) in zip(week.entries, rows) {
      if entry.day != lastDay {
        if lastDay != nil { lines.append("") }
        lines.append("\(entry.day) \(PlanText.shortDay(entry.day))")
        lastDay = entry.day
      }
      let what = row.note ?? "\(row.name ?? "") · \(PlanText.servings(row.servings ?? 0))"
      let meal = PlanText.mealTitle(entry.meal).padding(toLength: 10, withPad: " ", startingAt: 0)
      lines.append("  \(meal)\(what)  [\(row.id)]")
    }
    console.print(lines.joined(separator: "\n"))
  }
}
