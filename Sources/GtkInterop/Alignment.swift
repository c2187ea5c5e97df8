import CGtk

/// Where a widget sits inside the space its parent gives it, along one axis.
public enum Alignment: Sendable {
  /// Takes the whole space.
  case fill
  /// At the start: left (or right in right-to-left languages), or the top.
  case start
  /// At the end.
  case end
  /// In the middle.
  case center

  var gtk: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    }
  }
}
