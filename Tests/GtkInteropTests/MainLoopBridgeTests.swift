import CGtk
import Foundation
import XCTest

@testable import GtkInterop

final class MainLoopBridgeTests: InteropTestCase {
  func testMainActorTaskRunsPromptlyUnderTheGLibLoop() {
    MainActor.assumeIsolated {
      let loop = g_main_loop_new(nil, 0)
      defer { g_main_loop_unref(loop) }
      // A safety net: a broken bridge would otherwise never return.
      let timeout = g_timeout_add(
        2_000,
        { loop in
          g_main_loop_quit(OpaquePointer(loop))
          return 0
        }, UnsafeMutableRawPointer(loop))
      let started = ContinuousClock.now
      var elapsed: Duration?
      Task { @MainActor in
        elapsed = ContinuousClock.now - started
        g_main_loop_quit(loop)
      }
      g_main_loop_run(loop)
      if elapsed != nil { g_source_remove(timeout) }
      let delay = try? XCTUnwrap(elapsed, "the task never ran under the GLib loop")
      // Within the 2 s safety net: it ran because the bridge woke the loop, not by luck.
      XCTAssertLessThan(delay ?? .seconds(99), .seconds(1))
    }
  }
}
