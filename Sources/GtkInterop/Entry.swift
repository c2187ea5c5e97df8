import CGtk

/// A one-line text field.
@MainActor
public final class Entry: Widget {
  /// Set while the app writes the text, so `onChange` only hears the person.
  private var isWriting = false

  /// Creates an empty field showing `placeholder` until something is typed.
  public init(placeholder: String = "") {
    super.init(gtk_entry_new())
    if !placeholder.isEmpty { recipes_set_placeholder_text(widget, placeholder) }
  }

  /// The text; setting it does not call `onChange`.
  public var text: String {
    get { String(cString: gtk_editable_get_text(opaque)) }
    set {
      guard newValue != text else { return }
      isWriting = true
      defer { isWriting = false }
      gtk_editable_set_text(opaque, newValue)
    }
  }

  /// Whether the person can change the text.
  ///
  /// Unlike an insensitive field, one that is only not editable keeps the keyboard focus.
  public var isEditable: Bool {
    get { gtk_editable_get_editable(opaque) != 0 }
    set { gtk_editable_set_editable(opaque, newValue ? 1 : 0) }
  }

  /// Tells input methods and on-screen keyboards that the field takes a whole number.
  public func expectsDigits() {
    gtk_entry_set_input_purpose(cast(to: GtkEntry.self), GTK_INPUT_PURPOSE_DIGITS)
  }

  /// Replaces the text as typing would: `onChange` hears of it (for tests).
  public func type(_ text: String) { gtk_editable_set_text(opaque, text) }

  /// Presses Enter in the field, as the person would (for tests).
  public func pressEnter() { recipes_emit(object, "activate") }

  /// Calls `action` with the new text after every change the person makes.
  public func onChange(_ action: @escaping @MainActor (String) -> Void) {
    Signals.connect(object, "changed") { [weak self] in
      guard let self, !self.isWriting else { return }
      action(self.text)
    }
  }

  /// The controller that tells `onFocusLeave` of the keyboard leaving.
  private var focusController: OpaquePointer?

  /// Calls `action` when the keyboard leaves the field (Tab, a click elsewhere).
  public func onFocusLeave(_ action: @escaping @MainActor () -> Void) {
    guard let controller = gtk_event_controller_focus_new() else { return }
    Signals.connect(UnsafeMutableRawPointer(controller), "leave", action)
    gtk_widget_add_controller(widget, controller)
    focusController = controller
  }

  /// Takes the keyboard out of the field, as Tab would, for `onFocusLeave` (for tests).
  public func leaveFocus() {
    guard let focusController else { return }
    recipes_emit(UnsafeMutableRawPointer(focusController), "leave")
  }

  /// Calls `action` when Enter is pressed in the field.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "activate", action)
  }
}
