import CGtk

/// A text area of several lines, wrapped at words.
@MainActor
public final class TextView: Widget {
  /// Set while the app writes the text, so `onChange` only hears the person.
  private var isWriting = false

  /// Creates an empty text area; Tab moves the focus on instead of typing a tab.
  public init() {
    super.init(gtk_text_view_new())
    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
    gtk_text_view_set_accepts_tab(view, 0)
    gtk_text_view_set_top_margin(view, 8)
    gtk_text_view_set_bottom_margin(view, 8)
    gtk_text_view_set_left_margin(view, 10)
    gtk_text_view_set_right_margin(view, 10)
  }

  /// Shows each line the person writes as an item of a list: a gap between items and none
  /// inside one, so a line that wraps never looks like a new item (the editor's steps and
  /// ingredients).
  public func showLinesAsItems() {
    gtk_text_view_set_pixels_below_lines(view, 10)
    gtk_text_view_set_pixels_inside_wrap(view, 0)
  }

  /// Whether lines show as items of a list (`showLinesAsItems`).
  public var showsLinesAsItems: Bool { gtk_text_view_get_pixels_below_lines(view) > 0 }

  private var view: UnsafeMutablePointer<GtkTextView> { cast() }
  private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view) }

  /// The whole text; setting it does not call `onChange`.
  public var text: String {
    get {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
      defer { g_free(characters) }
      return String(cString: characters)
    }
    set {
      guard newValue != text else { return }
      isWriting = true
      defer { isWriting = false }
      gtk_text_buffer_set_text(buffer, newValue, -1)
    }
  }

  /// Replaces the text as typing would: `onChange` hears of it (for tests).
  public func type(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }

  /// What Return does instead of breaking the line, if `onReturn` gave it.
  private var returnAction: (@MainActor () -> Void)?

  /// Calls `action` instead of breaking the line when Return (or Enter) is pressed without
  /// a modifier; Shift+Return still breaks it (a list's item that starts the next item).
  public func onReturn(_ action: @escaping @MainActor () -> Void) {
    returnAction = action
    guard let controller = gtk_event_controller_key_new() else { return }
    // Before the text view, which would insert the line break.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    let modifiers = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
    let returns = [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].map { UInt32($0) }
    Signals.connectKey(UnsafeMutableRawPointer(controller)) { [weak self] keyval, state in
      guard returns.contains(keyval), state & modifiers == 0, let action = self?.returnAction
      else { return false }
      action()
      return true
    }
    gtk_widget_add_controller(widget, controller)
  }

  /// Presses Return, as the person would (for tests): `onReturn`'s action, if any.
  public func pressReturn() { returnAction?() }

  /// Calls `action` with the whole text after every change the person makes.
  public func onChange(_ action: @escaping @MainActor (String) -> Void) {
    // The buffer belongs to the view, which keeps it (and so this handler) as long as itself.
    Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in
      guard let self, !self.isWriting else { return }
      action(self.text)
    }
  }
}
