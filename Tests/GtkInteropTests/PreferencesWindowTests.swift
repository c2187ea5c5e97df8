import XCTest

@testable import GtkInterop

/// The preferences window's pieces, and the About window: what they hold, what the rows
/// report, and that they go when closed.
final class PreferencesWindowTests: InteropTestCase {
  func testAComboRowReportsOnlyThePersonsChoice() {
    MainActor.assumeIsolated {
      let row = ComboRow(title: "Style", choices: ["Follow System", "Light", "Dark"])
      var chosen: [Int] = []
      row.onSelect { chosen.append($0) }
      XCTAssertEqual(row.title, "Style")
      XCTAssertEqual(row.accessibleLabel, "Style")
      XCTAssertEqual(row.selectedIndex, 0)
      row.selectedIndex = 2
      XCTAssertEqual(row.selectedIndex, 2)
      XCTAssertEqual(chosen, [], "setting from state was reported as a choice")
      row.pick(1)
      XCTAssertEqual(row.selectedIndex, 1)
      XCTAssertEqual(chosen, [1])
      row.pick(7)
      XCTAssertEqual(row.selectedIndex, 1, "a choice that does not exist was taken")
    }
  }

  func testASwitchRowReportsOnlyThePersonsFlip() {
    MainActor.assumeIsolated {
      let row = SwitchRow(title: "Remind me", subtitle: "Before each meal")
      var flips: [Bool] = []
      row.onToggle { flips.append($0) }
      XCTAssertEqual(row.subtitle, "Before each meal")
      XCTAssertFalse(row.isOn)
      row.isOn = true
      XCTAssertTrue(row.isOn)
      XCTAssertEqual(flips, [])
      row.flip()
      XCTAssertFalse(row.isOn)
      XCTAssertEqual(flips, [false])
    }
  }

  func testPagesGroupsAndRowsAreFinalizedWithTheirPage() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      do {
        let page = PreferencesPage(
          title: "General", iconName: "preferences-system-symbolic", name: "general")
        let group = PreferencesGroup(title: "Appearance", description: "How windows look")
        let combo = ComboRow(title: "Style", choices: ["Light", "Dark"])
        combo.onSelect { _ in }
        let toggle = SwitchRow(title: "Remind me")
        toggle.onToggle { _ in }
        let plain = ActionRow(title: "Account", subtitle: "Not signed in")
        plain.addSuffix(Button(label: "Sign In"))
        group.add(combo)
        group.add(toggle)
        group.add(plain)
        page.add(group)
        XCTAssertEqual(group.title, "Appearance")
        XCTAssertEqual(page.allGroups.count, 1)
        XCTAssertEqual(group.allRows.count, 3)
        for widget: Widget in [page, group, combo, toggle, plain] { watch.watch(widget) }
      }
      XCTAssertTrue(
        iterate(until: { watch.finalizedCount == 5 }),
        "\(5 - watch.finalizedCount) of 5 widgets were never finalized")
    }
  }

  func testClosingTheWindowHidesItToBeShownAgain() {
    MainActor.assumeIsolated {
      var closes = 0
      let window = PreferencesWindow()
      window.add(PreferencesPage(title: "General", iconName: "emblem-system-symbolic", name: "g"))
      window.onClose { closes += 1 }
      XCTAssertEqual(window.title, "Preferences")
      window.present()
      XCTAssertTrue(iterate(until: { window.isShown }))
      window.close()
      XCTAssertTrue(iterate(until: { !window.isShown }), "Close left the window up")
      XCTAssertEqual(closes, 1)
      window.present()
      XCTAssertTrue(iterate(until: { window.isShown }), "a closed window could not come back")
      // Ctrl+W closes it as it closes the app's other windows.
      XCTAssertTrue(window.pressLocalShortcut("<Control>w"), "Ctrl+W is not the window's")
      XCTAssertTrue(iterate(until: { !window.isShown }), "Ctrl+W left the window up")
      XCTAssertEqual(closes, 2)
      window.destroy()
    }
  }

  func testTheAboutWindowKeepsWhatItWasGiven() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      do {
        let about = AboutWindow()
        about.applicationName = "Recipes"
        about.applicationIcon = "org.recipesapp.Recipes"
        about.version = "1.2.3"
        about.developerName = "The Recipes contributors"
        about.website = "https://example.org/recipes"
        about.issueURL = "https://example.org/recipes/issues"
        about.copyright = "© 2026 The Recipes contributors"
        about.license = .mit
        about.developers = ["Ada", "Grace"]
        XCTAssertEqual(about.applicationName, "Recipes")
        XCTAssertEqual(about.applicationIcon, "org.recipesapp.Recipes")
        XCTAssertEqual(about.version, "1.2.3")
        XCTAssertEqual(about.developerName, "The Recipes contributors")
        XCTAssertEqual(about.website, "https://example.org/recipes")
        XCTAssertEqual(about.issueURL, "https://example.org/recipes/issues")
        XCTAssertEqual(about.copyright, "© 2026 The Recipes contributors")
        XCTAssertEqual(about.license, .mit)
        XCTAssertEqual(about.developers, ["Ada", "Grace"])
        watch.watch(about)
        about.present()
        iterate(until: { false }, timeout: 0.1)
        about.destroy()
      }
      XCTAssertTrue(iterate(until: { watch.finalizedCount == 1 }), "the About window leaked")
    }
  }
}
