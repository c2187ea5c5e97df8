import CGtk

/// A check box with a label: ticked or not, by the person or by the app.
@MainActor
public final class CheckButton: Widget {
  /// Set while the app sets the state, so `onToggle` only hears the person.
  private var isWriting = false

  /// Creates an unticked box labelled `label`, which is also its name for assistive tools.
  public init(label: String) {
    super.init(gtk_check_button_new_with_label(label))
    setAccessibleLabel(label)
  }

  private var checkButton: UnsafeMutablePointer<GtkCheckButton> { cast() }

  /// The label beside the box.
  public var label: String {
    get { gtk_check_button_get_label(checkButton).map { String(cString: $0) } ?? "" }
    set {
      guard newValue != label else { return }
      gtk_check_button_set_label(checkButton, newValue)
    }
  }

  /// Whether it is ticked; setting it does not call `onToggle`.
  public var isActive: Bool {
    get { gtk_check_button_get_active(checkButton) != 0 }
    set {
      guard newValue != isActive else { return }
      isWriting = true
      defer { isWriting = false }
      gtk_check_button_set_active(checkButton, newValue ? 1 : 0)
    }
  }

  /// Calls `action` with the new state each time the person ticks or unticks it.
  public func onToggle(_ action: @escaping @MainActor (Bool) -> Void) {
    Signals.connect(object, "toggled") { [weak self] in
      guard let self, !self.isWriting else { return }
      action(self.isActive)
    }
  }

  /// Ticks or unticks it as a click would, so `onToggle` hears of it (for tests).
  public func click() { recipes_emit(object, "activate") }
}
