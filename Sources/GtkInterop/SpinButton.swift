import CGtk

/// A whole-number entry with − and + buttons (`GtkSpinButton`), such as a recipe's servings.
@MainActor
public final class SpinButton: Widget {
  private var isUpdating = false

  /// Creates a spin button for whole numbers from `range`, stepping by one.
  public init(range: ClosedRange<Int>, accessibleLabel: String) {
    super.init(
      gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
    gtk_spin_button_set_digits(spin, 0)
    // Only digits may be typed: "2x" is refused rather than read as 2.
    gtk_spin_button_set_numeric(spin, 1)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  private var spin: OpaquePointer { opaque }

  /// The number shown; setting it (clamped to the range) is not reported to `onChange`.
  public var value: Int {
    get { Int(gtk_spin_button_get_value_as_int(spin)) }
    set {
      guard newValue != value else { return }
      isUpdating = true
      defer { isUpdating = false }
      gtk_spin_button_set_value(spin, Double(newValue))
    }
  }

  /// Sets the number as the person would (typing it, or pressing − and +): `onChange`
  /// hears of it.
  public func pick(_ newValue: Int) { gtk_spin_button_set_value(spin, Double(newValue)) }

  /// Lets a wheel turn over it scroll the page around it instead of changing the number: for
  /// a spin in a long scrolling list (the planner's rows), which a cook only scrolling past
  /// would otherwise change.
  public func passScrollToPage() {
    recipes_pass_scroll_to_page(widget)
    passesScrollToPage = true
  }

  /// Whether a wheel turn over it scrolls the page (`passScrollToPage`).
  public private(set) var passesScrollToPage = false

  /// Calls `action` with the new number when the person changes it.
  public func onChange(_ action: @escaping @MainActor (Int) -> Void) {
    Signals.connect(object, "value-changed") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.value)
    }
  }
}
