import CGtk

/// Text for the cells of long lists and grids: it takes a fixed number of lines instead of
/// measuring its text to ask for space, so laying out hundreds of cells costs no text
/// layout before they are drawn (GtkLabel measures, and wrapped labels measure twice).
///
/// Text that does not fit ends with an ellipsis.
@MainActor
public final class Inscription: Widget {
  /// Creates an inscription as tall as `lines` lines, wrapping at words, text at the top
  /// and the start.
  public init(lines: Int32) {
    super.init(gtk_inscription_new(nil))
    let lines = UInt32(max(1, lines))
    gtk_inscription_set_min_lines(opaque, lines)
    gtk_inscription_set_nat_lines(opaque, lines)
    gtk_inscription_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    gtk_inscription_set_text_overflow(opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
    gtk_inscription_set_xalign(opaque, 0)
    gtk_inscription_set_yalign(opaque, 0)
  }

  /// The text shown; empty for none.
  public var text: String {
    get { gtk_inscription_get_text(opaque).map { String(cString: $0) } ?? "" }
    set {
      guard newValue != text else { return }
      gtk_inscription_set_text(opaque, newValue)
    }
  }
}
