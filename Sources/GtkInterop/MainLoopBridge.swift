import CGtk
import Glibc

@_silgen_name("_dispatch_get_main_queue_port_4CF")
private func dispatchMainQueuePort() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Runs the main dispatch queue — and so `@MainActor` code — from the GLib main loop.
///
/// Under `g_application_run`, nothing drains the main dispatch queue: `Task { @MainActor in }`
/// and effect results would never run. The queue signals new work on an eventfd (the hook
/// Foundation's run loop uses); GLib watches it and, when it is readable, the bridge reads
/// the counter (or GLib would spin) and drains the queue. No polling timer.
/// Created once by the composition root (and by tests that run a GLib loop).
@MainActor
public final class MainLoopBridge {
  private var sourceID: guint

  /// Starts draining the main queue from the default GLib main context.
  public init() {
    sourceID = g_unix_fd_add(dispatchMainQueuePort(), G_IO_IN, drainMainQueue, nil)
  }

  /// Stops watching the main queue.
  public func remove() {
    guard sourceID != 0 else { return }
    g_source_remove(sourceID)
    sourceID = 0
  }
}

private let drainMainQueue: GUnixFDSourceFunc = { descriptor, _, _ in
  var counter: UInt64 = 0
  _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
  dispatchMainQueueDrain(nil)
  return 1  // G_SOURCE_CONTINUE
}

/// Work for the GLib main loop.
@MainActor
public enum MainLoop {
  /// Handles what is pending in the default main context, without waiting.
  ///
  /// Events, signals, idle work and (through the bridge) the main queue; returns whether
  /// anything ran. Tests call it in a loop while they wait for a condition.
  @discardableResult
  public static func iterate() -> Bool {
    g_main_context_iteration(nil, 0) != 0
  }

  /// Runs `body` once, after the events and signals being handled now.
  ///
  /// At high idle priority: before GTK's layout and drawing, which a spinning spinner
  /// keeps busy every frame and would otherwise starve it.
  public static func whenIdle(_ body: @escaping @MainActor () -> Void) {
    g_idle_add_full(
      G_PRIORITY_HIGH_IDLE, idleThunk, CallbackBox.retained(body), releaseCallbackBox)
  }

  /// Runs `body` once, when nothing more urgent is pending: after the frames GTK is busy
  /// drawing, for work no frame waits for.
  public static func whenQuiet(_ body: @escaping @MainActor () -> Void) {
    g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE, idleThunk, CallbackBox.retained(body), releaseCallbackBox)
  }
}

private let idleThunk: GSourceFunc = { data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { CallbackBox<@MainActor () -> Void>.body(at: address)?() }
  return 0  // G_SOURCE_REMOVE
}
