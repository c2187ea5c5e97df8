import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The editor window over a real store and an in-memory library.
final class EditorWindowTests: GTKTestCase {
  func testTheFieldsHaveTheNamesAssistiveToolsRead() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = openNewEditor()
      let editor = try XCTUnwrap(flow.editorWindow)
      XCTAssertEqual(editor.entry(.name)?.accessibleLabel, "Name")
      XCTAssertEqual(editor.entry(.category)?.accessibleLabel, "Category")
      XCTAssertEqual(editor.entry(.cuisine)?.accessibleLabel, "Cuisine")
      XCTAssertEqual(editor.textArea(.summary)?.accessibleLabel, "Description")
      XCTAssertEqual(editor.entry(.tags)?.accessibleLabel, "Tags")
      XCTAssertEqual(editor.entry(.source)?.accessibleLabel, "Source")
      XCTAssertEqual(editor.entry(.servings)?.accessibleLabel, "Servings")
      XCTAssertEqual(editor.textArea(.ingredients)?.accessibleLabel, "Ingredients")
      XCTAssertEqual(editor.textArea(.notes)?.accessibleLabel, "Notes")
      // Each step a row of its own, named by its number, with its buttons named too.
      let step = try XCTUnwrap(editor.stepsEditor.rows.first)
      XCTAssertEqual(editor.stepsEditor.rows.count, 1, "a new recipe has one row to type into")
      XCTAssertEqual(step.text.accessibleLabel, "Step 1")
      XCTAssertEqual(step.number.text, "1.")
      XCTAssertEqual(step.moveUpButton.accessibleLabel, "Move step 1 up")
      XCTAssertEqual(step.moveDownButton.accessibleLabel, "Move step 1 down")
      XCTAssertEqual(step.removeButton.accessibleLabel, "Remove step 1")
      XCTAssertEqual(editor.stepsEditor.addButton.accessibleLabel, "Add step")
      XCTAssertEqual(editor.textArea(.ingredients)?.showsLinesAsItems, true)
      XCTAssertEqual(editor.textArea(.summary)?.showsLinesAsItems, false)
      XCTAssertEqual(editor.saveButton.accessibleLabel, "Save")
      XCTAssertEqual(editor.window.title, "New Recipe")
    }
  }

  func testSavingWithoutANameSaysSoAndSavesNothing() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary()
      let (store, flow) = openNewEditor(library: library)
      let editor = try XCTUnwrap(flow.editorWindow)
      editor.entry(.servings)?.type("4")
      XCTAssertFalse(editor.errorLabel.isVisible)
      editor.saveButton.click()
      XCTAssertTrue(editor.errorLabel.isVisible, "no inline error")
      XCTAssertEqual(editor.errorLabel.text, "A recipe needs a name.")
      XCTAssertNotNil(store.state.editor, "the editor closed without saving")
      XCTAssertTrue(flow.editorWindow === editor)
      // Typing a name clears the complaint.
      editor.entry(.name)?.type("Soda bread")
      XCTAssertFalse(editor.errorLabel.isVisible)
      var saved = -1
      pump(until: {
        Task { saved = await library.allRecipes.count }
        return saved == 0
      })
    }
  }

  func testClosingWithUnsavedChangesAsksFirst() throws {
    try MainActor.assumeIsolated {
      let (store, flow) = openNewEditor()
      let editor = try XCTUnwrap(flow.editorWindow)
      editor.entry(.name)?.type("Soda bread")
      editor.window.close()
      let question = try XCTUnwrap(editor.discardQuestion.dialog, "closing did not ask")
      XCTAssertEqual(question.heading, "Discard the changes to this recipe?")
      XCTAssertEqual(question.label(of: "keep"), "Keep Editing")
      XCTAssertEqual(question.label(of: "confirm"), "Discard")
      XCTAssertEqual(question.label(of: "alternative"), "Save")
      XCTAssertEqual(question.appearance(of: "confirm"), .destructive)
      XCTAssertEqual(question.defaultResponse, "keep", "Enter would discard")
      XCTAssertNotNil(flow.editorWindow, "the window closed with unsaved changes")
      question.respond("keep")
      XCTAssertFalse(editor.discardQuestion.isVisible)
      pump(until: { store.state.editor?.isConfirmingClose == false }, "Keep Editing was not heard")
      XCTAssertEqual(editor.entry(.name)?.text, "Soda bread", "keeping on lost the typing")
      // Ctrl+W asks the same way.
      editor.window.activateAction(Command.close.detailedName)
      let again = try XCTUnwrap(editor.discardQuestion.dialog, "Ctrl+W did not ask")
      XCTAssertFalse(again === question, "the answered question came back")
      again.respond("confirm")
      pump(until: { store.state.editor == nil }, "Discard was not heard")
      XCTAssertNil(flow.editorWindow, "Discard left the window open")
    }
  }

  func testEscapeAtTheQuestionKeepsEditing() throws {
    try MainActor.assumeIsolated {
      let (store, flow) = openNewEditor()
      let editor = try XCTUnwrap(flow.editorWindow)
      pump(until: { editor.window.isShown }, "the editor never showed")
      editor.entry(.name)?.type("Soda bread")
      editor.window.close()
      let question = try XCTUnwrap(editor.discardQuestion.dialog, "closing did not ask")
      pump(until: { question.isShown }, "the question never showed")
      // Escape closes the dialog, which gives its close response: Keep Editing.
      question.close()
      pump(until: { store.state.editor?.isConfirmingClose == false }, "Escape did not keep editing")
      XCTAssertFalse(editor.discardQuestion.isVisible)
      XCTAssertNotNil(flow.editorWindow, "Escape discarded the changes")
      XCTAssertEqual(editor.entry(.name)?.text, "Soda bread")
    }
  }

  func testClosingWithNothingChangedDoesNotAsk() {
    MainActor.assumeIsolated {
      let (store, flow) = openNewEditor()
      flow.editorWindow?.window.close()
      XCTAssertNil(store.state.editor)
      XCTAssertNil(flow.editorWindow)
    }
  }

  func testSavePutsTheRecipeInTheListAsTheCooksOwn() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      let commands = installApplicationCommands(store)
      let list = RecipeListWindow(application: GTKTestCase.application, store: store)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      list.present()
      store.send(.list(.onAppear))
      pump(until: { list.cards?.count == Recipe.mocks.count }, "the list never loaded")
      // The cook was shopping: the toast's "Show" brings the Recipes view back.
      store.send(.viewSelected(.shopping))
      pump(until: { list.home.visibleView == .shopping })
      XCTAssertEqual(list.newMenuButton.currentMenu.entries.first?.action, "app.new-recipe")
      list.parentWindow.activateAction(Command.newRecipe.detailedName)
      let editor = try XCTUnwrap(flow.editorWindow, "New recipe opened no editor")
      editor.entry(.name)?.type("Soda bread")
      editor.entry(.servings)?.type("6")
      editor.textArea(.ingredients)?.type("500 g flour\n1 tsp baking soda\n400 ml buttermilk")
      editor.stepsEditor.rows.first?.text.type("Mix.")
      // Return starts the next step, and the keyboard goes there.
      editor.stepsEditor.rows.first?.text.pressReturn()
      XCTAssertEqual(editor.stepsEditor.rows.count, 2)
      XCTAssertEqual(editor.stepsEditor.rows.last?.text.accessibleLabel, "Step 2")
      let second = try XCTUnwrap(editor.stepsEditor.rows.last?.text)
      pump(
        until: { editor.window.focusedWidget?.isSameWidget(as: second) == true },
        "the keyboard did not go to step 2")
      editor.stepsEditor.rows.last?.text.type("Bake for 40 minutes\nuntil it sounds hollow.")
      editor.textArea(.notes)?.type("Good with soup.\n\nHalve the soda at altitude.")
      editor.textArea(.summary)?.type("A loaf in under an hour.")
      editor.entry(.tags)?.type("Bread, Quick")
      editor.entry(.source)?.type("oldmill.test/soda-bread")
      // The categories the library has, a click away; one chosen fills the field.
      let categories = try XCTUnwrap(editor.categoryValues)
      XCTAssertEqual(categories.button.accessibleLabel, "Categories in your library")
      XCTAssertEqual(
        categories.valueButtons.map(\.value), store.state.list.categories,
        "the list of categories is not the library's")
      let dessert = try XCTUnwrap(categories.valueButtons.first { $0.value == "Dessert" })
      dessert.button.click()
      XCTAssertEqual(editor.entry(.category)?.text, "Dessert")
      XCTAssertEqual(store.state.editor?.draft.category, "Dessert")
      editor.entry(.cuisine)?.type("Irish, a new one")
      editor.saveButton.click()
      pump(until: { flow.editorWindow == nil }, "the editor did not close after saving")
      // Where it went: its window opens.
      pump(
        until: { flow.openDetailIDs.count == 1 && store.state.details.first?.recipe != nil },
        "the saved recipe's window did not open")
      XCTAssertEqual(store.state.details.first?.recipe?.name, "Soda bread")
      XCTAssertEqual(store.state.details.first?.recipe?.tags, ["Bread", "Quick"])
      XCTAssertEqual(
        store.state.details.first?.recipe?.sourceURL?.absoluteString,
        "https://oldmill.test/soda-bread")
      XCTAssertEqual(store.state.details.first?.recipe?.description, "A loaf in under an hour.")
      pump(until: { list.cards?.count == Recipe.mocks.count + 1 }, "no new card")
      // Its window says it was saved, and shows where: the main window's own recipes.
      let detail = try XCTUnwrap(flow.detailWindow(try XCTUnwrap(store.state.details.first?.id)))
      let toast = try XCTUnwrap(detail.toasts.savedToast, "saving said nothing")
      XCTAssertEqual(toast.title, "“Soda bread” was saved in My recipes.")
      XCTAssertEqual(toast.buttonLabel, "Show")
      detail.toasts.overlay.clickButton(of: toast)
      pump(until: { list.cards?.loaded.map(\.title) == ["Soda bread"] }, "not in 'My recipes'")
      XCTAssertTrue(list.mineToggle.isActive, "My recipes does not show it is on")
      XCTAssertTrue(list.showsRecipes, "the main window shows another view")
      var saved: [Recipe] = []
      pump(until: {
        Task { saved = await library.allRecipes.filter { $0.id.origin == .mine } }
        return saved.count == 1
      })
      XCTAssertEqual(saved.first?.servings, 6)
      XCTAssertEqual(
        saved.first?.ingredients.map(\.text),
        ["500 g flour", "1 tsp baking soda", "400 ml buttermilk"])
      XCTAssertEqual(saved.first?.steps, ["Mix.", "Bake for 40 minutes\nuntil it sounds hollow."])
      XCTAssertEqual(saved.first?.notes, "Good with soup.\n\nHalve the soda at altitude.")
      _ = commands
    }
  }

  func testEditingACatalogRecipeOpensTheCooksCopy() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Recipe.mock.id))
      pump(until: { store.state.detail(Recipe.mock.id)?.recipe != nil }, "never loaded")
      let detail = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      XCTAssertEqual(detail.editButton.accessibleLabel, "Edit")
      XCTAssertFalse(detail.deleteButton.isVisible, "Delete on a catalog recipe")
      detail.editButton.click()
      let editor = try XCTUnwrap(flow.editorWindow, "Edit opened no editor")
      XCTAssertEqual(editor.entry(.name)?.text, Recipe.mock.name)
      XCTAssertEqual(editor.window.title, "Your Copy of “\(Recipe.mock.name)”")
      XCTAssertEqual(store.state.editor?.id.origin, .mine)
    }
  }

  /// Saved, the cook's version takes the original's place in the grid (one card, marked as
  /// theirs), and its window opens the original.
  func testTheCooksVersionReplacesTheOriginalInTheGridAndOpensIt() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.recipes.count == Recipe.mocks.count }, "no list")
      store.send(.recipeActivated(Recipe.mock.id))
      pump(until: { store.state.detail(Recipe.mock.id)?.recipe != nil }, "never loaded")
      try XCTUnwrap(flow.detailWindow(Recipe.mock.id)).editButton.click()
      let editor = try XCTUnwrap(flow.editorWindow, "Edit opened no editor")
      let copyID = try XCTUnwrap(store.state.editor?.id)
      editor.textArea(.notes)?.type("Less salt.")
      editor.saveButton.click()
      pump(until: { store.state.detail(copyID)?.recipe != nil }, "the version's window")
      // It takes the original's window: one window for one recipe.
      pump(until: { flow.detailWindow(Recipe.mock.id) == nil }, "the original's window stayed")
      XCTAssertEqual(
        flow.detailWindow(copyID)?.toasts.savedToast?.title,
        "“\(Recipe.mock.name)” was saved in My recipes.")
      let cards = { RecipeListViewState(store.state).cards.loaded }
      pump(until: { cards().contains { $0.id == copyID } }, "the version is not in the grid")
      XCTAssertEqual(cards().count, Recipe.mocks.count, "two cards for one recipe")
      XCTAssertFalse(cards().contains { $0.id == Recipe.mock.id }, "the original stayed")
      XCTAssertEqual(cards().first { $0.id == copyID }?.footnote, "Your version")

      let version = try XCTUnwrap(flow.detailWindow(copyID))
      XCTAssertTrue(version.originalButton.isVisible)
      XCTAssertEqual(version.originalButton.label, "Show Original")
      XCTAssertEqual(store.state.focusRequest?.recipeID, copyID)
      version.originalButton.click()
      XCTAssertEqual(store.state.focusRequest?.recipeID, Recipe.mock.id)
      let original = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      pump(until: { store.state.detail(Recipe.mock.id)?.recipe != nil }, "the original")
      XCTAssertFalse(original.originalButton.isVisible, "the original has no original")
      // The original says what it is, cannot be edited, and leads back to the cook's.
      XCTAssertEqual(original.window.title, "Original: \(Recipe.mock.name)")
      XCTAssertTrue(original.originalBanner.root.isVisible, "nothing says it is the original")
      XCTAssertFalse(original.editButton.isVisible, "the original can be edited")
      XCTAssertFalse(original.favoriteToggle.isVisible)
      // Shopping and planning are for the cook's version, not for the original's.
      XCTAssertFalse(original.scalingBar.addToShoppingListButton.isVisible, "it offers shopping")
      XCTAssertFalse(original.planPopover.button.isVisible, "it offers Plan…")
      XCTAssertTrue(version.scalingBar.addToShoppingListButton.isVisible)
      XCTAssertTrue(version.planPopover.button.isVisible)
      // The tags keep the page's spacing from the Servings row under them (they sat on it).
      original.window.present()
      pump(until: { original.scalingBar.root.allocatedWidth > 0 }, "the original never showed")
      let page = try XCTUnwrap(original.chips.parentWidget)
      let chips = try XCTUnwrap(original.chips.bounds(in: page))
      let servings = try XCTUnwrap(original.scalingBar.root.bounds(in: page))
      let tag = try XCTUnwrap(original.chipLabels.first?.bounds(in: page))
      XCTAssertGreaterThanOrEqual(
        chips.y + chips.height, tag.y + tag.height, "the tags stand out of their row")
      XCTAssertGreaterThanOrEqual(
        servings.y - (tag.y + tag.height), 18, "the tags sit on the Servings row")
      XCTAssertEqual(version.window.title, Recipe.mock.name)
      XCTAssertFalse(version.originalBanner.root.isVisible)
      XCTAssertTrue(version.editButton.isVisible)
      original.originalBanner.button.click()
      XCTAssertEqual(store.state.focusRequest?.recipeID, copyID)
    }
  }
}

