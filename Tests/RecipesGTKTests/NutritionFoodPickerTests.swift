import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The Nutrition section's list of lines and its "Change food…": the picker opens under the
/// line with the line's name searched, narrows as the cook types, and a food clicked is kept
/// for that ingredient and shown as the cook's choice; Escape closes it; the page's own
/// figures stand beside the estimate.
final class NutritionFoodPickerTests: GTKTestCase {
  private static let pasta = Recipe.mockPasta.keeping(
    PublishedMembers(
      json: #"{"nutrition": {"@type": "NutritionInformation", "calories": "357 kcal"}}"#))

  private static func client() -> NutritionClient {
    NutritionClient(
      estimate: { _, corrections in
        let choice = corrections["rigatoni"]
        let line = NutritionFacts.Line(
          text: "400 g Rigatoni", key: "rigatoni",
          food: choice == nil ? "Spaghetti, dry, enriched" : "Macaroni, dry, enriched",
          grams: 400, choice: choice)
        return NutritionFacts(
          calories: 371, fat: 1.5, saturatedFat: 0.3, carbohydrate: 75, sugar: 2.7, fiber: 3.2,
          protein: 13, salt: 0, servings: 4, countedLines: 1, totalLines: 1, uncounted: [],
          lines: [line])
      },
      searchFoods: { text in
        let foods = [
          FoodOption(id: "20120", name: "Spaghetti, dry, enriched"),
          FoodOption(id: "20099", name: "Macaroni, dry, enriched"),
        ]
        return foods.filter {
          $0.name.lowercased().contains(text.lowercased()) || text == "rigatoni"
        }
      })
  }

  func testAFoodChosenInThePickerIsKeptAndShownAsTheCooksChoice() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: [Self.pasta])
      let store = Store(
        initialState: AppFeature.State(),
        reducer: AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
          opener: .failing, now: { testNow }, nutrition: Self.client()))
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      defer { withExtendedLifetime(flow) {} }
      store.send(.recipeActivated(Self.pasta.id))
      let window = try XCTUnwrap(flow.detailWindow(Self.pasta.id))
      let section = window.nutritionSection
      pump(until: { section.root.isVisible }, "no nutrition shown")
      XCTAssertEqual(section.publishedLabel.text, "The page says 357 kcal.")
      XCTAssertTrue(section.publishedLabel.isVisible)
      XCTAssertFalse(section.linesExpander.isExpanded, "the lines are folded away at first")

      let change = try XCTUnwrap(section.changeButtons["rigatoni"])
      XCTAssertEqual(change.accessibleLabel, "Change the food of “400 g Rigatoni”")
      change.click()
      pump(until: { section.picker.resultButtons.count == 2 }, "the line's name not searched")
      XCTAssertTrue(section.picker.isOpen)
      XCTAssertTrue(section.linesExpander.isExpanded, "the picker shows under its line")
      XCTAssertEqual(section.picker.searchEntry.text, "rigatoni")

      section.picker.searchEntry.type("macaroni")
      pump(until: { section.picker.resultButtons.count == 1 }, "the search did not narrow")
      XCTAssertEqual(section.picker.resultButtons.first?.accessibleLabel, "Macaroni, dry, enriched")
      section.picker.resultButtons.first?.click()
      pump(
        until: { store.state.detail(Self.pasta.id)?.nutrition?.lines.first?.choice != nil },
        "the choice was not worked in")
      XCTAssertFalse(section.picker.isOpen)
      let kept = Locked<[String: FoodChoice]?>(nil)
      Task.detached {
        let corrections = await library.foodCorrections
        kept.withLock { $0 = corrections }
      }
      pump(until: { kept.withLock { $0 } != nil }, "the library did not answer")
      XCTAssertEqual(kept.withLock { $0 }, ["rigatoni": .food(id: "20099")])

      // Escape in the search box closes the picker without a choice.
      change.click()
      pump(until: { section.picker.isOpen }, "the picker did not open again")
      section.picker.searchEntry.stopSearch()
      pump(until: { !section.picker.isOpen }, "Escape did not close the picker")
      XCTAssertNil(store.state.detail(Self.pasta.id)?.foodPicker)
      store.send(.detailWindowClosed(Self.pasta.id))
    }
  }
}
