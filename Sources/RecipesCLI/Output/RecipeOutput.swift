import Foundation
import RecipesCore

/// Prints recipes as a table for people, or as JSON for programs.
enum RecipeOutput {
  /// Prints `recipes` (for `list` and `search`), starred when among `favoriteIDs`.
  static func printList(
    _ recipes: [RecipeSummary], favoriteIDs: Set<Recipe.ID>, json: Bool, to console: Console
  ) throws {
    if json {
      try printJSON(
        to: console,
        recipes.map {
          RecipeJSON.Row(
            id: $0.id.rawValue, name: $0.name, category: $0.category, area: $0.area,
            favorite: favoriteIDs.contains($0.id))
        })
      return
    }
    guard !recipes.isEmpty else {
      console.note("no recipes found.")
      return
    }
    let rows = recipes.map { summary in
      [
        favoriteIDs.contains(summary.id) ? "★" : " ", summary.id.rawValue,
        clipped(summary.name, to: 44), summary.category ?? "", summary.area ?? "",
      ]
    }
    console.print(table(header: [" ", "ID", "NAME", "CATEGORY", "AREA"], rows: rows))
  }

  /// Prints one recipe in full (for `show`).
  static func printRecipe(_ recipe: Recipe, isFavorite: Bool, json: Bool, to console: Console)
    throws
  {
    if json {
      try printJSON(
        to: console,
        RecipeJSON.Document(
          id: recipe.id.rawValue, name: recipe.name, category: recipe.category, area: recipe.area,
          favorite: isFavorite, tags: recipe.tags,
          ingredients: recipe.ingredients.map {
            RecipeJSON.IngredientLine(name: $0.name, measure: $0.measure)
          },
          steps: recipe.steps, thumbnailURL: recipe.thumbnailURL?.absoluteString,
          sourceURL: recipe.sourceURL?.absoluteString, videoURL: recipe.videoURL?.absoluteString))
      return
    }
    var lines = ["\(isFavorite ? "★ " : "")\(recipe.name)"]
    let subtitle = RecipeListViewState.subtitle(category: recipe.category, area: recipe.area)
    if !subtitle.isEmpty { lines.append(subtitle) }
    if !recipe.tags.isEmpty { lines.append("Tags: " + recipe.tags.joined(separator: ", ")) }
    lines.append("")
    lines.append("Ingredients")
    let measureWidth = recipe.ingredients.map(\.measure.count).max() ?? 0
    for ingredient in recipe.ingredients {
      lines.append("  " + padded(ingredient.measure, to: measureWidth) + "  " + ingredient.name)
    }
    lines.append("")
    lines.append("Instructions")
    for (index, step) in recipe.steps.enumerated() {
      lines.append(String(format: "%3d. ", index + 1) + step)
    }
    let links = [("Source", recipe.sourceURL), ("Video", recipe.videoURL)]
      .compactMap { name, url in url.map { "\(name): \($0.absoluteString)" } }
    if !links.isEmpty {
      lines.append("")
      lines += links
    }
    console.print(lines.joined(separator: "\n"))
  }

  // MARK: - Formatting

  private static func printJSON(to console: Console, _ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    console.print(String(decoding: try encoder.encode(value), as: UTF8.self))
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
