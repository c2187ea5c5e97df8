import CGtk

/// A push button.
@MainActor
final class Button: Widget {
  /// Creates a button with a text label.
  init(label: String) {
    super.init(gtk_button_new_with_label(label))
  }

  /// Creates a button showing a named icon, with `accessibleLabel` for assistive tools.
  init(icon: String, accessibleLabel: String) {
    super.init(gtk_button_new_from_icon_name(icon))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// The button's text.
  var label: String {
    get { gtk_button_get_label(cast(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(cast(to: GtkButton.self), newValue) }
  }

  /// Calls `action` when the button is clicked.
  func onClick(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "clicked", action)
  }
}

/// A button that stays pressed or not.
@MainActor
final class ToggleButton: Widget {
  private var isUpdating = false

  /// Creates a toggle showing a named icon, with `accessibleLabel` for assistive tools.
  init(icon: String, accessibleLabel: String) {
    super.init(gtk_toggle_button_new())
    gtk_button_set_icon_name(cast(to: GtkButton.self), icon)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Creates a toggle with a text label.
  init(label: String) {
    super.init(gtk_toggle_button_new_with_label(label))
  }

  /// Whether it is pressed; setting it does not call `onToggle`.
  var isActive: Bool {
    get { gtk_toggle_button_get_active(cast(to: GtkToggleButton.self)) != 0 }
    set {
      guard newValue != isActive else { return }
      isUpdating = true
      gtk_toggle_button_set_active(cast(to: GtkToggleButton.self), newValue ? 1 : 0)
      isUpdating = false
    }
  }

  /// Calls `action` with the new state when the person toggles it.
  func onToggle(_ action: @escaping @MainActor (Bool) -> Void) {
    Signals.connect(object, "toggled") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.isActive)
    }
  }
}

/// The search box: a text entry with a search icon and a clear icon.
@MainActor
final class SearchEntry: Widget {
  private var isUpdating = false

  /// Creates a search entry with placeholder text.
  init(placeholder: String) {
    super.init(gtk_search_entry_new())
    recipes_set_placeholder_text(widget, placeholder)
    // The store debounces on its injected clock; the entry reports every change.
    gtk_search_entry_set_search_delay(opaque, 0)
  }

  /// The text typed; setting it does not call `onChange`.
  var text: String {
    get { String(cString: gtk_editable_get_text(opaque)) }
    set {
      guard newValue != text else { return }
      isUpdating = true
      gtk_editable_set_text(opaque, newValue)
      isUpdating = false
    }
  }

  /// Calls `action` with the text whenever the person changes it.
  func onChange(_ action: @escaping @MainActor (String) -> Void) {
    Signals.connect(object, "search-changed") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.text)
    }
  }

  /// Calls `action` when Enter is pressed.
  func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "activate", action)
  }

  /// Calls `action` when Escape is pressed (the entry asks to stop searching).
  func onStopSearch(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "stop-search", action)
  }
}

/// A spinning "busy" indicator.
@MainActor
final class Spinner: Widget {
  /// Creates a stopped spinner.
  init() {
    super.init(gtk_spinner_new())
  }

  /// Whether it spins (and shows).
  var isSpinning: Bool {
    get { isVisible }
    set {
      isVisible = newValue
      if newValue { gtk_spinner_start(opaque) } else { gtk_spinner_stop(opaque) }
    }
  }
}

/// A drop-down list of strings, whose first entry means "all".
@MainActor
final class DropDown: Widget {
  private var items: [String] = []
  private var isUpdating = false
  /// Owned by the drop-down (`gtk_drop_down_new` takes it).
  private let model: OpaquePointer

  /// Creates a drop-down whose first entry is `allLabel`.
  init(allLabel: String, accessibleLabel: String) {
    model = gtk_string_list_new(nil)
    gtk_string_list_append(model, allLabel)
    super.init(gtk_drop_down_new(model, nil))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Replaces the entries after "all", keeping `selected` chosen.
  func setItems(_ newItems: [String], selected: String?) {
    isUpdating = true
    defer { isUpdating = false }
    if newItems != items {
      let count = guint(items.count)
      items = newItems
      var pointers = newItems.map { strdup($0) } + [nil]
      pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress?.withMemoryRebound(
          to: UnsafePointer<CChar>?.self, capacity: buffer.count
        ) {
          gtk_string_list_splice(model, 1, count, $0)
        }
      }
      for pointer in pointers { free(pointer) }
    }
    let index = selected.flatMap { items.firstIndex(of: $0) }.map { guint($0 + 1) } ?? 0
    if gtk_drop_down_get_selected(opaque) != index { gtk_drop_down_set_selected(opaque, index) }
  }

  /// Calls `action` with the chosen entry (`nil` for "all") when the person picks one.
  func onSelect(_ action: @escaping @MainActor (String?) -> Void) {
    // `notify::` handlers receive the GParamSpec before the user data.
    Signals.connect(object, "notify::selected") { [weak self] (_: UnsafeMutableRawPointer) in
      guard let self, !self.isUpdating else { return }
      let index = Int(gtk_drop_down_get_selected(self.opaque))
      action(index >= 1 && index <= self.items.count ? self.items[index - 1] : nil)
    }
  }
}
