import CGtk

/// A one-line field whose text shows as dots (a `GtkPasswordEntry`), with an eye to peek.
///
/// Its text is read only when needed, never logged.
@MainActor
public final class PasswordEntry: Widget {
  /// Creates an empty field showing `placeholder` until something is typed.
  public init(placeholder: String = "") {
    super.init(gtk_password_entry_new())
    gtk_password_entry_set_show_peek_icon(opaque, 1)
    if !placeholder.isEmpty { recipes_set_placeholder_text(widget, placeholder) }
  }

  /// The text.
  public var text: String {
    get { String(cString: gtk_editable_get_text(opaque)) }
    set { gtk_editable_set_text(opaque, newValue) }
  }

  /// Calls `action` after every change of the text (its length alone matters to callers:
  /// the text is not passed on).
  public func onChange(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "changed", action)
  }

  /// Calls `action` when Enter is pressed in the field.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "activate", action)
  }

  /// Presses Enter in the field, as the person would (for tests).
  public func pressEnter() { recipes_emit(object, "activate") }
}
