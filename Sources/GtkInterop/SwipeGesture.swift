import CGtk

/// A swipe across a widget (a finger, or a touchpad's drag), told as its velocity when the
/// finger lifts.
@MainActor
public final class SwipeGesture {
  /// Which way a swipe went, in reading order.
  public enum Direction: Sendable {
    /// Against the reading direction (to the left in English), as turning a page: "next".
    case forward
    /// With the reading direction: "previous".
    case backward
  }

  /// Owned by the widget (`gtk_widget_add_controller` takes it).
  private let gesture: OpaquePointer
  /// The widget the gesture is attached to (which owns it).
  private let owner: Widget

  /// Attaches a swipe gesture to `widget`, reacting to touch and to the mouse alike.
  public init?(on widget: Widget) {
    guard let swipe = gtk_gesture_swipe_new() else { return nil }
    owner = widget
    gesture = swipe
    gtk_gesture_single_set_touch_only(swipe, 0)
    gtk_widget_add_controller(widget.widget, swipe)
  }

  /// Calls `action` with the direction of every mostly horizontal swipe faster than
  /// `minimumSpeed` pixels a second (in a right-to-left language, a swipe to the right is
  /// forward); slower or vertical ones (scrolling) are ignored.
  public func onSwipe(
    minimumSpeed: Double = 300, _ action: @escaping @MainActor (Direction) -> Void
  ) {
    // The widget owns the gesture, and so outlives this handler.
    let widget = owner.widget
    Signals.connect(UnsafeMutableRawPointer(gesture), "swipe") { (velocityX, velocityY) in
      guard abs(velocityX) >= minimumSpeed, abs(velocityX) > abs(velocityY) * 1.5 else {
        return
      }
      let isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
      action((velocityX < 0) != isRightToLeft ? .forward : .backward)
    }
  }

  /// Emits the gesture's `swipe` signal with a velocity, as a finger would (for tests).
  public func emitSwipe(velocityX: Double, velocityY: Double) {
    recipes_emit_swipe(gesture, velocityX, velocityY)
  }
}