@MainActor
private func openNewEditor(library: InMemoryLibrary = InMemoryLibrary())
  -> (Store<AppFeature.State, AppFeature.Action>, FlowController)
{
  let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.newRecipeTapped)
  return (store, flow)
}

/// Deleting one of the cook's own recipes from its window, and Undo in the main window.
final class OwnRecipeDeletionTests: GTKTestCase {
  func testDeleteClosesTheWindowAndUndoBringsTheRecipeBack() throws {
    try MainActor.assumeIsolated {
      var draft = RecipeDraft()
      draft.name = "Our lasagne"
      draft.steps = ["Layer.", "Bake."]
      let own = try draft.recipe(id: .mine(UUID()), original: nil)
      let library = InMemoryLibrary(recipes: Recipe.mocks + [own])
      let clock = ManualClock()
      let store = makeStore(clock: clock, log: ActionLog(), library: library)
      let list = RecipeListWindow(application: nil, store: store)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.list(.onAppear))
      pump(until: { list.cards?.count == Recipe.mocks.count + 1 })
      store.send(.recipeActivated(own.id))
      pump(until: { store.state.detail(own.id)?.recipe != nil }, "never loaded")
      let detail = try XCTUnwrap(flow.detailWindow(own.id))
      XCTAssertTrue(detail.deleteButton.isVisible, "no Delete on an own recipe")
      XCTAssertEqual(detail.deleteButton.accessibleLabel, "Delete")
      detail.deleteButton.click()
      XCTAssertNil(flow.detailWindow(own.id), "the deleted recipe's window stayed")
      pump(until: { list.undoToast != nil }, "no Undo toast")
      let toast = try XCTUnwrap(list.undoToast)
      XCTAssertEqual(toast.title, "“Our lasagne” was deleted.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      pump(until: { list.cards?.count == Recipe.mocks.count }, "the card stayed")
      list.toasts.clickButton(of: toast)
      XCTAssertNil(list.undoToast)
      XCTAssertTrue(toast.isDismissed)
      pump(until: { list.cards?.count == Recipe.mocks.count + 1 }, "Undo did not restore it")
    }
  }
}
