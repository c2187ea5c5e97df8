import Foundation
import XCTest

@testable import GtkInterop

/// A test of the interop layer on a real display: skips without one, and bridges the
/// main queue into the GLib loop.
class InteropTestCase: XCTestCase {
  @MainActor private static var bridge: MainLoopBridge?

  override func setUpWithError() throws {
    try super.setUpWithError()
    let hasDisplay = MainActor.assumeIsolated { Display.open() }
    try XCTSkipUnless(hasDisplay, "No display: GTK tests run under xvfb-run in `make test`.")
    MainActor.assumeIsolated {
      if Self.bridge == nil { Self.bridge = MainLoopBridge() }
    }
  }

  /// Destroys the windows the case left, and lets GTK finish with them, so none of them
  /// draws (or holds work up) in the next case.
  override func tearDownWithError() throws {
    MainActor.assumeIsolated {
      if Display.open() { Window.destroyAll() }
    }
    try super.tearDownWithError()
  }
}

/// Runs the GLib loop until `condition` holds or `timeout` passes; false on time-out.
@MainActor
@discardableResult
func iterate(until condition: @MainActor () -> Bool, timeout: TimeInterval = 5) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() {
    if Date() > deadline { return false }
    if !MainLoop.iterate() { usleep(1_000) }
  }
  return true
}

/// Something a closure can hold on to, whose release the test can see.
final class Token {}
