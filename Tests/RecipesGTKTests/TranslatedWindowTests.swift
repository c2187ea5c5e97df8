import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The windows in German and in French, over catalogs compiled from the project's `po/`:
/// the main menu, a recipe window's buttons and measures, the shopping list's aisles.
///
/// XCTest runs one test at a time, so the process's locale and catalog can change here;
/// each test puts the English source catalog and the C locale back.
final class TranslatedWindowTests: GTKTestCase {
  private var catalogs: CompiledCatalogs!
  private var savedLocale: String?

  /// Written for two, with spoon measures (the language's own abbreviations).
  static let teriyaki = Recipe(
    id: "catalog-95", name: "Teriyaki", instructions: "Mix.\nGlaze.",
    ingredients: [
      Ingredient(name: "Soy sauce", measure: "2 tbsp"),
      Ingredient(name: "Butter", measure: "100 g"),
    ],
    servings: 2)

  override func setUpWithError() throws {
    try super.setUpWithError()
    savedLocale = Gettext.currentLocale()
    catalogs = try CompiledCatalogs()
  }

  override func tearDownWithError() throws {
    try super.tearDownWithError()
    Localization.install(.source)
    Gettext.restoreLocale(savedLocale)
    catalogs = nil
  }

  // MARK: - German

  func testTheWindowsInGerman() throws {
    try install("de_DE.UTF-8")
    try MainActor.assumeIsolated {
      let labels = MainMenu.make().entries.map(\.label)
      XCTAssertEqual(
        labels,
        [
          "Aktualisieren", "Abgleichen …", "Systemstil folgen", "Hell", "Dunkel", "Einstellungen",
          "Tastenkürzel", "Info zu Rezepte",
        ])

      let (store, flow) = openRecipe()
      let window = try XCTUnwrap(flow.detailWindow(Self.teriyaki.id))
      XCTAssertEqual(
        window.scalingBar.shoppingLabel.text, "Zur Einkaufsliste hinzufügen")
      XCTAssertEqual(window.cookButton.label, "Kochen")
      XCTAssertEqual(ingredientRows(of: window).first, ["2 EL", "Soy sauce"])

      window.scalingBar.addToShoppingListButton.click()
      pump(until: { store.state.shoppingList.list.entries.count == 1 }, "nothing was added")
      let (listFlow, list) = try openShoppingList(store)
      defer { withExtendedLifetime(listFlow) {} }
      XCTAssertEqual(HomeView.shopping.title, "Einkaufen", "the view's name in the switcher")
      XCTAssertEqual(list.clearButton.label, "Leeren")
      XCTAssertEqual(list.summaryLabel.text, "2 Artikel, 0 abgehakt")
      let text = ShoppingListViewState(store.state.shoppingList).plainText
      XCTAssertTrue(text.hasPrefix("Einkaufsliste\nFür Teriyaki · 2 Portionen\n"), text)
    }
  }

  // MARK: - French

  func testTheWindowsInFrench() throws {
    try install("fr_FR.UTF-8")
    try MainActor.assumeIsolated {
      let labels = MainMenu.make().entries.map(\.label)
      XCTAssertEqual(Array(labels.prefix(2)), ["Actualiser", "Synchroniser…"])
      let toggles = FilterToggles()
      XCTAssertEqual(toggles.favorites.accessibleLabel, "Favoris seulement")
      XCTAssertEqual(toggles.mine.accessibleLabel, "Mes recettes")
      XCTAssertEqual(
        MainMenu.makeNew().entries.map(\.label), ["Nouvelle recette", "Importer des recettes…"])
      XCTAssertEqual(labels.last, "À propos de Recettes")

      let (store, flow) = openRecipe()
      let window = try XCTUnwrap(flow.detailWindow(Self.teriyaki.id))
      XCTAssertEqual(
        window.scalingBar.shoppingLabel.text, "Ajouter à la liste de courses")
      XCTAssertEqual(ingredientRows(of: window).first, ["2 c.\u{a0}à\u{a0}s.", "Soy sauce"])

      window.scalingBar.addToShoppingListButton.click()
      pump(until: { store.state.shoppingList.list.entries.count == 1 }, "nothing was added")
      let (listFlow, list) = try openShoppingList(store)
      defer { withExtendedLifetime(listFlow) {} }
      XCTAssertEqual(HomeView.shopping.title, "Courses", "the view's name in the switcher")
      XCTAssertEqual(list.summaryLabel.text, "2 articles, cochés\u{a0}: 0")
      XCTAssertEqual(
        ShoppingListViewState(store.state.shoppingList).sections.map(\.title),
        ["Produits laitiers et œufs", "Épicerie"])
    }
  }

