import CGtk

/// How the lines of a wrapped label line up with each other.
public enum Justification: Sendable {
  /// Every line starts at the left edge.
  case left
  /// Every line ends at the right edge.
  case right
  /// Every line is centred.
  case center
  /// Lines are stretched to both edges, but the last.
  case fill

  var gtk: GtkJustification {
    switch self {
    case .left: GTK_JUSTIFY_LEFT
    case .right: GTK_JUSTIFY_RIGHT
    case .center: GTK_JUSTIFY_CENTER
    case .fill: GTK_JUSTIFY_FILL
    }
  }
}
