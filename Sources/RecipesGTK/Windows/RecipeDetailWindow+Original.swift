import GtkInterop
import RecipesCore
import RecipesLocalization

/// The window of the original of the cook's version, opened by its "Show Original": a
/// banner says what it is and leads back to theirs, and nothing in it changes the recipe.
extension RecipeDetailWindow {
  /// Readies the banner's button, which calls `showVersion`.
  func buildOriginalBanner(showVersion: @escaping @MainActor () -> Void) {
    originalBanner.button.setAccessibleLabel(localized("Show Your Version"))
    originalBanner.button.align(vertical: .center)
    originalBanner.button.onClick(showVersion)
  }

  /// Shows the banner over an original, and hides what would change it: Edit, the star,
  /// the rating and the collections (the cook's are on their version).
  func renderOriginal(_ view: RecipeDetailViewState) {
    originalBanner.show(view.originalNotice)
    let isOriginal = view.cooksVersionID != nil
    editButton.isVisible = !isOriginal
    favoriteToggle.isVisible = !isOriginal
    orderRow.root.isVisible = !isOriginal
  }
}
