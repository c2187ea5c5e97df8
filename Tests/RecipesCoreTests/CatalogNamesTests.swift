import Foundation
import RecipesCore
import RecipesLocalization
import XCTest

/// The catalog's categories and cuisines shown in the reader's language, stored as they are.
///
/// The catalog is process-wide: XCTests, one at a time, putting the source catalog back.
final class CatalogNamesTests: XCTestCase {
  override func tearDown() {
    Localization.install(.source)
  }

  private func installGerman() {
    Localization.install(
      .table(
        [
          MessageCatalog.key("Seafood", context: "category"): "Meeresfrüchte",
          MessageCatalog.key("Dessert", context: "category"): "Dessert",
          MessageCatalog.key("Italian", context: "cuisine"): "Italienisch",
          MessageCatalog.key("French", context: "cuisine"): "Französisch",
        ], locale: Locale(identifier: "de_DE")))
  }

  func testEnglishIsTheStoredName() {
    XCTAssertEqual(CatalogNames.category("Seafood"), "Seafood")
    XCTAssertEqual(CatalogNames.cuisine("Italian"), "Italian")
  }

  func testAKnownNameIsTranslatedWhateverItsCaseAndAnUnknownOneKept() {
    installGerman()
    XCTAssertEqual(CatalogNames.category("Seafood"), "Meeresfrüchte")
    XCTAssertEqual(CatalogNames.category("seafood"), "Meeresfrüchte")
    XCTAssertEqual(CatalogNames.cuisine("Italian"), "Italienisch")
    XCTAssertEqual(CatalogNames.category("Brunch"), "Brunch")  // a cook's own
    // A category is not a cuisine: "French" is only translated as a cuisine.
    XCTAssertEqual(CatalogNames.category("French"), "French")
  }

  func testCardsChipsAndPrintedPagesShowTheTranslationWhileTheFilterKeepsTheStoredName() {
    installGerman()
    let recipe = Recipe(
      id: "catalog-1", name: "Risotto ai frutti di mare", category: "Seafood", area: "Italian",
      ingredients: [Ingredient(name: "Rice", measure: "300 g")])
    XCTAssertEqual(
      RecipeListViewState.Card(recipe.summary, isFavorite: false).subtitle,
      "Meeresfrüchte · Italienisch")
    var detail = RecipeDetailFeature.State(id: recipe.id)
    detail.recipe = recipe
    XCTAssertEqual(
      Array(RecipeDetailViewState(detail).chips.prefix(2)), ["Meeresfrüchte", "Italienisch"])
    // What is stored and filtered by stays English.
    XCTAssertEqual(recipe.summary.category, "Seafood")
    XCTAssertTrue(SearchQuery(parsing: "cat:seafood area:italian").matches(recipe))
  }
}
