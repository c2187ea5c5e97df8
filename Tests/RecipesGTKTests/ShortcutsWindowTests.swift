import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The keyboard shortcuts window: its table against the command table (every key the app
/// sets is listed, once, and nothing else), and the window built from it — opened by
/// Ctrl+?, a row per shortcut with its keys, searchable, named for screen readers.
final class ShortcutsWindowTests: GTKTestCase {
  func testTheShortcutsListExactlyTheKeysTheAppSets() throws {
    let listed = KeyboardShortcutGroup.all.flatMap(\.shortcuts).flatMap(\.accelerators)
    XCTAssertFalse(listed.isEmpty, "the shortcuts window lists nothing")
    let set = Command.allCases.flatMap(\.accelerators) + Command.allCases.flatMap(\.windowKeys)
    let expected = set + Command.keysWidgetsHandle
    XCTAssertEqual(Set(set).count, set.count, "no key runs two commands")
    XCTAssertEqual(listed.count, Set(listed).count, "no key is listed twice")
    let unlisted = Set(expected).subtracting(listed)
    let unknown = Set(listed).subtracting(expected)
    XCTAssertTrue(unlisted.isEmpty, "set by the app but not listed: \(unlisted.sorted())")
    XCTAssertTrue(unknown.isEmpty, "listed but set by nothing: \(unknown.sorted())")
    XCTAssertTrue(
      KeyboardShortcutGroup.all.allSatisfy { !$0.shortcuts.isEmpty && !$0.title.isEmpty })
  }

  func testEveryCommandHasItsOwnActionName() {
    let names = Command.allCases.map(\.detailedName)
    XCTAssertEqual(Set(names).count, names.count, "two commands share \(names)")
    XCTAssertTrue(names.allSatisfy { $0.hasPrefix("app.") || $0.hasPrefix("win.") })
  }

  func testCtrlQuestionMarkOpensAWindowWithARowPerShortcutAndItsKeys() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      let application = GTKTestCase.application
      XCTAssertEqual(application.accelerators(for: "app.shortcuts"), ["<Control>question"])
      try XCTUnwrap(application.action(named: Command.shortcuts.name)).activate()
      let shortcuts = try XCTUnwrap(commands.shortcutsWindow, "no shortcuts window")
      pump(until: { shortcuts.window.isShown }, "the shortcuts window never showed")
      XCTAssertEqual(shortcuts.window.title, "Keyboard Shortcuts")

      let table = KeyboardShortcutGroup.all.flatMap(\.shortcuts)
      XCTAssertEqual(shortcuts.rows.map(\.row.title), table.map(\.title))
      XCTAssertEqual(
        shortcuts.rows.map { $0.keys.flatMap(\.accelerators) }, table.map(\.accelerators))
      let refresh = try XCTUnwrap(
        shortcuts.rows.first { $0.keys.flatMap(\.accelerators) == Command.refresh.accelerators })
      XCTAssertEqual(
        refresh.keys.flatMap(\.accelerators), ["F5", "<Control>r"], "both keys in one row")
      XCTAssertEqual(
        refresh.row.accessibleLabel, "Refresh from the network: F5, Ctrl+R",
        "read with its keys as the desktop writes them")
      // A row per view with every key that shows it: no view twice under two names.
      for view in HomeView.allCases {
        XCTAssertEqual(table.filter { $0.title == view.title }.count, 1, "\(view) not once")
      }
      let plan = try XCTUnwrap(shortcuts.rows.first { $0.row.title == HomeView.plan.title })
      XCTAssertEqual(plan.keys.flatMap(\.accelerators), ["<Alt>2", "<Shift><Control>p"])
      XCTAssertFalse(table.contains { $0.title == "Meal plan" }, "the plan listed twice")

      // Closing hides it; Ctrl+? again shows the same window.
      shortcuts.window.close()
      pump(until: { !shortcuts.window.isShown }, "Close left the window up")
      try XCTUnwrap(application.action(named: Command.shortcuts.name)).activate()
      pump(until: { shortcuts.window.isShown }, "the window did not show again")
      XCTAssertTrue(commands.shortcutsWindow === shortcuts, "one window, shown again")
      shortcuts.window.destroy()
    }
  }

  func testKeysAreReadAsTheDesktopWritesThem() throws {
    try MainActor.assumeIsolated {
      XCTAssertEqual(ShortcutLabel.readableName(of: "<Control>f"), "Ctrl+F")
      XCTAssertEqual(ShortcutLabel.readableName(of: "<Shift><Control>p"), "Shift+Ctrl+P")
      XCTAssertEqual(ShortcutLabel.readableName(of: "F11"), "F11")
      XCTAssertEqual(ShortcutLabel.readableName(of: "not a key"), "not a key")
    }
  }
}