  /// The planner's bar on a phone in French: the week's title on one line beside More and
  /// the arrows ("Aujourd'hui" beside them took it to three), and More's popover within the
  /// window ("Ajouter la semaine à la liste de courses" on one line made it 3 px wider).
  func testThePlannersBarFitsAPhoneInFrench() throws {
    try install("fr_FR.UTF-8")
    try MainActor.assumeIsolated {
      let (_, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.presentAsPhone()
      pump(until: { window.moreButton.isMapped }, "no More button on a phone")
      XCTAssertFalse(window.todayButton.isMapped, "Aujourd'hui beside the arrows on a phone")
      // Each date whole: two lines at most, broken after the dash.
      XCTAssertEqual(window.weekTitle.text, "30\u{a0}nov.\u{a0}– 6\u{a0}déc.\u{a0}2026")
      pump(until: { window.weekTitle.allocatedHeight > 0 })
      XCTAssertLessThan(
        window.weekTitle.allocatedHeight, 2 * window.moreButton.allocatedHeight,
        "the week's title takes three lines")
      window.moreButton.popup()
      pump(until: { window.compactShopButton.isMapped }, "More opened nothing")
      XCTAssertTrue(window.compactTodayButton.isMapped, "no Aujourd'hui in More")
      let content = try XCTUnwrap(window.compactShopButton.parentWidget)
      pump(until: { content.allocatedWidth > 0 }, "More's content was never laid out")
      // The popover's own edges and arrow take about 30 px around its content.
      XCTAssertLessThanOrEqual(
        content.allocatedWidth + 30, window.window.allocatedWidth,
        "More's popover is wider than the window")
      window.moreButton.popdown()
    }
  }

  // MARK: - Setup

  /// Installs the catalog for `localeName`, or skips when the system lacks that locale.
  private func install(_ localeName: String) throws {
    let catalog = Gettext.catalog(
      domain: "recipes", directory: catalogs.directory, localeName: localeName)
    try XCTSkipUnless(
      Gettext.messagesLocaleName == localeName,
      "\(localeName) is not generated here (scripts/install-deps.sh --test does)")
    Localization.install(catalog)
  }
}

// MARK: - Helpers (free functions: the test case itself never crosses into the main actor)

@MainActor
private func openRecipe() -> (Store<AppFeature.State, AppFeature.Action>, FlowController) {
  let library = InMemoryLibrary(recipes: [TranslatedWindowTests.teriyaki])
  let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.recipeActivated(TranslatedWindowTests.teriyaki.id))
  pump(
    until: { store.state.detail(TranslatedWindowTests.teriyaki.id)?.recipe != nil }, "never loaded")
  return (store, flow)
}

@MainActor
private func openShoppingList(
  _ store: Store<AppFeature.State, AppFeature.Action>
) throws -> (ShoppingListFlow, ShoppingListView) {
  let flow: ShoppingListFlow = makeHome(store).home.shopping
  store.send(.viewSelected(.shopping))
  pump(until: { flow.view?.checkBoxes.isEmpty == false }, "the list never showed")
  return (flow, try XCTUnwrap(flow.view))
}

@MainActor
private func ingredientRows(of window: RecipeDetailWindow) -> [[String]] {
  window.ingredients.children.map { row in
    ((row as? Box)?.children ?? []).compactMap { ($0 as? Label)?.text }
  }
}
