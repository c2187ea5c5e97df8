import CGtk

extension Widget {
  /// Device pixels per point where the widget is shown (2 on a HiDPI screen), so pictures
  /// made for it can be sharp without being larger than needed; before it is shown, the
  /// display's.
  public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
}
