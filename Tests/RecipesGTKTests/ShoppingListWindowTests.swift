import Foundation
import GtkInterop
import RecipesCore
import RecipesResources
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The shopping list view in real GTK: ticks saved through the store and there again
/// when the list is read back, remove, Clear, "Copy as text", and the buttons that show it
/// and fill it.
final class ShoppingListWindowTests: GTKTestCase {
  func testEveryItemHasACheckBoxNamedByItsTextAndATickSurvivesReopening() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      XCTAssertEqual(store.state.view, .shopping)
      let butter = try XCTUnwrap(window.checkBoxes["butter"])
      // 150 g for 4 (as the recipe does not say), shopped for 8.
      XCTAssertEqual(butter.accessibleLabel, "300 g Butter")
      XCTAssertEqual(butter.label, "300 g Butter")
      XCTAssertFalse(butter.isActive)
      butter.click()
      XCTAssertEqual(store.state.shoppingList.checkedKeys, ["butter"])

      // Another view and back: the same view, ticked; read back from the library, too.
      store.send(.viewSelected(.recipes))
      store.send(.viewSelected(.shopping))
      XCTAssertTrue(flow.view === window, "one view, built once")
      store.send(.shoppingList(.loadRequested))
      pump(until: { !store.state.shoppingList.isLoading })
      pump(until: { flow.view?.checkBoxes["butter"]?.isActive == true }, "the tick was lost")
      XCTAssertEqual(flow.view?.checkBoxes["caster sugar"]?.isActive, false)
    }
  }

  /// Copy and Clear are edged from the list that scrolls under them, as a header is (the
  /// walk-through saw the list scroll flush under them): a line across the row's foot.
  func testTheButtonsOverTheListAreEdgedFromIt() throws {
    try MainActor.assumeIsolated {
      StyleSheet.apply(RecipesResources.styleSheet())
      let (_, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      pump(until: { window.toolbar.renderedTexture() != nil }, "the buttons were never drawn")
      let texture = try XCTUnwrap(window.toolbar.renderedTexture())
      let pixels = texture.pixels()
      let width = texture.size.width
      let height = texture.size.height
      // Left of the buttons, where the row's own background shows: the foot is drawn, and
      // the row above it is not.
      let foot = pixels[(height - 1) * width + 4]
      let above = pixels[(height - 3) * width + 4]
      XCTAssertGreaterThan(foot.alpha, 0, "nothing edges the buttons from the list")
      XCTAssertEqual(above.alpha, 0)
    }
  }

  func testTheKeyboardStartsOnAnItemNotOnARemoveButton() throws {
    try MainActor.assumeIsolated {
      let (_, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      pump(until: { window.root.isMapped }, "the list never showed")
      XCTAssertFalse(
        window.removeButtons.values.contains { $0.containsFocus },
        "Space would take a recipe off the list")
      XCTAssertTrue(window.checkBoxes.values.contains { $0.containsFocus })
    }
  }

  func testRemovingARecipeTakesItsItemsAway() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      XCTAssertNotNil(window.checkBoxes["walnut"])
      let remove = try XCTUnwrap(window.removeButtons[Recipe.mockDessert.id])
      XCTAssertEqual(remove.accessibleLabel, "Remove Walnut Brownies")
      remove.click()
      XCTAssertEqual(
        store.state.shoppingList.list.entries.map(\.recipeID), [Recipe.mockCremeBrulee.id])
      XCTAssertNil(window.checkBoxes["walnut"])
      XCTAssertNotNil(window.checkBoxes["double cream"])
      XCTAssertNil(window.removeButtons[Recipe.mockDessert.id])

      // Taken off by mistake: Undo puts it back.
      let toast = try XCTUnwrap(window.undoToast.toast, "no Undo after a recipe's removal")
      XCTAssertEqual(toast.title, "Removed “Walnut Brownies”")
      window.toasts.clickButton(of: toast)
      pump(until: { window.checkBoxes["walnut"] != nil }, "Undo did not put the recipe back")
      XCTAssertEqual(
        Set(store.state.shoppingList.list.entries.map(\.recipeID)),
        [Recipe.mockDessert.id, Recipe.mockCremeBrulee.id])
      XCTAssertNil(store.state.shoppingList.removal)

      // Again, and Ctrl+Z instead of the toast's button.
      try XCTUnwrap(window.removeButtons[Recipe.mockDessert.id]).click()
      XCTAssertNil(window.checkBoxes["walnut"])
      XCTAssertTrue(window.root.pressLocalShortcut("<Control>z"), "Ctrl+Z is not the view's")
      pump(until: { window.checkBoxes["walnut"] != nil }, "Ctrl+Z did not put the recipe back")
      XCTAssertNil(window.undoToast.toast, "the offer stayed after it was taken")
    }
  }

  func testClearAsksFirstAndKeepLeavesTheListAsItWas() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      pump(until: { window.root.isMapped }, "the list never showed")
      let before = store.state.shoppingList.list
      XCTAssertFalse(window.clearQuestion.isVisible)
      window.clearButton.click()
      let question = try XCTUnwrap(
        window.clearQuestion.dialog, "Clear emptied the list without asking")
      XCTAssertEqual(question.heading, "Clear the shopping list?")
      XCTAssertEqual(question.defaultResponse, "keep", "Enter would clear")
      XCTAssertEqual(question.closeResponse, "keep", "Escape would clear")
      XCTAssertEqual(question.appearance(of: "confirm"), .destructive)
      XCTAssertFalse(window.clearButton.isSensitive, "one question at a time")
      XCTAssertEqual(store.state.shoppingList.list, before)
      XCTAssertNotNil(window.checkBoxes["butter"])

      question.respond("keep")
      XCTAssertFalse(window.clearQuestion.isVisible)
      pump(until: { window.clearButton.isSensitive }, "Keep did not give Clear back")
      XCTAssertEqual(store.state.shoppingList.list, before)
      store.send(.shoppingList(.loadRequested))
      pump(until: { !store.state.shoppingList.isLoading })
      XCTAssertEqual(store.state.shoppingList.list, before, "the library kept it too")
    }
  }

  func testEscapeAtTheClearQuestionKeepsTheList() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      pump(until: { window.root.isMapped }, "the list never showed")
      let before = store.state.shoppingList.list
      window.clearButton.click()
      XCTAssertTrue(store.state.shoppingList.isConfirmingClear)
      let question = try XCTUnwrap(window.clearQuestion.dialog)
      pump(until: { question.isShown }, "the question never showed")
      // Escape closes the dialog, which gives its close response: Keep.
      question.close()
      pump(until: { !store.state.shoppingList.isConfirmingClear }, "Escape did not keep")
      XCTAssertFalse(window.clearQuestion.isVisible)
      XCTAssertTrue(window.clearButton.isSensitive)
      XCTAssertEqual(store.state.shoppingList.list, before, "Escape cleared the list")
    }
  }

  func testAFailedSaveShowsItsMessageInABannerWithNothingToPress() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      XCTAssertFalse(window.banner.root.isVisible)
      var failed = store.state.shoppingList
      failed.error = .library("disk I/O error")
      window.render(ShoppingListViewState(failed))
      XCTAssertTrue(window.banner.root.isVisible, "the failure went unsaid")
      XCTAssertEqual(
        window.banner.root.accessibleLabel, RecipesError.library("disk I/O error").message)
      XCTAssertTrue(window.banner.root.hasStyleClass("error"))
      window.render(ShoppingListViewState(store.state.shoppingList))
      XCTAssertFalse(window.banner.root.isVisible, "the message outlived the failure")
    }
  }

  func testConfirmingClearEmptiesTheListAndSaysHowToFillIt() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      XCTAssertTrue(window.clearButton.isSensitive)
      window.clearButton.click()
      let question = try XCTUnwrap(window.clearQuestion.dialog)
      XCTAssertEqual(question.label(of: "confirm"), "Clear")
      question.respond("confirm")
      XCTAssertFalse(window.clearQuestion.isVisible)
      pump(until: { store.state.shoppingList.list.isEmpty }, "Clear did not clear")
      XCTAssertTrue(window.checkBoxes.isEmpty)
      XCTAssertTrue(window.summaryLabel.text.contains("Add to shopping list"))
      XCTAssertFalse(window.clearButton.isSensitive)
      XCTAssertFalse(window.copyButton.isSensitive)
      // Read back from the library: nothing there either.
      store.send(.shoppingList(.loadRequested))
      pump(until: { !store.state.shoppingList.isLoading })
      XCTAssertTrue(store.state.shoppingList.list.isEmpty)
    }
  }

  func testGarbageRowsShowAsRecipesToRemoveAndTheRestOfTheListStays() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let longID = Recipe.ID(rawValue: "mine-" + String(repeating: "x", count: 3_000))
      let rows: [(Recipe.ID, Int?)] = [
        ("catalog-99999", nil), (Recipe.mockDessert.id, Int.max), (longID, 0),
        (Recipe.mockCremeBrulee.id, -4),
      ]
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      for (id, servings) in rows {
        store.send(.shoppingList(.addTapped(id, servings: servings)))
        pump(until: { store.state.shoppingList.list.entries.contains { $0.recipeID == id } })
      }
      let flow: ShoppingListFlow = makeHome(store).home.shopping
      store.send(.viewSelected(.shopping))
      pump(until: { flow.view?.checkBoxes.isEmpty == false }, "the list never showed")
      let window = try XCTUnwrap(flow.view)
      XCTAssertEqual(Set(window.removeButtons.keys), Set(rows.map(\.0)))
      XCTAssertEqual(
        window.removeButtons["catalog-99999"]?.accessibleLabel,
        "Remove Recipe catalog-99999 (no longer in the library)")
      // The crème brûlée as written, whatever count was saved.
      XCTAssertEqual(window.checkBoxes["double cream"]?.label, "500 ml Double cream")
      XCTAssertNotNil(window.checkBoxes["walnut"], "the absurd servings hid the brownies")

      window.removeButtons["catalog-99999"]?.click()
      XCTAssertNil(window.removeButtons["catalog-99999"])
      XCTAssertNotNil(window.checkBoxes["double cream"])
      window.copyButton.click()
      let text = try XCTUnwrap(Clipboard.ownText)
      XCTAssertTrue(text.contains("\n- [ ] 500 ml Double cream\n"), text)
    }
  }

  func testCopyAsTextPutsTheListOnTheClipboard() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openShoppingList()
      defer { withExtendedLifetime(flow) {} }
      window.checkBoxes["egg"]?.click()
      window.copyButton.click()
      let text = try XCTUnwrap(Clipboard.ownText)
      XCTAssertEqual(text, ShoppingListViewState(store.state.shoppingList).plainText)
      XCTAssertTrue(text.hasPrefix("Shopping list\nFor Walnut Brownies · 8 servings; "), text)
      XCTAssertTrue(text.contains("\nDairy & eggs\n"), text)
      XCTAssertTrue(text.contains("\n- [ ] 300 g Butter\n"), text)
      XCTAssertTrue(text.contains("\n- [x] 6 Eggs\n"), text)
      // Eggs bought, not in the pantry: a toast offers to put them there.
      XCTAssertEqual(
        window.toasts.pendingToasts.map(\.title),
        ["Bought “Eggs”", "Copied: paste it into your notes."])
      let bought = try XCTUnwrap(window.toasts.pendingToasts.first)
      XCTAssertEqual(bought.buttonLabel, "Add to Pantry")
      window.toasts.clickButton(of: bought)
      pump(
        until: { store.state.pantry.items.map(\.text) == ["Eggs"] },
        "Add to Pantry did not put the eggs in the pantry")
      XCTAssertNil(store.state.shoppingList.boughtItem)
      pump(
        until: { store.state.shoppingList.atHomeKeys.contains("egg") },
        "the list did not mark the eggs at home")
    }
  }

  func testCtrlLShowsTheViewBuiltOnceAndAskingAgainKeepsIt() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      let list = makeHome(store)
      let flow: ShoppingListFlow = list.home.shopping
      XCTAssertNil(flow.view, "built before it was shown")
      XCTAssertEqual(
        GTKTestCase.application.accelerators(for: Command.shoppingList.detailedName).first,
        "<Control>l")
      list.parentWindow.activateAction(Command.shoppingList.detailedName)
      XCTAssertTrue(store.state.shoppingList.isOpen)
      XCTAssertEqual(list.home.visibleView, .shopping)
      let window = try XCTUnwrap(flow.view)
      pump(until: { !store.state.shoppingList.isLoading })
      XCTAssertTrue(window.summaryLabel.text.hasPrefix("Nothing to buy yet"))
      list.parentWindow.activateAction(Command.recipes.detailedName)
      XCTAssertEqual(list.home.visibleView, .recipes)
      list.parentWindow.activateAction(Command.shoppingList.detailedName)
      XCTAssertEqual(store.state.shoppingList.openRequest, 1, "read again for nothing")
      XCTAssertTrue(flow.view === window, "one view")
      XCTAssertEqual(list.home.visibleView, .shopping)
      _ = commands
    }
  }

  func testARecipeWindowsButtonAddsTheRecipe() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Recipe.mockPasta.id))
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertEqual(
        window.scalingBar.addToShoppingListButton.accessibleLabel, "Add to shopping list")
      XCTAssertEqual(window.scalingBar.shoppingLabel.text, "Add to shopping list")
      XCTAssertFalse(window.scalingBar.shoppingIcon.isVisible)
      XCTAssertTrue(window.scalingBar.addToShoppingListButton.isSensitive)
      window.scalingBar.addToShoppingListButton.click()
      pump(until: { !store.state.shoppingList.list.isEmpty }, "the recipe was not added")
      // A tick icon and words, never a typed "✓".
      XCTAssertEqual(window.scalingBar.shoppingLabel.text, "On the shopping list")
      XCTAssertTrue(window.scalingBar.shoppingIcon.isVisible)
      XCTAssertEqual(window.scalingBar.shoppingIcon.name, "object-select-symbolic")
      XCTAssertEqual(
        window.scalingBar.addToShoppingListButton.accessibleLabel, "Open shopping list")
      XCTAssertEqual(
        store.state.shoppingList.list.entries,
        [ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: nil)])
      // Pressed again, "On the shopping list" shows the list and adds nothing.
      XCTAssertFalse(store.state.shoppingList.isOpen)
      window.scalingBar.addToShoppingListButton.click()
      pump(until: { store.state.shoppingList.isOpen }, "the list did not open")
      XCTAssertEqual(store.state.view, .shopping, "the main window's Shopping view")
      XCTAssertEqual(store.state.shoppingList.list.entries.count, 1)
      XCTAssertEqual(
        store.state.shoppingList.list.items.map(\.text),
        ["2 Aubergines", "400 g Tomatoes", "80 g Ricotta salata", "400 g Rigatoni"])
      // Other servings shown: the list holds the recipe for those it was added for, and the
      // button says it updates the list; pressed, the list takes the window's servings.
      store.send(.detail(Recipe.mockPasta.id, .servingsChanged(8)))
      XCTAssertEqual(window.scalingBar.shoppingLabel.text, "Update shopping list")
      XCTAssertFalse(window.scalingBar.shoppingIcon.isVisible)
      XCTAssertTrue(window.scalingBar.shoppingCaption.isVisible)
      XCTAssertEqual(window.scalingBar.shoppingCaption.text, "On the list for 4 servings")
      XCTAssertEqual(
        window.scalingBar.addToShoppingListButton.accessibleLabel, "Add to shopping list")
      window.scalingBar.addToShoppingListButton.click()
      pump(until: { store.state.shoppingList.list.entries.first?.servings == 8 })
      XCTAssertEqual(store.state.shoppingList.list.items.first?.text, "4 Aubergines")
      XCTAssertEqual(window.scalingBar.shoppingLabel.text, "On the shopping list")
      XCTAssertFalse(window.scalingBar.shoppingCaption.isVisible)
    }
  }
}

