import XCTest

@testable import GtkInterop

/// Actions: buttons naming them run them, grey out with them, and show a toggle's state;
/// a menu model names them.
final class ActionTests: InteropTestCase {
  func testAButtonRunsTheActionItNamesAndGreysOutWithIt() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Actions", width: 100, height: 100)
      let button = Button(label: "Refresh")
      window.setContent(button)
      let action = Action(name: "refresh")
      var runs = 0
      action.onActivate { runs += 1 }
      window.add(action)
      button.actionName = "win.refresh"
      XCTAssertEqual(button.actionName, "win.refresh")
      button.click()
      XCTAssertEqual(runs, 1)
      XCTAssertTrue(button.isSensitive)

      action.isEnabled = false
      XCTAssertFalse(button.isSensitive, "the button follows its disabled action")
      button.click()
      window.activateAction("win.refresh")
      XCTAssertEqual(runs, 1, "a disabled action does not run")

      action.isEnabled = true
      XCTAssertTrue(window.activateAction("win.refresh"))
      XCTAssertEqual(runs, 2)
      XCTAssertFalse(window.activateAction("win.missing"))
      window.destroy()
    }
  }

  func testAToggleShowsItsActionsStateWhichOnlyTheAppChanges() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Toggle", width: 100, height: 100)
      let toggle = ToggleButton(icon: "starred-symbolic", accessibleLabel: "Favorite")
      window.setContent(toggle)
      let action = Action(name: "favorite", isOn: false)
      var requests = 0
      action.onActivate { requests += 1 }
      window.add(action)
      toggle.actionName = "win.favorite"
      XCTAssertFalse(toggle.isActive)
      toggle.click()
      XCTAssertEqual(requests, 1)
      XCTAssertFalse(toggle.isActive, "the click asks; the state is the app's to change")
      action.isOn = true
      XCTAssertTrue(toggle.isActive)
      XCTAssertTrue(action.isOn)
      window.destroy()
    }
  }

  func testAMenuListsItsEntriesAndSections() {
    MainActor.assumeIsolated {
      let help = Menu()
      help.append("Keyboard Shortcuts", action: "app.shortcuts")
      help.append("About", action: "app.about")
      let menu = Menu()
      menu.append("Refresh", action: "app.refresh")
      menu.appendSection(help)
      XCTAssertEqual(menu.count, 2)
      XCTAssertEqual(menu.entries.map(\.label), ["Refresh", "Keyboard Shortcuts", "About"])
      XCTAssertEqual(menu.entries.map(\.action), ["app.refresh", "app.shortcuts", "app.about"])
    }
  }

  func testAChoiceReportsTheStringAskedForAndShowsOnlyWhatTheAppChose() {
    MainActor.assumeIsolated {
      let action = Action(name: "style", choice: "follow-system")
      XCTAssertEqual(action.choice, "follow-system")
      var requests: [String] = []
      action.onChoose { requests.append($0) }
      action.activate(choosing: "dark")
      XCTAssertEqual(requests, ["dark"])
      XCTAssertEqual(action.choice, "follow-system", "the entry asks; the choice is the app's")
      action.choice = "dark"
      XCTAssertEqual(action.choice, "dark")
      XCTAssertNil(Action(name: "favorite", isOn: true).choice, "a toggle has no choice")
      XCTAssertNil(Action(name: "refresh").choice)
    }
  }

  func testAMenuNamesAChoiceWithTheStringEachEntryChooses() {
    MainActor.assumeIsolated {
      let menu = Menu()
      menu.append("Light", action: "app.style::light")
      menu.append("Dark", action: "app.style::dark")
      XCTAssertEqual(menu.entries.map(\.action), ["app.style::light", "app.style::dark"])
    }
  }
}
