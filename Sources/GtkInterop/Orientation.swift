import CGtk

/// The direction a box lays out its children.
public enum Orientation: Sendable {
  /// Side by side, in a row.
  case horizontal
  /// One above the other, in a column.
  case vertical

  var gtk: GtkOrientation {
    switch self {
    case .horizontal: GTK_ORIENTATION_HORIZONTAL
    case .vertical: GTK_ORIENTATION_VERTICAL
    }
  }
}
