import CGtk

/// The search box: a text entry with a search icon and a clear icon.
@MainActor
public final class SearchEntry: Widget {
  private var isUpdating = false

  /// Creates a search entry with placeholder text.
  public init(placeholder: String) {
    super.init(gtk_search_entry_new())
    recipes_set_placeholder_text(widget, placeholder)
  }

  /// Sets how wide the entry is, in characters: at least `minimum` (-1: GTK's own
  /// minimum), and `natural` when there is room.
  public func setWidth(minimumCharacters minimum: Int32, naturalCharacters natural: Int32) {
    gtk_editable_set_width_chars(opaque, minimum)
    gtk_editable_set_max_width_chars(opaque, natural)
  }

  /// The text typed; setting it does not call `onChange`.
  public var text: String {
    get { String(cString: gtk_editable_get_text(opaque)) }
    set {
      guard newValue != text else { return }
      isUpdating = true
      gtk_editable_set_text(opaque, newValue)
      isUpdating = false
    }
  }

  /// Selects all the text, so that what is typed next replaces it.
  public func selectAll() {
    gtk_editable_select_region(opaque, 0, -1)
  }

  /// The selected characters; nil when nothing is selected.
  public var selection: Range<Int>? {
    var start: Int32 = 0
    var end: Int32 = 0
    guard gtk_editable_get_selection_bounds(opaque, &start, &end) != 0 else { return nil }
    return Int(start)..<Int(end)
  }

  /// Replaces the text as the person typing would: `onChange` hears of it.
  public func type(_ text: String) {
    gtk_editable_set_text(opaque, text)
  }

  /// Presses Enter in the entry, as the person would.
  public func pressEnter() {
    recipes_emit(object, "activate")
  }

  /// Calls `action` with the text whenever the person changes it.
  ///
  /// The editable's own `changed`, heard at once: `search-changed` comes from a timeout
  /// even with no delay, after `text` has been set, so a text the app wrote (a suggestion
  /// taken) came back as typing and restarted the search it had just started.
  public func onChange(_ action: @escaping @MainActor (String) -> Void) {
    Signals.connect(object, "changed") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.text)
    }
  }

  /// Calls `action` when Enter is pressed.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "activate", action)
  }

  /// Calls `action` when Down is pressed in the entry (without Shift, Ctrl or Alt); it
  /// answers whether it took the key, which otherwise moves the keyboard to whatever is
  /// under the entry, as GTK does.
  public func onDown(_ action: @escaping @MainActor () -> Bool) {
    downAction = action
    guard let controller = gtk_event_controller_key_new() else { return }
    let modifiers = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
    Signals.connectKey(UnsafeMutableRawPointer(controller)) { [weak self] keyval, state in
      guard keyval == UInt32(GDK_KEY_Down) || keyval == UInt32(GDK_KEY_KP_Down),
        state & modifiers == 0, let self
      else { return false }
      return self.pressDown()
    }
    gtk_widget_add_controller(widget, controller)
  }

  private var downAction: (@MainActor () -> Bool)?

  /// Does what Down does in the entry (`onDown`), for tests: GTK 4 makes no key events.
  @discardableResult
  public func pressDown() -> Bool { downAction?() ?? false }

  /// Asks to stop searching, as Escape does (for tests).
  public func stopSearch() { recipes_emit(object, "stop-search") }

  /// Calls `action` when Escape is pressed (the entry asks to stop searching).
  public func onStopSearch(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "stop-search", action)
  }
}
