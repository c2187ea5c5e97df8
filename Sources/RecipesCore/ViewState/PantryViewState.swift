import RecipesLocalization

/// What the pantry window shows, derived from the state by a pure function.
public struct PantryViewState: Equatable, Sendable {
  /// A line of the pantry, with its remove button.
  public struct ItemRow: Equatable, Sendable, Identifiable {
    /// The item.
    public let id: String
    /// The line as written ("2 onions").
    public let text: String
  }

  /// A recipe that can be made, or nearly.
  public struct RecipeRow: Equatable, Sendable, Identifiable {
    /// The recipe.
    public let id: Recipe.ID
    /// Its name.
    public let name: String
    /// "All 6 ingredients at home", or "5 of 6 at home".
    public let countText: String
    /// "Missing: butter, parsley", or empty when nothing is.
    public let missingText: String
    /// Whether nothing is missing.
    public let isComplete: Bool
    /// The name, the count and what is missing as one line, for assistive tools.
    public var accessibleText: String {
      [name, countText, missingText].filter { !$0.isEmpty }.joined(separator: ", ")
    }
  }

  /// The pantry's lines, in their order.
  public let items: [ItemRow]
  /// The recipes, best first.
  public let recipes: [RecipeRow]
  /// Why the pantry is empty, or how many lines it has.
  public let itemsSummary: String
  /// What the ranking shows, or why it shows nothing.
  public let recipesSummary: String
  /// The Undo toast's text while a removal can be undone.
  public let undoText: String?
  /// A failure to read or save, to show over the window.
  public let errorMessage: String?
  /// Whether the library is being read.
  public let isLoading: Bool

  /// Derives what the window shows from the pantry's state.
  public init(_ state: PantryFeature.State) {
    items = state.items.map { ItemRow(id: $0.id, text: $0.text) }
    recipes = state.cookable.map(RecipeRow.init)
    itemsSummary =
      state.items.isEmpty
      ? localized("Nothing in the pantry yet: write what you have at home, such as “2 onions”.")
      : localizedPlural(
        "{count} thing at home", "{count} things at home", count: state.items.count)
    if state.cookable.isEmpty {
      recipesSummary =
        state.queryText.isEmpty
        ? localized("No recipes to rank yet.")
        : localized("No recipe matches “{query}”.", ["query": state.queryText])
    } else if state.items.isEmpty {
      // Ranked by the staples alone: say so, rather than "0 recipes can be made now" over a
      // list of recipes.
      // The counts ("2 of 5 at home") are the staples then: say which.
      recipesSummary =
        state.staplesAtHome
        ? localized(
          "With nothing in the pantry yet, only salt, pepper and water count as at home; the recipes that need the fewest other things come first."
        )
        : localized(
          "With nothing in the pantry yet, the recipes that need the fewest things come first.")
    } else {
      let ready = state.cookable.filter(\.missing.isEmpty).count
      recipesSummary =
        ready == 0
        ? localized("Nothing can be made yet: the recipes that miss the least come first.")
        : localizedPlural(
          "{count} recipe can be made now", "{count} recipes can be made now", count: ready)
    }
    undoText = state.removed.map {
      localized("“{item}” was taken out of the pantry.", ["item": $0.text])
    }
    errorMessage = state.error?.message
    isLoading = state.isLoading
  }
}

extension PantryViewState.RecipeRow {
  /// The row of `recipe`: its count ("5 of 6 at home") and what it misses.
  public init(_ recipe: CookableRecipe) {
    self.init(
      id: recipe.id, name: recipe.name,
      countText: recipe.missing.isEmpty
        ? localizedPlural(
          "All {count} ingredient at home", "All {count} ingredients at home", count: recipe.need)
        : localizedPlural(
          "{have} of {count} at home", "{have} of {count} at home", count: recipe.need,
          ["have": String(recipe.have)]),
      missingText: recipe.missing.isEmpty
        ? ""
        : localized("Missing: {items}", ["items": recipe.missing.joined(separator: ", ")]),
      isComplete: recipe.missing.isEmpty)
  }
}
