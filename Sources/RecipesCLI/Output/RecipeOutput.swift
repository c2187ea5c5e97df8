import Foundation
import RecipesCore
import RecipesLocalization

/// Prints recipes as a table for people, or as JSON for programs.
enum RecipeOutput {
  /// Prints `recipes` (for `list` and `search`), starred when among `favoriteIDs`.
  static func printList(
    _ recipes: [RecipeSummary], favoriteIDs: Set<Recipe.ID>, ratings: [Recipe.ID: Int] = [:],
    json: Bool, to console: Console
  ) throws {
    if json {
      try console.printJSON(
        recipes.map {
          RecipeJSON.Row(
            id: $0.id.rawValue, name: $0.name, category: $0.category, area: $0.area,
            favorite: favoriteIDs.contains($0.id),
            rating: RecipeJSON.NullableNumber(value: ratings[$0.id]))
        })
      return
    }
    guard !recipes.isEmpty else {
      console.note(localized("no recipes found."))
      return
    }
    let rows = recipes.map { summary in
      [
        favoriteIDs.contains(summary.id) ? "★" : " ", summary.id.rawValue,
        clipped(summary.name, to: 44), summary.category ?? "", summary.area ?? "",
      ]
    }
    let header = [
      " ", localized("ID", context: "column"), localized("NAME", context: "column"),
      localized("CATEGORY", context: "column"), localized("AREA", context: "column"),
    ]
    console.print(table(header: header, rows: rows))
  }

  /// Prints one recipe in full (for `show`), its ingredients as `scaling` makes them;
  /// `isScaled` says the servings were asked for rather than the recipe's own.
  static func printRecipe(
    _ recipe: Recipe, isFavorite: Bool, scaling: IngredientScaling, isScaled: Bool, json: Bool,
    lastCooked: RecipeJSON.NullableDay? = nil, rating: Int? = nil, to console: Console
  ) throws {
    if json {
      var document = document(
        recipe, isFavorite: isFavorite, scaling: scaling, isScaled: isScaled)
      document.lastCooked = lastCooked
      document.rating = RecipeJSON.NullableNumber(value: rating)
      try console.printJSON(document)
      return
    }
    var lines = ["\(isFavorite ? "★ " : "")\(recipe.name)"]
    let stars = RecipeListViewState.stars(rating)
    if !stars.isEmpty { lines.append(stars) }
    let subtitle = RecipeListViewState.subtitle(category: recipe.category, area: recipe.area)
    if !subtitle.isEmpty { lines.append(subtitle) }
    if !recipe.tags.isEmpty {
      lines.append(localized("Tags: {tags}", ["tags": recipe.tags.joined(separator: ", ")]))
    }
    let facts = facts(of: recipe, scaledTo: isScaled ? scaling.servings : nil)
    if !facts.isEmpty { lines.append(facts) }
    lines.append("")
    lines.append(localized("Ingredients"))
    let rows = scaling.rows(of: recipe)
    let measureWidth = rows.map(\.measure.count).max() ?? 0
    for row in rows {
      // Right-aligned, as the recipe window shows them.
      let measure = String(repeating: " ", count: measureWidth - row.measure.count) + row.measure
      lines.append("  " + measure + "  " + row.name)
    }
    lines.append("")
    lines.append(localized("Instructions"))
    var number = 0
    for section in recipe.sections {
      if let title = section.title { lines.append("  \(title)") }
      for step in section.steps {
        number += 1
        lines.append(String(format: "%3d. ", number) + step)
      }
    }
    if let notes = recipe.notes, !notes.isEmpty {
      lines.append("")
      lines.append(localized("Notes"))
      lines += notes.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }
    }
    let links = [
      recipe.sourceURL.map { localized("Source: {address}", ["address": $0.absoluteString]) },
      recipe.videoURL.map { localized("Video: {address}", ["address": $0.absoluteString]) },
    ].compactMap { $0 }
    if !links.isEmpty {
      lines.append("")
      lines += links
    }
    console.print(lines.joined(separator: "\n"))
  }

  /// Prints what `import` saved: a line per recipe, or (`json`) an array of `show`'s
  /// documents.
  static func printImported(
    _ recipes: [Recipe], favoriteIDs: Set<Recipe.ID>, json: Bool, to console: Console
  ) throws {
    if json {
      try console.printJSON(
        recipes.map {
          document(
            $0, isFavorite: favoriteIDs.contains($0.id),
            scaling: IngredientScaling(servings: IngredientScaling.writtenServings(of: $0)),
            isScaled: false)
        })
      return
    }
    guard !recipes.isEmpty else {
      console.note(localized("the source held no recipes; nothing was imported."))
      return
    }
    let rows = recipes.map { [$0.id.rawValue, clipped($0.name, to: 60)] }
    console.print(
      table(
        header: [localized("ID", context: "column"), localized("IMPORTED", context: "column")],
        rows: rows))
  }

  private static func document(
    _ recipe: Recipe, isFavorite: Bool, scaling: IngredientScaling, isScaled: Bool
  ) -> RecipeJSON.Document {
    let sections = recipe.sections
    let lines = scaling.lines(of: recipe)
    return RecipeJSON.Document(
      id: recipe.id.rawValue, name: recipe.name, category: recipe.category, area: recipe.area,
      favorite: isFavorite, tags: recipe.tags,
      ingredients: zip(lines, recipe.ingredients).map { IngredientJSON($0, group: $1.group) },
      steps: recipe.steps.map(RecipeJSON.Step.init),
      sections: sections.contains { $0.title != nil }
        ? sections.map { RecipeJSON.Section(title: $0.title, steps: $0.steps) } : nil,
      servings: isScaled ? scaling.servings : recipe.servings, yield: recipe.yield,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes, totalMinutes: recipe.totalMinutes,
      description: recipe.description, author: recipe.author, notes: recipe.notes,
      thumbnailURL: recipe.thumbnailURL?.absoluteString,
      sourceURL: recipe.sourceURL?.absoluteString, videoURL: recipe.videoURL?.absoluteString)
  }

  // MARK: - Formatting

  /// "Serves 4 · 12 cookies · 15 min preparation · 40 min cooking", or "" when unknown;
  /// "Serves 8 (written for 4)" when scaled to `servings`.
  private static func facts(of recipe: Recipe, scaledTo servings: Int?) -> String {
    let written = IngredientScaling.writtenServings(of: recipe)
    let serves =
      servings.map { count in
        count == written
          ? servesText(count)
          : localizedPlural(
            "Serves {count} (written for {written})", "Serves {count} (written for {written})",
            count: count, ["written": String(written)])
      } ?? recipe.servings.map(servesText)
    let parts: [String?] = [
      serves, recipe.yield,
      recipe.prepMinutes.map { localized("{minutes} min preparation", ["minutes": String($0)]) },
      recipe.cookMinutes.map { localized("{minutes} min cooking", ["minutes": String($0)]) },
      recipe.totalMinutes.map { localized("{minutes} min in all", ["minutes": String($0)]) },
    ]
    return parts.compactMap { $0 }.joined(separator: " · ")
  }

  /// "Serves 4".
  private static func servesText(_ count: Int) -> String {
    localizedPlural("Serves {count}", "Serves {count}", count: count)
  }

  /// The rows under the header in aligned columns, one line each, in one string: the whole
  /// table goes out in one write.
  private static func table(header: [String], rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      let cells = row.enumerated().map { padded($0.element, to: widths[$0.offset]) }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func clipped(_ text: String, to width: Int) -> String {
    text.count > width ? String(text.prefix(width - 1)) + "…" : text
  }
}
