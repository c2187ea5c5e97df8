import CAdwaita
import CGtk

/// A row of a preferences group (an `AdwActionRow`): a title, a subtitle under it, and
/// widgets at its end.
@MainActor
public class ActionRow: Widget {
  private var suffixes: [Widget] = []

  /// A row titled `title`, with `subtitle` under it.
  public convenience init(title: String, subtitle: String? = nil) {
    self.init(adw_action_row_new(), title: title, subtitle: subtitle)
  }

  init(_ row: UnsafeMutablePointer<GtkWidget>, title: String, subtitle: String?) {
    super.init(row)
    self.title = title
    if let subtitle { self.subtitle = subtitle }
    setAccessibleLabel(title)
  }

  /// The row's title.
  public var title: String {
    get {
      adw_preferences_row_get_title(cast()).map { String(cString: $0) } ?? ""
    }
    set { adw_preferences_row_set_title(cast(), newValue) }
  }

  /// The line under the title.
  public var subtitle: String {
    get { adw_action_row_get_subtitle(cast()).map { String(cString: $0) } ?? "" }
    set { adw_action_row_set_subtitle(cast(), newValue) }
  }

  /// Puts `widget` at the row's end; when `activates`, a click anywhere on the row (or
  /// Enter on it) activates the widget.
  public func addSuffix(_ widget: Widget, activates: Bool = false) {
    suffixes.append(widget)
    adw_action_row_add_suffix(cast(), widget.widget)
    if activates { adw_action_row_set_activatable_widget(cast(), widget.widget) }
  }
}

/// A row with an on/off switch at its end: libadwaita 1.2 has no `AdwSwitchRow`, so it is
/// an action row whose click flips the switch.
@MainActor
public final class SwitchRow: ActionRow {
  private let toggle = Widget(gtk_switch_new())
  private var isUpdating = false

  /// A row titled `title` with a switch, off.
  public init(title: String, subtitle: String? = nil) {
    super.init(adw_action_row_new(), title: title, subtitle: subtitle)
    toggle.align(vertical: .center)
    toggle.setAccessibleLabel(title)
    addSuffix(toggle, activates: true)
  }

  /// Whether the switch is on; setting it tells nobody.
  public var isOn: Bool {
    get { gtk_switch_get_active(toggle.opaque) != 0 }
    set {
      guard newValue != isOn else { return }
      isUpdating = true
      defer { isUpdating = false }
      gtk_switch_set_active(toggle.opaque, newValue ? 1 : 0)
    }
  }

  /// Flips the switch as a click on the row would: `onToggle` hears of it.
  public func flip() { gtk_switch_set_active(toggle.opaque, isOn ? 0 : 1) }

  /// Calls `action` with the new position when the person flips the switch.
  public func onToggle(_ action: @escaping @MainActor (Bool) -> Void) {
    Signals.connectIgnoringArgument(toggle.object, "notify::active") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.isOn)
    }
  }
}

/// A row offering one of a few choices in a pop-up list at its end (an `AdwComboRow`).
@MainActor
public final class ComboRow: ActionRow {
  /// The choices' titles, in order.
  public let choices: [String]
  private var isUpdating = false

  /// A row titled `title` offering `choices`, the first chosen.
  public init(title: String, subtitle: String? = nil, choices: [String]) {
    self.choices = choices
    super.init(adw_combo_row_new(), title: title, subtitle: subtitle)
    let model = withCStrings(choices) { gtk_string_list_new($0) }
    // The row takes the list's reference.
    adw_combo_row_set_model(cast(), model)
    g_object_unref(UnsafeMutableRawPointer(model))
  }

  /// The position of the choice shown; setting it tells nobody.
  public var selectedIndex: Int {
    get { Int(adw_combo_row_get_selected(cast())) }
    set {
      guard newValue != selectedIndex, choices.indices.contains(newValue) else { return }
      isUpdating = true
      defer { isUpdating = false }
      adw_combo_row_set_selected(cast(), guint(newValue))
    }
  }

  /// Chooses the choice at `index` as the person would: `onSelect` hears of it.
  public func pick(_ index: Int) {
    guard choices.indices.contains(index) else { return }
    adw_combo_row_set_selected(cast(), guint(index))
  }

  /// Calls `action` with the position the person chose.
  public func onSelect(_ action: @escaping @MainActor (Int) -> Void) {
    Signals.connectIgnoringArgument(object, "notify::selected") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.selectedIndex)
    }
  }
}
