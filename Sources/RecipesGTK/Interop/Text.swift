import CGtk

/// A line or paragraph of text.
@MainActor
final class Label: Widget {
  /// Creates a label showing `text`.
  init(_ text: String = "") {
    super.init(gtk_label_new(text))
  }

  /// The text shown.
  var text: String {
    get { String(cString: gtk_label_get_text(opaque)) }
    set {
      guard newValue != text else { return }
      gtk_label_set_text(opaque, newValue)
    }
  }

  /// Lets long text wrap onto several lines, at words.
  func wrap(lines: Int32 = -1) {
    gtk_label_set_wrap(opaque, 1)
    gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    if lines > 0 {
      gtk_label_set_lines(opaque, lines)
      gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
    }
  }

  /// Cuts text that does not fit with an ellipsis at the end.
  func ellipsize() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

  /// Aligns the text: 0 is the start, 1 the end.
  func setAlignment(x: Float) { gtk_label_set_xalign(opaque, x) }

  /// Lets the person select and copy the text.
  func makeSelectable() { gtk_label_set_selectable(opaque, 1) }
}

/// A named icon from the icon theme.
@MainActor
final class Icon: Widget {
  /// Creates an icon `pixelSize` pixels high.
  init(name: String, pixelSize: Int32) {
    super.init(gtk_image_new_from_icon_name(name))
    gtk_image_set_pixel_size(opaque, pixelSize)
  }
}
