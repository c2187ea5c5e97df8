import RecipesLocalization

/// What a recipe's window says after the editor saved it: that it was saved, and where the
/// cook finds it again (its "Show" shows My recipes).
///
/// It lives with the window's state, so it is said once, in the window that opened or came
/// to the front for the saved recipe, and gone when that window closes.
public struct SavedRecipeNotice: Equatable, Sendable {
  /// The recipe's name, as saved.
  public var name: String
  /// Whether the save made a recipe the library did not have: a new one, or the cook's
  /// version of another's (which takes the original's place).
  public var isNew: Bool
  /// Increases with every save while the window is open, so saving twice says so twice.
  public var sequence: Int

  /// The notice of `recipe` saved by the editor, following `previous`.
  public init(saved recipe: Recipe, isNew: Bool, after previous: SavedRecipeNotice?) {
    name = recipe.name
    self.isNew = isNew
    sequence = (previous?.sequence ?? 0) + 1
  }

  /// What the toast says: that the recipe was saved in My recipes, or that the changes were.
  public var message: String {
    isNew
      ? localized("“{name}” was saved in My recipes.", ["name": name])
      : localized("Your changes to “{name}” were saved.", ["name": name])
  }
}
