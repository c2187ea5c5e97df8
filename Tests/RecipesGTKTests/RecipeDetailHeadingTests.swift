import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// What a recipe window shows under the name: its times and servings, what its author says
/// of it, where it comes from; the chips packed from the start; servings, units, shopping
/// and plan as one set of controls; and a header with no title of its own.
final class RecipeDetailHeadingTests: GTKTestCase {
  private static let scones = Recipe(
    id: "mine-scones", name: "Buttermilk Rye Scones", category: "Baking", tags: ["Quick"],
    sourceURL: URL(string: "https://www.oldmill.test/scones"),
    ingredients: [Ingredient(name: "rye flour", measure: "150 g")], servings: 8,
    yield: "8 scones", prepMinutes: 15, cookMinutes: 20, totalMinutes: 35,
    description: "Nutty rye and tangy buttermilk.", author: "Petronella Vos")

  func testTimesDescriptionAndSourceStandUnderTheName() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(
        recipes: Recipe.mocks + [Self.scones], clock: ManualClock(), log: ActionLog())
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Self.scones.id))
      pump(until: { store.state.detail(Self.scones.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Self.scones.id))
      pump(until: { window.factsLabel.isVisible }, "no facts")
      XCTAssertEqual(
        window.factsLabel.text.replacingOccurrences(of: "\u{00A0}", with: " "),
        "Prep 15 min · Cook 20 min · Total 35 min · Serves 8 · 8 scones")
      XCTAssertEqual(window.summaryLabel.text, "Nutty rye and tangy buttermilk.")
      XCTAssertEqual(window.sourceLabel.text, "By Petronella Vos · oldmill.test")
      store.send(.detail(Self.scones.id, .servingsChanged(4)))
      pump(until: { window.factsLabel.text.contains("Serves\u{00A0}4") }, "servings not followed")

      // The chips as wide as their text, from the start of the line, side by side, never
      // over what follows.
      window.window.setDefaultSize(width: 720, height: 860)
      window.present()
      pump(until: { window.chipLabels.last?.bounds(in: window.window)?.width ?? 0 > 0 })
      let bounds = try window.chipLabels.map { try XCTUnwrap($0.bounds(in: window.window)) }
      let title = try XCTUnwrap(window.titleLabel.bounds(in: window.window))
      XCTAssertEqual(bounds.first?.x ?? -1, title.x, accuracy: 1, "not at the start")
      for (left, right) in zip(bounds, bounds.dropFirst()) {
        XCTAssertEqual(left.y, right.y, accuracy: 1, "the chips are not side by side")
        XCTAssertLessThanOrEqual(left.maxX, right.x, "the chips overlap")
        XCTAssertLessThan(right.x - left.maxX, 16, "the chips are spread apart")
      }
      let servings = try XCTUnwrap(window.scalingBar.servingsSpin.bounds(in: window.window))
      XCTAssertGreaterThan(servings.y, (bounds.map(\.y).max() ?? 0) + 10, "a chip over Servings")

      // A wheel turn over Servings scrolls the recipe, not the servings.
      XCTAssertTrue(window.scalingBar.servingsSpin.passesScrollToPage)
      // Plan… sits with the shopping button, in the scaling bar.
      XCTAssertTrue(
        window.scalingBar.root.subtree.contains { $0.isSameWidget(as: window.planPopover.button) },
        "Plan… is not with the other controls")
      // No header title to be cut to "…" on a phone.
      XCTAssertNil(window.headerBar.titleLabel)
      withExtendedLifetime(flow) {}
    }
  }

  /// No "Serves 4" for a recipe that states no servings (issue 33): no facts line at all,
  /// and the servings control says its four are assumed.
  func testARecipeWithoutTimesAuthorOrServingsClaimsNone() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Recipe.mockPasta.id))
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      pump(until: { !window.ingredients.children.isEmpty }, "no ingredients")
      XCTAssertFalse(window.factsLabel.isVisible, "facts: \(window.factsLabel.text)")
      XCTAssertEqual(window.scalingBar.servingsSpin.value, 4)
      XCTAssertEqual(
        window.scalingBar.servingsSpin.tooltip,
        "The recipe does not say how many it serves: its amounts are taken as for 4.")
      XCTAssertFalse(window.summaryLabel.isVisible)
      XCTAssertFalse(window.sourceLabel.isVisible)
      withExtendedLifetime(flow) {}
    }
  }

  func testPlanningTheRecipeSaysSoUnderItsName() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Recipe.mockPasta.id))
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertFalse(window.planLabel.isVisible, "not planned yet")
      // Plan… as it opens: today, dinner.
      window.planPopover.planButton.click()
      pump(until: { window.planLabel.isVisible }, "planning said nothing")
      XCTAssertEqual(window.planLabel.text, "Planned for today, Dinner")
      withExtendedLifetime(flow) {}
    }
  }
}

/// The recipe window's Nutrition section, over an estimate of the test's own.
final class RecipeNutritionSectionTests: GTKTestCase {
  func testTheSectionShowsAServingOnceTheEstimateComes() throws {
    try MainActor.assumeIsolated {
      let facts = NutritionFacts(
        calories: 412, fat: 20, saturatedFat: 5, carbohydrate: 30, sugar: 8, fiber: 6,
        protein: 22, salt: 1.5, servings: 4, countedLines: 9, totalLines: 10,
        uncounted: [.init(text: "1 bunch dill", reason: "no weight known for “bunch”")])
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = Store(
        initialState: AppFeature.State(),
        reducer: AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
          opener: .failing, now: { testNow }, nutrition: NutritionClient { _, _ in facts }))
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      defer { withExtendedLifetime(flow) {} }
      store.send(.recipeActivated(Recipe.mockPasta.id))
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertFalse(window.nutritionSection.root.isVisible, "shown before the estimate")
      pump(until: { window.nutritionSection.root.isVisible }, "no nutrition shown")
      XCTAssertEqual(window.nutritionSection.shownRows.first?.name, "Energy")
      XCTAssertEqual(window.nutritionSection.shownRows.first?.value, "412 kcal")
      XCTAssertEqual(window.nutritionSection.shownRows.count, 8)
      XCTAssertEqual(
        window.nutritionSection.basisLabel.text,
        "Estimated from 9 of 10 lines, for one of 4 servings.")
      XCTAssertTrue(window.nutritionSection.uncountedLabel.text.contains("1 bunch dill"))
      store.send(.detailWindowClosed(Recipe.mockPasta.id))
    }
  }
}