/// A store whose shopping list holds the brownies (for 8) and the crème brûlée (as
/// written), and the list's flow, its view shown in the main window.
@MainActor
private func openShoppingList() throws -> (
  Store<AppFeature.State, AppFeature.Action>, ShoppingListFlow, ShoppingListView
) {
  let store = makeStore(clock: ManualClock(), log: ActionLog())
  store.send(.shoppingList(.addTapped(Recipe.mockDessert.id, servings: 8)))
  pump(until: { store.state.shoppingList.list.entries.count == 1 })
  store.send(.shoppingList(.addTapped(Recipe.mockCremeBrulee.id, servings: nil)))
  pump(until: { store.state.shoppingList.list.entries.count == 2 })
  let list = makeHome(store)
  list.present()
  store.send(.viewSelected(.shopping))
  let flow: ShoppingListFlow = list.home.shopping
  pump(until: { flow.view?.checkBoxes.isEmpty == false }, "the list never showed")
  return (store, flow, try XCTUnwrap(flow.view))
}

/// The cook's own items in the view: written in the field, added with Enter or the
/// button, ticked, and taken off with their own button.
final class ShoppingListOwnItemsWindowTests: GTKTestCase {
  func testAnItemOfTheCooksOwnIsAddedTickedAndRemoved() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow: ShoppingListFlow = makeHome(store).home.shopping
      store.send(.viewSelected(.shopping))
      let window = try XCTUnwrap(flow.view)
      pump(until: { !store.state.shoppingList.isLoading })
      XCTAssertEqual(window.ownItemEntry.accessibleLabel, "An item of your own")
      window.ownItemEntry.type("2 l milk")
      window.addOwnItemButton.click()
      pump(until: { store.state.shoppingList.list.ownItems.count == 1 }, "not added")
      XCTAssertEqual(window.ownItemEntry.text, "", "the field is ready for the next item")
      window.ownItemEntry.text = "   "
      window.addOwnItemButton.click()
      pump(until: { !store.state.shoppingList.isLoading })
      XCTAssertEqual(store.state.shoppingList.list.ownItems.count, 1, "a blank item was added")

