import CGtk

/// Makes a widget draggable, carrying a line of text ("recipes-recipe:52772").
///
/// GTK asks for the content when a drag starts (`prepare`): `text()` answers then, so a
/// recycled grid cell carries whatever it shows at that moment, and nil starts no drag.
/// The drag's icon is a picture of the widget itself, held where the pointer took it.
@MainActor
public final class DragSource {
  /// The controller; GTK's widget owns it, this wrapper holds one more reference.
  private let source: OpaquePointer
  private let widget: Widget

  /// Lets `widget` be dragged, carrying `text()` as a string; `moves` offers a move rather
  /// than a copy (an entry leaving its day, not a recipe staying in the grid).
  public init(on widget: Widget, moves: Bool = false, text: @escaping @MainActor () -> String?) {
    self.widget = widget
    source = gtk_drag_source_new()
    g_object_ref_sink(UnsafeMutableRawPointer(source))
    gtk_drag_source_set_actions(source, moves ? GDK_ACTION_MOVE : GDK_ACTION_COPY)
    let prepare: @MainActor (Double, Double) -> UnsafeMutableRawPointer? = {
      [weak widget, source] x, y in
      guard let text = text() else { return nil }
      if let widget {
        let icon = gtk_widget_paintable_new(widget.widget)
        gtk_drag_source_set_icon(source, icon, Int32(x), Int32(y))
        g_object_unref(UnsafeMutableRawPointer(icon))
      }
      return UnsafeMutableRawPointer(recipes_content_provider_for_string(text))
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(source), "prepare",
      unsafeBitCast(prepareThunk, to: GCallback.self), CallbackBox.retained(prepare),
      unsafeBitCast(releaseCallbackBox, to: GClosureNotify.self), GConnectFlags(0))
    gtk_widget_add_controller(widget.widget, source)
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(source))
  }

  /// Starts a drag at (x, y) as far as GTK asks the source, as a press and move would: the
  /// text it would carry, or nil when it starts none (for tests).
  public func prepare(x: Double = 1, y: Double = 1) -> String? {
    guard let content = recipes_emit_prepare(source, x, y) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(content)) }
    guard let text = recipes_content_provider_string(content) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }
}

// GTK calls it on the main thread: `assumeIsolated` states it. The content is returned
// owned, as `prepare` wants.
private let prepareThunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> gpointer? = {
  _, x, y, data in
  let address = UInt(bitPattern: data)
  let content = MainActor.assumeIsolated {
    let prepare = CallbackBox<@MainActor (Double, Double) -> UnsafeMutableRawPointer?>.body(
      at: address)
    return UInt(bitPattern: prepare?(x, y))
  }
  return UnsafeMutableRawPointer(bitPattern: content)
}
