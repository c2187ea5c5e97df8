import XCTest

@testable import GtkInterop

/// A stack on screen changes pages through its transition, or at once when asked to.
final class StackTests: InteropTestCase {
  private enum Page: String {
    case first, second
  }

  func testAPageShownWithoutAnimationReplacesTheOtherAtOnce() {
    MainActor.assumeIsolated {
      let stack = Self.presentedStack()
      stack.show(.second, animated: false)
      XCTAssertEqual(stack.visiblePage, .second)
      XCTAssertFalse(stack.isChangingPage)
    }
  }

  func testAPageShownWithAnimationCrossFades() {
    MainActor.assumeIsolated {
      let stack = Self.presentedStack()
      stack.show(.second)
      XCTAssertEqual(stack.visiblePage, .second)
      XCTAssertTrue(stack.isChangingPage)
    }
  }

  /// A cross-fading stack of two labels in a presented window, showing the first.
  @MainActor
  private static func presentedStack() -> Stack<Page> {
    let stack = Stack<Page>(transition: .crossfade)
    stack.add(Label("One"), as: .first)
    stack.add(Label("Two"), as: .second)
    let window = Window(application: nil, title: "Stack", width: 300, height: 200)
    window.setContent(stack)
    window.present()
    iterate(until: { stack.visiblePage == .first })
    return stack
  }
}
