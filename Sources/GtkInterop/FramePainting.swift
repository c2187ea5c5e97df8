import CGtk

extension Widget {
  /// Calls `body` once, when the frame now being drawn (or the next one) has been painted.
  ///
  /// The frame clock's `after-paint`; false if the widget has no frame clock (not realized).
  @discardableResult
  public func afterNextPaint(_ body: @escaping @MainActor () -> Void) -> Bool {
    guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
    let instance = UnsafeMutableRawPointer(clock)
    let handler = HandlerID()
    handler.id = Signals.connect(instance, "after-paint") {
      guard let id = handler.id else { return }
      handler.id = nil
      body()
      // Not from inside the handler, whose closure disconnecting releases.
      MainLoop.whenIdle { Signals.disconnect(instance, id) }
    }
    return true
  }
}

/// The handler of a signal that disconnects itself.
@MainActor
private final class HandlerID {
  var id: UInt?
}
