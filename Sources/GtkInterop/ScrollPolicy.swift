import CGtk

/// When a scrolled window shows a scroll bar along one axis.
public enum ScrollPolicy: Sendable {
  /// Always, even when everything fits.
  case always
  /// Only when the child does not fit.
  case automatic
  /// Never: the child gets the size it asks for along that axis.
  case never
  /// Never, but the child may still be scrolled (by the keyboard or the wheel).
  case external

  var gtk: GtkPolicyType {
    switch self {
    case .always: GTK_POLICY_ALWAYS
    case .automatic: GTK_POLICY_AUTOMATIC
    case .never: GTK_POLICY_NEVER
    case .external: GTK_POLICY_EXTERNAL
    }
  }
}
