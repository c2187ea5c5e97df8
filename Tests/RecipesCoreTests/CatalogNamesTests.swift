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
          MessageCatalog.key("Side", context: "category"): "Beilage",
          MessageCatalog.key("Starter", context: "category"): "Vorspeise",
          MessageCatalog.key("Breakfast", context: "category"): "Frühstück",
          MessageCatalog.key("Main Course", context: "category"): "Hauptgericht",
          MessageCatalog.key("Baking", context: "category"): "Backen",
          MessageCatalog.key("Lunch", context: "category"): "Mittagessen",
          MessageCatalog.key("Mexican", context: "cuisine"): "Mexikanisch",
          MessageCatalog.key("Korean", context: "cuisine"): "Koreanisch",
        ], locale: Locale(identifier: "de_DE")))
  }

  func testEnglishIsTheStoredName() {
    XCTAssertEqual(CatalogNames.category("Seafood"), "Seafood")
    XCTAssertEqual(CatalogNames.cuisine("Italian"), "Italian")
  }

  func testInEnglishAnotherSpellingStaysAsTheRecipeWritesIt() {
    for written in ["Appetizer", "Side Dish", "Desserts", "Main Dishes", "Mexican Cuisine"] {
      XCTAssertEqual(CatalogNames.category(written), written)
      XCTAssertEqual(CatalogNames.cuisine(written), written)
    }
    XCTAssertEqual(CatalogNames.category("seafood"), "Seafood")
    XCTAssertEqual(CatalogNames.category("main course"), "Main Course")
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

  func testAnImportedRecipesEnglishSpellingsAndPluralsAreTranslated() {
    installGerman()
    let categories = [
      "Main Course": "Hauptgericht", "main dish": "Hauptgericht",
      "Main Dishes": "Hauptgericht", "Mains": "Hauptgericht", "Side Dish": "Beilage",
      "Side Dishes": "Beilage", "Sides": "Beilage", "Appetizer": "Vorspeise",
      "Appetizers": "Vorspeise", "Starters": "Vorspeise", "BREAKFAST": "Frühstück",
      "Baking": "Backen", " Seafood ": "Meeresfrüchte", "Seafood Recipes": "Meeresfrüchte",
    ]
    for (written, shown) in categories {
      XCTAssertEqual(CatalogNames.category(written), shown, written)
    }
    // German writes "Dessert" as English does: its plural stays as the recipe has it.
    XCTAssertEqual(CatalogNames.category("Desserts"), "Desserts")
    XCTAssertEqual(CatalogNames.cuisine("Mexican Cuisine"), "Mexikanisch")
    XCTAssertEqual(CatalogNames.cuisine("korean"), "Koreanisch")
  }

  func testATagListIsTranslatedPartByPartAndUnknownWordsStayAsWritten() {
    installGerman()
    XCTAssertEqual(CatalogNames.category("Lunch, Side Dish"), "Mittagessen, Beilage")
    XCTAssertEqual(CatalogNames.category("Dessert, Hamburgare"), "Dessert, Hamburgare")
    XCTAssertEqual(CatalogNames.category("Huvudrätt,Middag"), "Huvudrätt,Middag")
    XCTAssertEqual(CatalogNames.category("Sourdough Recipes"), "Sourdough Recipes")
    XCTAssertEqual(CatalogNames.category("Dishes"), "Dishes")
    XCTAssertEqual(CatalogNames.cuisine("Fusion"), "Fusion")
    XCTAssertEqual(CatalogNames.cuisine("Italian food"), "Italienisch")
  }

  func testAnImportedRecipesCardAndChipsAreTranslatedWhileItsStoredTagsStay() {
    installGerman()
    let recipe = Recipe(
      id: "imported-1", name: "Bibimbap", category: "Main Dishes", area: "Korean",
      ingredients: [Ingredient(name: "Rice", measure: "300 g")])
    XCTAssertEqual(
      RecipeListViewState.Card(recipe.summary, isFavorite: false).subtitle,
      "Hauptgericht · Koreanisch")
    var detail = RecipeDetailFeature.State(id: recipe.id)
    detail.recipe = recipe
    XCTAssertEqual(
      Array(RecipeDetailViewState(detail).chips.prefix(2)), ["Hauptgericht", "Koreanisch"])
    XCTAssertEqual(recipe.category, "Main Dishes")
    XCTAssertEqual(recipe.area, "Korean")
  }

  func testTheFiltersEntriesThatWouldReadAlikeAreToldApart() {
    installGerman()
    XCTAssertEqual(
      CatalogNames.distinctLabels(
        ["Dessert", "Desserts", "Main Course", "Main Dish", "Starter", "Starters"],
        name: CatalogNames.category),
      [
        "Dessert", "Desserts", "Hauptgericht (Main Course)", "Hauptgericht", "Vorspeise",
        "Vorspeise (Starters)",
      ])
  }

  func testTheFiltersEntriesAreInTheOrderTheirNamesRead() {
    installGerman()
    XCTAssertEqual(
      CatalogNames.inReadingOrder(
        ["Appetizer", "Breakfast", "Dessert", "Seafood", "Side", "Starter"],
        name: CatalogNames.category),
      // Of the two Vorspeisen the one shown plainly first ("Vorspeise (Appetizer)" after).
      ["Side", "Dessert", "Breakfast", "Seafood", "Starter", "Appetizer"])
    // Accents and case aside: "Ägyptisch" among the A's, not after the Z's.
    Localization.install(
      .table(
        [
          MessageCatalog.key("Egyptian", context: "cuisine"): "Ägyptisch",
          MessageCatalog.key("American", context: "cuisine"): "Amerikanisch",
          MessageCatalog.key("Chinese", context: "cuisine"): "Chinesisch",
        ], locale: Locale(identifier: "de_DE")))
    XCTAssertEqual(
      CatalogNames.inReadingOrder(
        ["American", "Chinese", "Egyptian", "zanzibari"], name: CatalogNames.cuisine),
      ["Egyptian", "American", "Chinese", "zanzibari"])
  }
}
