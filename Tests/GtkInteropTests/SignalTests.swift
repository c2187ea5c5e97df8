import XCTest

@testable import GtkInterop

/// Signal handlers: called on emission, and their boxed closures released when the
/// handler is disconnected or its widget destroyed — never leaked, never kept alive.
final class SignalTests: InteropTestCase {
  func testAHandlerRunsUntilDisconnectedAndIsThenReleased() {
    MainActor.assumeIsolated {
      let button = Button(label: "Press")
      var token: Token? = Token()
      weak let captured = token
      var clicks = 0
      let id = Signals.connect(button.object, "clicked") { [token] in
        _ = token
        clicks += 1
      }
      token = nil
      XCTAssertNotNil(captured, "the connected handler keeps its closure alive")
      button.click()
      button.click()
      XCTAssertEqual(clicks, 2)

      Signals.disconnect(button.object, id)
      XCTAssertNil(captured, "disconnecting released the boxed closure")
      button.click()
      XCTAssertEqual(clicks, 2, "a disconnected handler is not called")
    }
  }

  func testDestroyingTheWidgetReleasesItsHandlers() {
    MainActor.assumeIsolated {
      weak var captured: Token?
      var window: Window? = Window(application: nil, title: "Signals", width: 100, height: 100)
      do {
        let token = Token()
        captured = token
        window?.onCloseRequest { _ = token }
      }
      XCTAssertNotNil(captured)
      window?.destroy()
      window = nil
      XCTAssertTrue(iterate(until: { captured == nil }), "the handler outlived its window")
    }
  }

  func testAHandlerGetsTheSignalsArgument() {
    MainActor.assumeIsolated {
      let grid = GridView<Int, Label>(
        makeCell: {
          let label = Label()
          return (label, label)
        }, bind: { _, _ in }, unbind: { _ in })
      grid.update(count: 10) { $0 * 10 }
      var activated: [Int] = []
      grid.onActivate { activated.append($0) }
      grid.activate(at: 3)
      grid.activate(at: 7)
      XCTAssertEqual(activated, [30, 70])
    }
  }
}
