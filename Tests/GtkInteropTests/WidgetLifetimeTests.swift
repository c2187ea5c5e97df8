import XCTest

@testable import GtkInterop

/// A window's widget tree, built, shown and torn down: every GTK object is finalized once
/// the window is destroyed and Swift lets go of its wrappers.
final class WidgetLifetimeTests: InteropTestCase {
  func testDestroyAllTakesEveryWindowShownOrHidden() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      do {
        let shown = Window(application: nil, title: "Shown", width: 200, height: 100)
        let hidden = Window(application: nil, title: "Hidden", width: 200, height: 100)
        shown.present()
        watch.watch(shown)
        watch.watch(hidden)
        XCTAssertGreaterThanOrEqual(Window.destroyAll(), 2)
      }
      XCTAssertTrue(
        iterate(until: { watch.finalizedCount == 2 }),
        "\(2 - watch.finalizedCount) of the 2 windows outlived destroyAll")
      XCTAssertEqual(Window.destroyAll(), 0, "no window is left")
    }
  }

  func testAWindowsTreeIsFinalizedWhenTheWindowGoes() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      var built = 0
      do {
        let window = Window(application: nil, title: "Lifetime", width: 320, height: 240)
        let header = HeaderBar()
        let search = SearchEntry(placeholder: "Search")
        let refresh = Button(icon: "view-refresh-symbolic", accessibleLabel: "Refresh")
        let toggle = ToggleButton(icon: "starred-symbolic", accessibleLabel: "Favorites")
        let menu = Menu()
        menu.append("About", action: "app.about")
        let menuButton = MenuButton(icon: "open-menu-symbolic", accessibleLabel: "Menu", menu: menu)
        let drop = DropDown(allLabel: "All", accessibleLabel: "Category")
        drop.setItems(["Soup", "Cake"], selected: "Cake")
        header.packStart(refresh)
        header.setTitleWidget(search)
        header.packEnd(menuButton)
        header.packEnd(toggle)
        header.packEnd(drop)
        window.setHeaderBar(header)

        let pages = Stack<TestPage>()
        let column = Box(.vertical, spacing: 4)
        let labels = (0..<20).map { Label("Line \($0)") }
        for label in labels { column.append(label) }
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.setChild(column)
        pages.add(scroller, as: .lines)
        pages.add(Spinner(), as: .waiting)
        pages.visiblePage = .lines
        window.setContent(pages)
        let action = Action(name: "refresh")
        action.onActivate {}
        window.add(action)
        refresh.actionName = "win.refresh"

        let widgets: [Widget] =
          [window, header, search, refresh, toggle, menuButton, drop, pages, column, scroller]
          + labels
        for widget in widgets { watch.watch(widget) }
        built = widgets.count
        window.present()
        iterate(until: { false }, timeout: 0.2)
        window.destroy()
      }
      XCTAssertEqual(watch.watchedCount, built)
      XCTAssertTrue(
        iterate(until: { watch.finalizedCount == built }),
        "\(built - watch.finalizedCount) of \(built) widgets were never finalized")
    }
  }

  func testRemovingChildrenFinalizesThem() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      let box = Box(.horizontal)
      for index in 0..<5 {
        let label = Label("\(index)")
        watch.watch(label)
        box.append(label)
      }
      XCTAssertEqual(box.children.count, 5)
      XCTAssertEqual(watch.finalizedCount, 0, "the box keeps its children")
      box.removeAll()
      XCTAssertEqual(watch.finalizedCount, 5)
    }
  }
}

private enum TestPage: String {
  case lines, waiting
}
