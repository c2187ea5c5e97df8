import CGtk

extension Widget {
  /// The narrowest the widget (a window: with everything in it) can be laid out, in
  /// pixels, as GTK measures it.
  public var narrowestWidth: Int32 { measuredWidth.minimum }

  /// The width the widget asks for when given all it wants (a wrapping label: its text on
  /// one line), in pixels, as GTK measures it.
  public var naturalWidth: Int32 { measuredWidth.natural }

  /// The least height the widget needs when `width` pixels wide (a wrapping label: all
  /// its lines at that width).
  public func minimumHeight(forWidth width: Int32) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, nil, nil, nil)
    return minimum
  }

  private var measuredWidth: (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return (minimum, natural)
  }
}
