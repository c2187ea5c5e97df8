import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Every window of the app (and every view of the main window), opened one at a time over
/// one store, for the checks every window must pass (narrow screens, names for every
/// control, larger text).
@MainActor
final class EveryWindow {
  /// A window of the app, or a view of the main window (`shoppingList`, `plan`, `pantry`).
  enum Kind: String, CaseIterable {
    case main, recipe, cooking, shoppingList, editor, importDialog, shortcuts, pantry, plan
  }

  let store: Store<AppFeature.State, AppFeature.Action>
  private let commands: ApplicationCommands
  let list: RecipeListWindow
  let flow: FlowController
  let cooking: CookingFlow
  /// The main window's views.
  var home: HomeViews { list.home }

  /// The store over the mock recipes, the application's commands, and the flows; the main
  /// window made (not shown) at `mainSize`.
  init(mainSize: (width: Int32, height: Int32)? = nil) {
    store = makeStore(clock: ManualClock(), log: ActionLog())
    commands = installApplicationCommands(store)
    list = RecipeListWindow(application: GTKTestCase.application, store: store)
    if let mainSize {
      list.parentWindow.setDefaultSize(width: mainSize.width, height: mainSize.height)
    }
    let parent = list
    flow = FlowController(
      application: GTKTestCase.application, store: store, images: nil, today: testToday,
      dialogParent: { parent.parentWindow })
    cooking = CookingFlow(application: GTKTestCase.application, store: store)
    store.send(.list(.onAppear))
  }

  /// Opens the window `kind` as the app would, filled with the mock recipes, and returns it
  /// (nil, after a failure, when it did not open).
  func open(_ kind: Kind) -> Widget? {
    switch kind {
    case .main:
      list.present()
      pump(until: { self.list.cards?.isEmpty == false }, "the main window showed no cards")
      return list.parentWindow
    case .recipe:
      return openRecipe()?.window
    case .cooking:
      guard openRecipe() != nil else { return nil }
      let recipe = store.state.detail(Recipe.mock.id)
      guard let loaded = recipe?.recipe else { return nil }
      store.send(.cooking(.cookTapped(loaded, scaling: recipe?.scaling)))
      pump(until: { self.cooking.window != nil }, "cooking mode did not open")
      return cooking.window?.window
    case .shoppingList:
      store.send(.shoppingList(.addTapped(Recipe.mock.id, servings: 6)))
      pump(until: { self.store.state.shoppingList.list.entries.count == 1 })
      store.send(.viewSelected(.shopping))
      pump(
        until: { self.home.shopping.view?.checkBoxes.isEmpty == false && self.list.isShown },
        "no shopping list")
      return list.parentWindow
    case .editor:
      store.send(.newRecipeTapped)
      pump(until: { self.flow.editorWindow != nil }, "the editor did not open")
      return flow.editorWindow?.window
    case .importDialog:
      list.present()
      store.send(.importTapped)
      pump(until: { self.flow.importDialog != nil }, "the import dialog did not open")
      return flow.importDialog?.window
    case .pantry:
      store.send(.pantry(.itemsAdded(["2 large red onions", "butter", "extra virgin olive oil"])))
      store.send(.viewSelected(.pantry))
      pump(
        until: {
          self.home.pantry.view?.recipeButtons.isEmpty == false
            && self.home.pantry.view?.removeButtons.count == 3 && self.list.isShown
        },
        "the pantry showed no recipes")
      return list.parentWindow
    case .plan:
      store.send(.viewSelected(.plan))
      pump(
        until: {
          self.store.state.plan.isLoading == false && self.home.plan.view != nil
            && self.list.isShown
        }, "the planner never showed")
      return list.parentWindow
    case .shortcuts:
      list.present()
      GTKTestCase.application.action(named: Command.shortcuts.name)?.activate()
      pump(
        until: { self.commands.shortcutsWindow?.window.isShown == true },
        "the shortcuts window did not open")
      return commands.shortcutsWindow?.window
    }
  }

  private func openRecipe() -> RecipeDetailWindow? {
    store.send(.recipeActivated(Recipe.mock.id))
    pump(
      until: { self.store.state.detail(Recipe.mock.id)?.recipe != nil }, "the recipe never loaded")
    return flow.detailWindow(Recipe.mock.id)
  }
}

// MARK: - Sizes and what is on screen

/// Gives `window` the size `width` × `height` and waits until it is laid out at that width;
/// false (after a failure) if it never was.
@MainActor
@discardableResult
func resize(
  _ window: Widget, width: Int32, height: Int32, file: StaticString = #filePath,
  line: UInt = #line
) -> Bool {
  window.resizeWindow(width: width, height: height)
  // The window's own width leaves out the few pixels of its frame.
  return pump(
    until: {
      window.isMapped && window.allocatedWidth <= width && window.allocatedWidth > width - 16
    },
    "never laid out at \(width) wide (\(window.allocatedWidth))", file: file, line: line)
}

/// GTK's types of the controls a person reads or uses, which must be on screen whole.
let controlTypes: Set<String> = [
  "GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkEntry", "GtkSearchEntry", "GtkText",
  "GtkSpinButton", "GtkDropDown", "GtkMenuButton", "GtkLabel", "GtkTextView", "GtkInscription",
  "GtkSwitch", "GtkLinkButton",
]

/// The controls on screen in `window` that reach past its left or right edge, and the
/// scrolled windows whose content is wider than they are, described for a failure.
@MainActor
func widgetsCutOff(in window: Widget) -> [String] {
  let width = Double(window.allocatedWidth)
  var found: [String] = []
  for widget in window.subtree where widget.isMapped {
    if widget.scrollsHorizontally { found.append("\(describe(widget)) scrolls sideways") }
    guard controlTypes.contains(widget.typeName), let bounds = widget.bounds(in: window)
    else { continue }
    if bounds.x < -0.5 || bounds.maxX > width + 0.5 {
      found.append("\(describe(widget)) at x \(bounds.x)…\(bounds.maxX) of \(width)")
    }
  }
  return found
}

/// The name a person (or a screen reader) has for `widget`: the name given to assistive
/// tools, or the text it shows.
@MainActor
func describe(_ widget: Widget) -> String {
  let name = widget.givenAccessibleLabel ?? widget.shownText ?? ""
  return "\(widget.typeName) “\(name)”"
}
