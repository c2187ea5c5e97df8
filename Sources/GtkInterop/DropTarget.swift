import CGtk

/// Lets a widget take dropped text ("recipes-plan-entry:plan-…"), copied or moved.
///
/// GTK highlights the widget (`:drop(active)`) while something droppable is over it, and
/// calls `onDrop` with the text and where it fell, in the widget's coordinates; the handler
/// answers whether it took it (a refused drop flies back to where it came from).
@MainActor
public final class DropTarget {
  /// The controller; GTK's widget owns it, this wrapper holds one more reference.
  private let target: OpaquePointer

  /// Lets `widget` take dropped strings, handing each to `onDrop(text, x, y)`.
  public init(
    on widget: Widget, onDrop: @escaping @MainActor (String, Double, Double) -> Bool
  ) {
    target = recipes_drop_target_new_for_strings()
    g_object_ref_sink(UnsafeMutableRawPointer(target))
    let drop: @MainActor (String?, Double, Double) -> Bool = { text, x, y in
      guard let text else { return false }
      return onDrop(text, x, y)
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(target), "drop", unsafeBitCast(dropThunk, to: GCallback.self),
      CallbackBox.retained(drop), unsafeBitCast(releaseCallbackBox, to: GClosureNotify.self),
      GConnectFlags(0))
    gtk_widget_add_controller(widget.widget, target)
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(target))
  }

  /// Drops `text` at (x, y) through GTK's `drop` signal, as a drag released over the
  /// widget would: whether the handler took it (for tests).
  @discardableResult
  public func drop(_ text: String, x: Double = 1, y: Double = 1) -> Bool {
    recipes_emit_drop(target, text, x, y) != 0
  }
}

// The value is borrowed for the call; its text is copied into a Swift string at once.
private let dropThunk:
  @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
    _, value, x, y, data in
    let address = UInt(bitPattern: data)
    let text = value.flatMap { recipes_value_string($0) }.map { String(cString: $0) }
    return MainActor.assumeIsolated {
      let drop = CallbackBox<@MainActor (String?, Double, Double) -> Bool>.body(at: address)
      return (drop?(text, x, y) ?? false) ? 1 : 0
    }
  }