      let item = try XCTUnwrap(store.state.shoppingList.list.ownItems.first)
      pump(until: { window.checkBoxes[item.key] != nil }, "no row")
      window.checkBoxes[item.key]?.click()
      pump(until: { store.state.shoppingList.checkedKeys.contains(item.key) }, "not ticked")
      XCTAssertEqual(window.ownItemRemoveButtons[item.id]?.accessibleLabel, "Remove 2 l milk")
      window.ownItemRemoveButtons[item.id]?.click()
      pump(until: { store.state.shoppingList.list.ownItems.isEmpty }, "not removed")
      XCTAssertTrue(window.summaryLabel.text.hasPrefix("Nothing to buy yet"))

      // Taken off by mistake: the toast's Undo puts it back, ticked as it was.
      let toast = try XCTUnwrap(window.undoToast.toast, "no Undo after a removal")
      XCTAssertEqual(toast.title, "Removed “2 l milk”")
      window.toasts.clickButton(of: toast)
      pump(until: { store.state.shoppingList.list.ownItems == [item] }, "Undo did not restore")
      pump(until: { window.checkBoxes[item.key]?.isActive == true }, "the tick was lost")
      XCTAssertNil(window.undoToast.toast)
      XCTAssertNil(store.state.shoppingList.removal)
    }
  }

  func testTakingAnItemOffNearTheBottomKeepsThePageWhereItWas() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      store.send(.viewSelected(.shopping))
      let window = try XCTUnwrap(list.home.shopping.view)
      let texts = (1...40).map { "Item \($0)" }
      store.send(.shoppingList(.ownItemsAdded(texts)))
      pump(until: { store.state.shoppingList.list.ownItems.count == 40 }, "not added")
      let scroller = try XCTUnwrap(window.scroller)
      pump(until: { scroller.maximumVerticalOffset > 400 }, "the list never grew tall")
      let last = try XCTUnwrap(store.state.shoppingList.list.ownItems.last)
      let remove = try XCTUnwrap(window.ownItemRemoveButtons[last.id])
      pump(until: { scroller.scroll(to: scroller.maximumVerticalOffset) }, "never scrolled")
      let offset = scroller.verticalOffset
      // As a click leaves it: the × has the focus, and goes with its row.
      remove.grabFocus()
      remove.click()
      pump(until: { store.state.shoppingList.list.ownItems.count == 39 }, "not removed")
      // The focus moves to the × of the row now in its place; GTK's scroll to it, if any,
      // animates.
      pump(
        until: { window.ownItemRemoveButtons.values.contains(where: \.containsFocus) },
        "the focus is not on the row now in the removed one's place")
      pumpUntilStill(scroller)
      XCTAssertGreaterThan(
        scroller.verticalOffset, offset - 100, "the page jumped to \(scroller.verticalOffset)")
    }
  }
}
