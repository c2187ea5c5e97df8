import CGtk

/// The animation a stack plays when it shows another page.
public enum StackTransition: Sendable {
  /// No animation: the new page replaces the old at once.
  case none
  /// The old page fades out while the new one fades in.
  case crossfade
  /// The new page slides in from the right.
  case slideLeft
  /// The new page slides in from the left.
  case slideRight
  /// The new page slides in from below.
  case slideUp
  /// The new page slides in from above.
  case slideDown

  var gtk: GtkStackTransitionType {
    switch self {
    case .none: GTK_STACK_TRANSITION_TYPE_NONE
    case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
    case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
    case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
    case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
    case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
    }
  }
}
