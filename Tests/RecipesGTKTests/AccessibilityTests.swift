import Foundation
import GtkInterop
import RecipesCore
import RecipesResources
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// What a screen reader, a keyboard and large text need of every window: a name for every
/// control, the focus ring never hidden, nothing cut off with text at 1.5×.
final class AccessibilityTests: GTKTestCase {
  override func tearDownWithError() throws {
    MainActor.assumeIsolated { TextScale.reset() }
    try super.tearDownWithError()
  }

  func testEveryControlOfEveryWindowHasAName() throws {
    MainActor.assumeIsolated {
      for kind in EveryWindow.Kind.allCases {
        let windows = EveryWindow()
        guard let window = windows.open(kind) else {
          XCTFail("\(kind): the window did not open")
          continue
        }
        for _ in 0..<20 { MainLoop.iterate() }
        let controls = window.subtree.filter { $0.isMapped && isControl($0) }
        XCTAssertFalse(controls.isEmpty, "\(kind): no controls found")
        let unnamed = controls.filter { spokenName(of: $0).isEmpty }.map(describe)
        XCTAssertEqual(unnamed, [], "\(kind): controls without a name")
        Window.destroyAll()
      }
    }
  }

  func testTabGoesAroundEveryWindowWithoutGettingStuck() throws {
    MainActor.assumeIsolated {
      for kind in EveryWindow.Kind.allCases {
        let windows = EveryWindow()
        guard let window = windows.open(kind) as? any FocusRoot else {
          XCTFail("\(kind): the window did not open")
          continue
        }
        for _ in 0..<20 { MainLoop.iterate() }
        let stops = tabStops(in: window)
        XCTAssertGreaterThan(stops.count, 1, "\(kind): Tab reaches \(stops.count) control")
        for (index, stop) in stops.enumerated() {
          let again = stops[(index + 1)...].contains { $0.isSameWidget(as: stop) }
          XCTAssertFalse(again, "\(kind): Tab stops twice at \(describe(stop))")
        }
        Window.destroyAll()
      }
    }
  }

  func testTabReachesTheRecipeWindowsControls() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow()
      let window = try XCTUnwrap(windows.open(.recipe) as? Window)
      let detail = try XCTUnwrap(windows.flow.detailWindow(Recipe.mock.id))
      for _ in 0..<20 { MainLoop.iterate() }
      let stops = tabStops(in: window)
      for control in [
        detail.favoriteToggle, detail.cookButton, detail.printButton,
        detail.scalingBar.addToShoppingListButton,
      ] {
        XCTAssertTrue(
          stops.contains { $0.isSameWidget(as: control) }, "Tab never reaches \(describe(control))")
      }
      XCTAssertTrue(
        stops.contains {
          $0.parentWidget?.isSameWidget(as: detail.scalingBar.servingsSpin) == true
        },
        "Tab never reaches the servings")
    }
  }

  // Ingredient rows named by what they show, scaled: RecipeServingsWindowTests.

  func testTheStyleSheetNeverHidesTheFocusRing() {
    let css = RecipesResources.styleSheet()
    XCTAssertFalse(css.isEmpty, "no style sheet")
    for line in css.split(separator: "\n") where line.contains("outline") {
      XCTAssertFalse(
        line.contains("none") || line.contains(": 0") || line.contains("transparent"),
        "the style sheet hides the focus ring: \(line)")
    }
  }

  func testTextAtOneAndAHalfCutsNothingOffAtTheDefaultSizes() throws {
    MainActor.assumeIsolated {
      let sample = Label("Chicken Pot Pie")
      let sampleWindow = Window(application: nil, title: "Sample", width: 300, height: 100)
      sampleWindow.setContent(sample)
      sampleWindow.present()
      pump(until: { sample.isMapped })
      let normalWidth = sample.minimumWidth
      TextScale.factor = 1.5
      XCTAssertEqual(TextScale.factor, 1.5, accuracy: 0.01)
      pump(
        until: { Double(sample.minimumWidth) > 1.3 * Double(normalWidth) },
        "text did not grow: \(normalWidth) → \(sample.minimumWidth) pixels")
      for kind in EveryWindow.Kind.allCases {
        let windows = EveryWindow()
        guard let window = windows.open(kind) else {
          XCTFail("\(kind): the window did not open")
          continue
        }
        for _ in 0..<20 { MainLoop.iterate() }
        let cutOff = widgetsCutOff(in: window)
        XCTAssertEqual(cutOff, [], "\(kind): cut off with text at 1.5×")
        Window.destroyAll()
      }
    }
  }
}

// MARK: - Names

/// GTK's types a person can focus or activate.
private let activatableTypes: Set<String> = [
  "GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkEntry", "GtkSearchEntry", "GtkText",
  "GtkSpinButton", "GtkDropDown", "GtkMenuButton", "GtkTextView", "GtkSwitch", "GtkLinkButton",
  "GtkGridView", "GtkListView",
]

/// Whether `widget` is a control of ours: one a person can focus or activate, not one of
/// the window's own buttons (GTK names its close, minimize and maximize buttons itself, in a
/// way GTK 4.8 cannot read back).
@MainActor
private func isControl(_ widget: Widget) -> Bool {
  guard activatableTypes.contains(widget.typeName) || widget.isFocusable else { return false }
  var ancestor = widget.parentWidget
  while let current = ancestor {
    if current.typeName == "GtkWindowControls" { return false }
    ancestor = current.parentWidget
  }
  return true
}

/// The name assistive tools have for `widget`, as GTK computes it: the name given, the
/// text it shows, the text inside it (a button's label); for the inner part of a composite
/// control (an entry's text, a drop-down's button), the control's name.
@MainActor
private func spokenName(of widget: Widget) -> String {
  if let name = ownName(of: widget) { return name }
  if let inside = widget.subtree.dropFirst().lazy.compactMap(ownName).first { return inside }
  var ancestor = widget.parentWidget
  for _ in 0..<3 {
    guard let current = ancestor else { break }
    if let name = current.givenAccessibleLabel, !name.isEmpty { return name }
    ancestor = current.parentWidget
  }
  return ""
}

@MainActor
private func ownName(of widget: Widget) -> String? {
  for name in [widget.givenAccessibleLabel, widget.shownText] {
    if let name, !name.trimmingCharacters(in: .whitespaces).isEmpty { return name }
  }
  return nil
}

// MARK: - Tab

/// The widgets Tab stops at in `window`, once round from the first; fails (and stops) if Tab
/// leaves the keyboard nowhere or has not come back to the first after 150 presses.
@MainActor
private func tabStops(
  in window: some FocusRoot, file: StaticString = #filePath, line: UInt = #line
) -> [Widget] {
  window.moveFocus()
  guard let first = window.focusedWidget else {
    XCTFail("Tab put the keyboard nowhere", file: file, line: line)
    return []
  }
  var stops = [first]
  for _ in 0..<150 {
    window.moveFocus()
    guard let next = window.focusedWidget else {
      XCTFail("Tab lost the keyboard after \(stops.map(describe))", file: file, line: line)
      return stops
    }
    if next.isSameWidget(as: first) { return stops }
    if let last = stops.last, next.isSameWidget(as: last) {
      XCTFail("Tab is stuck on \(describe(next))", file: file, line: line)
      return stops
    }
    stops.append(next)
  }
  XCTFail("Tab never came back round: \(stops.suffix(8).map(describe))", file: file, line: line)
  return stops
}
