import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The recipe window's "Servings" spin button and "Units" switch: rows rescaled live, the
/// units remembered for the next window, notes after names, the printed page in step.
final class RecipeServingsWindowTests: GTKTestCase {
  /// Written for two, with a TheMealDB-style measure that mixes in a note.
  private static let teriyaki = Recipe(
    id: "catalog-90", name: "Teriyaki",
    ingredients: [
      Ingredient(name: "Chicken thighs", measure: "4, boneless, skin on"),
      Ingredient(name: "Soy sauce", measure: "4 tbsp"),
      Ingredient(name: "Chicken stock", measure: "1 cup"),
    ],
    servings: 2)
  /// Says nothing of servings: taken to serve four.
  private static let soup = Recipe(
    id: "catalog-91", name: "Soup", ingredients: [Ingredient(name: "Stock", measure: "500 ml")])

  func testTheSpinButtonStartsAtTheRecipesServingsAndRescalesTheRows() throws {
    try MainActor.assumeIsolated {
      let (store, flow) = open(Self.teriyaki)
      let window = try XCTUnwrap(flow.detailWindow(Self.teriyaki.id))
      XCTAssertEqual(window.scalingBar.servingsSpin.accessibleLabel, "Servings")
      XCTAssertEqual(window.scalingBar.servingsSpin.value, 2)
      // The note follows the name; the measure column holds the amount alone.
      XCTAssertEqual(
        rows(of: window),
        [
          ["4", "Chicken thighs, boneless, skin on"], ["4 tbsp", "Soy sauce"],
          ["1 cup", "Chicken stock"],
        ])
      window.scalingBar.servingsSpin.pick(3)
      XCTAssertEqual(store.state.detail(Self.teriyaki.id)?.chosenServings, 3)
      pump(until: { rows(of: window).first?.first == "6" }, "the rows were not rescaled")
      XCTAssertEqual(
        rows(of: window),
        [
          ["6", "Chicken thighs, boneless, skin on"], ["6 tbsp", "Soy sauce"],
          ["1 ½ cups", "Chicken stock"],
        ])
      // The row is named by what it shows, scaled; the line as written stays at hand in
      // its tooltip.
      let first = try XCTUnwrap(window.ingredients.children.first)
      XCTAssertEqual(first.accessibleLabel, "6 Chicken thighs, boneless, skin on")
      XCTAssertEqual(first.tooltip, "As written: 4, boneless, skin on Chicken thighs")
    }
  }

  func testARecipeThatDoesNotSayStartsAtFour() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = open(Self.soup)
      let window = try XCTUnwrap(flow.detailWindow(Self.soup.id))
      XCTAssertEqual(window.scalingBar.servingsSpin.value, 4)
      window.scalingBar.servingsSpin.pick(2)
      pump(until: { rows(of: window) == [["250 ml", "Stock"]] }, "not halved: \(rows(of: window))")
    }
  }

  func testTheUnitsSwitchConvertsAndTheNextWindowStartsWithTheChoice() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: [Self.teriyaki, Self.soup])
      let (store, flow) = open(Self.teriyaki, library: library)
      let window = try XCTUnwrap(flow.detailWindow(Self.teriyaki.id))
      XCTAssertEqual(window.scalingBar.unitsDropDown.accessibleLabel, "Units")
      XCTAssertNil(window.scalingBar.unitsDropDown.selectedItem, "starts as written")
      window.scalingBar.unitsDropDown.pick("Metric")
      // 4 tbsp are 59.1 ml, 1 US cup 236.6 ml: a jug reads in 5 ml steps from 20 ml.
      pump(
        until: { rows(of: window).dropFirst().map(\.first) == ["60 ml", "235 ml"] },
        "not converted: \(rows(of: window))")
      XCTAssertEqual(store.state.unitDisplay, .metric)
      var saved: String?
      pump(
        until: {
          Task { saved = await library.preferences[UnitDisplay.preferenceKey] }
          return saved == "metric"
        }, "the choice was not saved in the library")

      store.send(.recipeActivated(Self.soup.id))
      pump(until: {
        flow.detailWindow(Self.soup.id) != nil && store.state.detail(Self.soup.id)?.recipe != nil
      })
      let next = try XCTUnwrap(flow.detailWindow(Self.soup.id))
      pump(until: { !rows(of: next).isEmpty }, "the second window shows no rows")
      XCTAssertEqual(next.scalingBar.unitsDropDown.selectedItem, "Metric")
      XCTAssertEqual(rows(of: next), [["500 ml", "Stock"]])
      next.scalingBar.unitsDropDown.pick("Imperial")
      pump(
        until: { rows(of: next) == [["17 fl oz", "Stock"]] },
        "not imperial: \(rows(of: next))")
      // The first window keeps what it shows; only new windows take the new choice.
      XCTAssertEqual(window.scalingBar.unitsDropDown.selectedItem, "Metric")
    }
  }

  func testAChoiceSavedEarlierIsHowTheFirstWindowOpens() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(
        recipes: [Self.soup], preferences: [UnitDisplay.preferenceKey: "imperial"])
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      store.send(.launched)
      pump(until: { store.state.unitDisplay == .imperial }, "the saved choice was not read")
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Self.soup.id))
      pump(until: { store.state.detail(Self.soup.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Self.soup.id))
      pump(until: { !rows(of: window).isEmpty }, "no rows")
      XCTAssertEqual(window.scalingBar.unitsDropDown.selectedItem, "Imperial")
      XCTAssertEqual(rows(of: window), [["17 fl oz", "Stock"]])
    }
  }

  func testThePrintedPageUsesTheWindowsServingsAndUnits() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = open(Self.teriyaki)
      let window = try XCTUnwrap(flow.detailWindow(Self.teriyaki.id))
      XCTAssertEqual(
        window.makePrinter()?.page.ingredients,
        ["4 Chicken thighs, boneless, skin on", "4 tbsp Soy sauce", "1 cup Chicken stock"])
      window.scalingBar.servingsSpin.pick(4)
      window.scalingBar.unitsDropDown.pick("Metric")
      let page = try XCTUnwrap(window.makePrinter()?.page)
      XCTAssertEqual(page.subtitle, "Serves 4 (written for 2)")
      XCTAssertEqual(
        page.ingredients,
        ["8 Chicken thighs, boneless, skin on", "120 ml Soy sauce", "475 ml Chicken stock"])
    }
  }
}

/// Each ingredient row's labels: the measure, then the name with its note.
@MainActor
private func rows(of window: RecipeDetailWindow) -> [[String]] {
  window.ingredients.children.map { row in
    ((row as? Box)?.children ?? []).compactMap { ($0 as? Label)?.text }
  }
}

/// Opens `recipe`'s window over a store and library of its own (or `library`).
@MainActor
private func open(_ recipe: Recipe, library: InMemoryLibrary? = nil) -> (
  Store<AppFeature.State, AppFeature.Action>, FlowController
) {
  let library = library ?? InMemoryLibrary(recipes: [recipe])
  let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.recipeActivated(recipe.id))
  pump(until: { store.state.detail(recipe.id)?.recipe != nil }, "the recipe never loaded")
  return (store, flow)
}
