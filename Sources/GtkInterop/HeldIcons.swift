import CGtk

/// The theme's icons the app shows, each looked up once and held for the life of the
/// process; widgets show these paintables instead of asking GTK for an icon by name.
///
/// Why: GTK 4.8's icon cache can crash. It keeps the last hundred icons it handed out in a
/// ring, and the one pushed off the ring is finalized on whatever thread pushed it, which is
/// often GTK's own icon-loading thread. A lookup of the same icon on the main thread at that
/// moment takes a reference to the dying object ("g_object_ref: assertion
/// '!object_already_finalized'", then a crash inside `gtk_icon_theme_lookup_icon`). It was
/// seen in the test run, where windows are made and destroyed in quick succession. An icon
/// the app still holds is never finalized, so the race cannot start with one of ours.
///
/// The icons are looked up for a screen scaled ×2, so they stay sharp there and look the same
/// on a ×1 screen; symbolic ones are still recoloured by the style sheet, insensitive and
/// dark included (`GtkIconPaintable` is a `GtkSymbolicPaintable`). A theme changed while the
/// app runs shows in new windows' GTK icons, not in these (a restart picks it up).
@MainActor
enum HeldIcons {
  private static var paintables: [Key: OpaquePointer] = [:]

  private struct Key: Hashable {
    let name: String
    let size: Int32
  }

  /// The icon `name` at `size` pixels, as a paintable GTK draws with the widget's colours;
  /// nil when no display is open.
  static func paintable(named name: String, size: Int32) -> OpaquePointer? {
    let key = Key(name: name, size: size)
    if let held = paintables[key] { return held }
    guard let display = gdk_display_get_default(),
      let theme = gtk_icon_theme_get_for_display(display)
    else { return nil }
    // The lookup's reference is the one held: it is never given back.
    guard
      let paintable = gtk_icon_theme_lookup_icon(
        theme, name, nil, size, 2, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))
    else { return nil }
    paintables[key] = paintable
    return paintable
  }

  /// A new image showing the icon `name` (nothing when nil), `size` pixels high (the
  /// standard 16 when nil).
  static func image(named name: String?, size: Int32? = nil) -> UnsafeMutablePointer<GtkWidget> {
    let image: UnsafeMutablePointer<GtkWidget> = gtk_image_new()
    gtk_image_set_pixel_size(OpaquePointer(image), size ?? standardSize)
    centre(image)
    show(name, size: size, in: image)
    return image
  }

  /// Makes `image` show the icon `name`, or nothing when nil.
  static func show(_ name: String?, size: Int32?, in image: UnsafeMutablePointer<GtkWidget>) {
    let gtkImage = OpaquePointer(image)
    guard let name, let paintable = paintable(named: name, size: size ?? standardSize) else {
      gtk_image_clear(gtkImage)
      return
    }
    gtk_image_set_from_paintable(gtkImage, paintable)
  }

  /// Keeps `image` at its own size in the middle of what it is given.
  ///
  /// GTK draws a named icon at its size whatever room the image has, but stretches a
  /// paintable over all of it: in a button, a 16-pixel icon would be drawn 24 pixels high.
  private static func centre(_ image: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_halign(image, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(image, GTK_ALIGN_CENTER)
  }

  /// The size of an icon in a button or a row.
  static let standardSize: Int32 = 16
}
