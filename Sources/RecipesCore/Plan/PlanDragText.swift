/// What a drag onto the planner carries, as the line of text a drag and drop moves:
/// `recipes-recipe:ID` for a card of the main grid, `recipes-plan-entry:ID` for an entry
/// moved between days and meals.
///
/// Anything else dropped (a link, text from another app) reads as nil and is refused.
///
/// ```swift
/// PlanDragText.recipe("52772").text             // "recipes-recipe:52772"
/// PlanDragText(text: "recipes-recipe:52772")    // .recipe("52772")
/// ```
public enum PlanDragText: Equatable, Sendable {
  /// A recipe, to plan.
  case recipe(Recipe.ID)
  /// A plan entry, to move.
  case entry(PlanEntry.ID)

  private static let recipePrefix = "recipes-recipe:"
  private static let entryPrefix = "recipes-plan-entry:"

  /// Reads dragged text; nil when it is not ours or names nothing.
  public init?(text: String) {
    if text.hasPrefix(Self.recipePrefix) {
      let id = String(text.dropFirst(Self.recipePrefix.count))
      guard Self.isPlausibleID(id) else { return nil }
      self = .recipe(Recipe.ID(rawValue: id))
    } else if text.hasPrefix(Self.entryPrefix) {
      let id = String(text.dropFirst(Self.entryPrefix.count))
      guard Self.isPlausibleID(id) else { return nil }
      self = .entry(PlanEntry.ID(rawValue: id))
    } else {
      return nil
    }
  }

  /// The text to drag.
  public var text: String {
    switch self {
    case .recipe(let id): Self.recipePrefix + id.rawValue
    case .entry(let id): Self.entryPrefix + id.rawValue
    }
  }

  /// An identifier: not empty, one line, of a sane length.
  private static func isPlausibleID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 512 && !id.contains(where: \.isNewline)
  }
}
