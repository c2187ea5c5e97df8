import CGtk

/// A spinning "busy" indicator.
@MainActor
public final class Spinner: Widget {
  /// Creates a stopped spinner, hidden until it spins.
  public init() {
    super.init(gtk_spinner_new())
    isVisible = false
  }

  /// Whether it spins (and shows).
  public var isSpinning: Bool {
    get { isVisible }
    set {
      isVisible = newValue
      if newValue { gtk_spinner_start(opaque) } else { gtk_spinner_stop(opaque) }
    }
  }
}
