import Foundation
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

final class RecipeDetailWindowTests: GTKTestCase {
  func testShowsTheNameIngredientsAndNumberedSteps() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = openDetail(.mock, log: ActionLog())
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      XCTAssertEqual(window.window.title, "Chicken Pot Pie")
      XCTAssertEqual(window.titleLabel.text, "Chicken Pot Pie")
      XCTAssertEqual(window.ingredients.children.count, Recipe.mock.ingredients.count)
      XCTAssertEqual(window.steps.children.count, 3)
      XCTAssertTrue(window.sourceButton.isVisible)
      XCTAssertTrue(window.videoButton.isVisible)
      // Tests/EndToEnd finds these by name.
      XCTAssertEqual(window.sourceButton.accessibleLabel, "Open source")
      XCTAssertEqual(window.videoButton.accessibleLabel, "Watch video")
      XCTAssertEqual(window.favoriteToggle.accessibleLabel, "Favorite")
    }
  }

  func testLinkButtonsAreHiddenWithoutLinks() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = openDetail(.mockPasta, log: ActionLog())
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertFalse(window.sourceButton.isVisible)
      XCTAssertFalse(window.videoButton.isVisible)
    }
  }

  func testOpenSourceHandsTheSourceURLToTheOpener() throws {
    try MainActor.assumeIsolated {
      let opened = OpenedURLs()
      let log = ActionLog<AppFeature.Action>()
      let (_, flow) = openDetail(.mock, opener: .recording(into: opened), log: log)
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      window.sourceButton.click()
      XCTAssertTrue(log.actions.contains(.detail(Recipe.mock.id, .openSourceTapped)))
      var urls: [URL] = []
      pump(
        until: {
          Task { urls = await opened.urls }
          return urls == [URL(string: "https://example.org/pot-pie")]
        }, "the opener never received the source URL")
    }
  }

  func testClosingTheWindowRemovesItFromTheState() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let (store, flow) = openDetail(.mockPasta, log: log)
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      window.window.close()
      pump(until: { store.state.details.isEmpty }, "closing did not reach the state")
      XCTAssertTrue(log.actions.contains(.detailWindowClosed(Recipe.mockPasta.id)))
      XCTAssertTrue(flow.openDetailIDs.isEmpty)
    }
  }

  func testTheFavoriteToggleSendsItsAction() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let (store, flow) = openDetail(.mockPasta, log: log)
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertFalse(window.favoriteToggle.isActive)
      window.favoriteToggle.click()
      XCTAssertTrue(log.actions.contains(.detail(Recipe.mockPasta.id, .favoriteToggled)))
      pump(until: { store.state.list.favoriteIDs.contains(Recipe.mockPasta.id) })
      pump(until: { window.favoriteToggle.isActive }, "the star never showed the favorite")
    }
  }
}

@MainActor
private func openDetail(
  _ recipe: Recipe, opener: URLOpener = .failing, log: ActionLog<AppFeature.Action>
) -> (Store<AppFeature.State, AppFeature.Action>, FlowController) {
  let store = makeStore(clock: ManualClock(), log: log, opener: opener)
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.recipeActivated(recipe.id))
  pump(until: { store.state.detail(recipe.id)?.recipe != nil }, "the recipe never loaded")
  return (store, flow)
}
