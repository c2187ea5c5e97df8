import Foundation
import RecipesLocalization
import RecipesQuantities

/// The lines under a recipe's title: its times and servings, and where it comes from.
///
/// "Prep 10 min · Cook 25 min · Total 35 min · Serves 4", then "By Jun Okafor ·
/// example.org". Pure functions of the recipe, for the recipe window (and anything else
/// that shows a recipe's facts the same way).
public enum RecipeFacts {
  /// "Prep 10 min · Cook 1 h 5 min · Total 1 h 15 min · Serves 4 · 12 scones"; "Prep 15 min ·
  /// Cook 30 min · Waiting 8 h · Total 8 h 45 min" when the total holds more than the work.
  ///
  /// The total is preparation plus cooking when the recipe states both but no total. The
  /// spaces within each fact do not break. Without `servings` (a recipe that states none,
  /// and none chosen) no servings are claimed; "" when there is nothing to say.
  public static func timesAndServings(of recipe: Recipe, servings: Int?) -> String {
    let total = totalMinutes(of: recipe)
    var parts = [
      // No "Cook 0 min" for a dish that is never cooked (a cure, a chilled soup).
      recipe.prepMinutes.flatMap {
        $0 > 0 ? localized("Prep {time}", ["time": duration($0)]) : nil
      },
      recipe.cookMinutes.flatMap {
        $0 > 0 ? localized("Cook {time}", ["time": duration($0)]) : nil
      },
      waitingMinutes(of: recipe).map { localized("Waiting {time}", ["time": duration($0)]) },
      total.map { localized("Total {time}", ["time": duration($0)]) },
    ].compactMap { $0 }
    if let servings {
      parts.append(localizedPlural("Serves {count}", "Serves {count}", count: servings))
    }
    // What it makes ("8 scones"), as written: only for the servings written (scaled, it would
    // contradict them), and not when it only counts the servings again ("6 portions").
    if servings == nil || servings == IngredientScaling.writtenServings(of: recipe),
      let yield = recipe.yield?.trimmingCharacters(in: .whitespacesAndNewlines),
      !yield.isEmpty, Int(yield) == nil,
      RecipeYield.read(yield).map({ $0.unit != nil }) ?? true
    {
      parts.append(yield)
    }
    // Each fact kept on one line: a narrow window wraps between them, not inside "35 min".
    return parts.map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }
      .joined(separator: " · ")
  }

  /// The time a total holds beyond preparation and cooking (soaking, rising, chilling,
  /// marinating), so that the times said add up; nil when the recipe does not state all
  /// three, or they differ by less than a quarter of an hour.
  static func waitingMinutes(of recipe: Recipe) -> Int? {
    guard let prep = recipe.prepMinutes, let cook = recipe.cookMinutes,
      let total = recipe.totalMinutes
    else { return nil }
    let waiting = total - prep - cook
    return waiting >= 15 ? waiting : nil
  }

  /// The total time in minutes: the recipe's total, or preparation plus cooking when it
  /// states both but no total; nil when it says neither.
  public static func totalMinutes(of recipe: Recipe) -> Int? {
    recipe.minutesToTable
  }

  /// "By Jun Okafor · example.org", "By Jun Okafor", "example.org"; nil when the recipe
  /// names neither an author nor a source on the web.
  public static func source(of recipe: Recipe) -> String? {
    let author = recipe.author?.trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = [
      author.flatMap { $0.isEmpty ? nil : localized("By {author}", ["author": $0]) },
      recipe.sourceURL.flatMap(site),
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// "45 min", "1 h", "1 h 20 min"; a day or more in hours ("14 h").
  public static func duration(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    switch (hours, rest) {
    case (0, _): return localized("{minutes} min", ["minutes": String(minutes)])
    case (_, 0): return localized("{hours} h", ["hours": String(hours)])
    default:
      return localized(
        "{hours} h {minutes} min", ["hours": String(hours), "minutes": String(rest)])
    }
  }

  /// The site a source address is on, without "www." ("example.org").
  private static func site(_ url: URL) -> String? {
    guard let host = url.host, !host.isEmpty else { return nil }
    return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
  }
}
