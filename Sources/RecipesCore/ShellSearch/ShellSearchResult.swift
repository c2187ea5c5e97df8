import Foundation

/// One recipe as the Activities search shows it: its name, a short line under it and its
/// picture.
public struct ShellSearchResult: Equatable, Sendable {
  /// The recipe, which activating the result opens.
  public let id: Recipe.ID
  /// The recipe's name.
  public let name: String
  /// "Dessert · 45 min": the category (or the cuisine) and the total time, whichever it
  /// has; nil when it has neither.
  public let description: String?
  /// The picture's file; nil shows the app's icon.
  public let picture: URL?

  /// Creates a result.
  public init(id: Recipe.ID, name: String, description: String?, picture: URL?) {
    self.id = id
    self.name = name
    self.description = description
    self.picture = picture
  }

  /// The result for `recipe` with its picture at `picture`.
  public init(_ recipe: Recipe, picture: URL?) {
    self.init(
      id: recipe.id, name: recipe.name, description: Self.description(of: recipe),
      picture: picture)
  }

  /// "Dessert · 45 min", "Moroccan · 1 h 20 min", "Dessert": the category in the reader's
  /// language (the cuisine when it has none), then the total time (preparation plus cooking
  /// when it states no total), as the recipe window writes them.
  public static func description(of recipe: Recipe) -> String? {
    let kind =
      recipe.category.flatMap(nonEmpty).map(CatalogNames.category)
      ?? recipe.area.flatMap(nonEmpty).map(CatalogNames.cuisine)
    let parts = [kind, RecipeFacts.totalMinutes(of: recipe).map(RecipeFacts.duration)]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
