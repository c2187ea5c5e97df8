import CGtk

/// A push button, which runs the action it names when clicked.
@MainActor
public final class Button: Widget {
  /// Creates a button with a text label.
  public init(label: String) {
    super.init(gtk_button_new_with_label(label))
  }

  /// Creates a button showing a named icon, with `accessibleLabel` for assistive tools.
  public init(icon: String, accessibleLabel: String) {
    super.init(gtk_button_new())
    showIcon(icon, in: self)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Creates a button showing `child` (a title and a line under it), with
  /// `accessibleLabel` for assistive tools.
  public init(child: Widget, accessibleLabel: String) {
    self.child = child
    super.init(gtk_button_new())
    gtk_button_set_child(cast(to: GtkButton.self), child.widget)
    setAccessibleLabel(accessibleLabel)
  }

  /// The widget shown instead of a label or icon, if any.
  private var child: Widget?

  /// The button's text.
  public var label: String {
    get { gtk_button_get_label(cast(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(cast(to: GtkButton.self), newValue) }
  }

  /// The action a click activates ("app.refresh"); the button is insensitive while that
  /// action is disabled or missing.
  public var actionName: String? {
    get { actionableName(of: self) }
    set { setActionableName(newValue, of: self) }
  }

  /// Clicks the button, as the person would.
  public func click() { recipes_emit(object, "clicked") }

  /// Calls `action` on every click, for a button that runs no action of the command table
  /// (a dialog's own buttons).
  public func onClick(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "clicked", action)
  }
}

/// A button that stays pressed or not, showing the state of the toggle action it names.
@MainActor
public final class ToggleButton: Widget {
  /// Creates a toggle showing a named icon, with `accessibleLabel` for assistive tools.
  public init(icon: String, accessibleLabel: String) {
    super.init(gtk_toggle_button_new())
    showIcon(icon, in: self)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Creates a toggle showing a named icon before `label`; `accessibleLabel` (the label if
  /// nil) is its name for assistive tools, and should begin with the label.
  public init(icon: String, label: String, accessibleLabel: String? = nil) {
    let content = Box(.horizontal, spacing: 6)
    content.append(Icon(name: icon, pixelSize: HeldIcons.standardSize))
    content.append(Label(label))
    self.content = content
    super.init(gtk_toggle_button_new())
    gtk_button_set_child(cast(to: GtkButton.self), content.widget)
    setAccessibleLabel(accessibleLabel ?? label)
  }

  /// The icon and label shown instead of a plain label, if any.
  private var content: Box?

  /// Creates a toggle showing `label`, which is also its name for assistive tools.
  public init(label: String) {
    super.init(gtk_toggle_button_new_with_label(label))
    setAccessibleLabel(label)
  }

  /// Whether it is pressed: the state of its action.
  public var isActive: Bool { gtk_toggle_button_get_active(cast(to: GtkToggleButton.self)) != 0 }

  /// The toggle action a click activates ("win.favorites-only"), whose state it shows.
  public var actionName: String? {
    get { actionableName(of: self) }
    set { setActionableName(newValue, of: self) }
  }

  /// Clicks the toggle, as the person would.
  public func click() { recipes_emit(object, "clicked") }
}

@MainActor
private func actionableName(of widget: Widget) -> String? {
  gtk_actionable_get_action_name(widget.opaque).map { String(cString: $0) }
}

@MainActor
private func setActionableName(_ name: String?, of widget: Widget) {
  gtk_actionable_set_action_name(widget.opaque, name)
}

/// Makes `button` show the theme's icon `name` as GTK's own icon buttons do (the
/// `image-button` style class), from a paintable `HeldIcons` keeps.
@MainActor
private func showIcon(_ name: String, in button: Widget) {
  gtk_button_set_child(button.cast(to: GtkButton.self), HeldIcons.image(named: name))
  gtk_widget_add_css_class(button.widget, "image-button")
}
