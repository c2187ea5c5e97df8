import CGtk

extension Widget {
  /// What the widget showed in its last frame, as a texture; nil before it is drawn.
  ///
  /// Drawn by its window's renderer, for tests that check colours on screen.
  public func renderedTexture() -> Texture? {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
      let renderer = gtk_native_get_renderer(native),
      let paintable = gtk_widget_paintable_new(widget)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    var bounds = graphene_rect_t()
    graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
    guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return nil }
    return Texture(owning: texture)
  }
}
