import GtkInterop
import RecipesCore
import RecipesLocalization

/// The category and cuisine drop-downs of a narrow window's row under the header.
@MainActor
struct NarrowFilters {
  let category = DropDown(
    allLabel: localized("All categories"), accessibleLabel: localized("Category"),
    label: CatalogNames.category)
  let area = DropDown(
    allLabel: localized("All cuisines"), accessibleLabel: localized("Area", context: "cuisine"),
    label: CatalogNames.cuisine)

  /// Shows the filters `view` offers and has chosen.
  func render(_ view: RecipeListViewState) {
    category.setItems(view.categories, selected: view.selectedCategory)
    area.setItems(view.areas, selected: view.selectedArea)
  }
}
