import CAdwaita
import CGtk

/// The preferences window of GNOME apps (an `AdwPreferencesWindow`): pages of groups of
/// rows, with a switcher when there is more than one page, and a subpage (a form) shown
/// over them in the same window.
///
/// Closing only hides it, to be shown again: libadwaita 1.2 keeps a reference to every
/// group and row ever put in such a window (its search's model of rows; checked: a page
/// alone lets them go, the same page in the window does not, even removed again), so the app
/// makes one and reuses it rather than leaking a set of rows at every opening.
@MainActor
public final class PreferencesWindow: Widget {
  private var pages: [PreferencesPage] = []

  /// An empty preferences window titled `title`, not shown yet.
  ///
  /// With a `searchButtonLabel`, a search button in its header (named so for screen
  /// readers: libadwaita gives it only a tooltip) filters the rows by their titles; without
  /// one there is none (a few rows need no search).
  public init(title: String = "Preferences", searchButtonLabel: String? = nil) {
    super.init(adw_preferences_window_new())
    gtk_window_set_title(cast(), title)
    adw_preferences_window_set_search_enabled(cast(), searchButtonLabel == nil ? 0 : 1)
    if let searchButtonLabel {
      subtree.first { $0.typeName == "GtkToggleButton" }?.setAccessibleLabel(searchButtonLabel)
    }
    gtk_window_set_hide_on_close(cast(), 1)
    // Escape, Alt+← and a swipe go back from a subpage, as its back button does.
    adw_preferences_window_set_can_navigate_back(cast(), 1)
    // Ctrl+W closes it as it closes the app's other windows (Escape already does).
    addShortcut("<Control>w", activating: "window.close")
  }

  /// Adds `page` after the others.
  public func add(_ page: PreferencesPage) {
    pages.append(page)
    adw_preferences_window_add(cast(), page.cast())
  }

  /// Slides `subpage` in over the pages (nothing when it is the one shown); the window
  /// holds it until it is left.
  public func present(subpage: Widget) {
    adw_preferences_window_present_subpage(cast(), subpage.widget)
  }

  /// Goes back from the subpage to the pages; nothing when none is shown.
  public func closeSubpage() {
    adw_preferences_window_close_subpage(cast())
  }

  /// Shows `toast` over the window's pages.
  public func add(_ toast: Toast) {
    // The window takes a reference of its own; the wrapper keeps the one it holds.
    g_object_ref(toast.object)
    adw_preferences_window_add_toast(cast(), toast.toast)
  }

  /// The title, in the header bar.
  public var title: String {
    gtk_window_get_title(cast()).map { String(cString: $0) } ?? ""
  }

  /// Keeps the window above `parent` (not modal: the app stays usable beside it).
  public func setParent(_ parent: Window?) {
    gtk_window_set_transient_for(cast(), parent?.cast())
  }

  /// Calls `action` when the window closes (its close button, Escape); it is hidden.
  public func onClose(_ action: @escaping @MainActor () -> Void) {
    Signals.connectReturning(object, "close-request") {
      action()
      return false
    }
  }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(cast()) }

  /// Whether the window is shown on screen.
  public var isShown: Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Whether the window stands over `window` (GTK's transient parent).
  public func isOver(_ window: Window) -> Bool {
    UnsafeMutableRawPointer(gtk_window_get_transient_for(cast())) == window.object
  }

  /// Closes (hides) the window as its close button would.
  public func close() { gtk_window_close(cast()) }

  /// Destroys the window, for good.
  public func destroy() { gtk_window_destroy(cast()) }
}

/// One page of a preferences window: groups, one under the other.
@MainActor
public final class PreferencesPage: Widget {
  private var groups: [PreferencesGroup] = []

  /// A page titled `title`, shown with `iconName` in the window's switcher.
  public init(title: String, iconName: String, name: String) {
    super.init(adw_preferences_page_new())
    adw_preferences_page_set_title(cast(), title)
    adw_preferences_page_set_icon_name(cast(), iconName)
    adw_preferences_page_set_name(cast(), name)
  }

  /// Adds `group` under the others.
  public func add(_ group: PreferencesGroup) {
    groups.append(group)
    adw_preferences_page_add(cast(), group.cast())
  }

  /// The page's groups, in order.
  public var allGroups: [PreferencesGroup] { groups }
}

/// A titled group of rows in a preferences page, drawn as one boxed list.
@MainActor
public final class PreferencesGroup: Widget {
  private var rows: [Widget] = []

  /// A group titled `title`, explained by `description` under it.
  public init(title: String, description: String? = nil) {
    super.init(adw_preferences_group_new())
    adw_preferences_group_set_title(cast(), title)
    if let description { adw_preferences_group_set_description(cast(), description) }
  }

  /// The title over the group.
  public var title: String {
    adw_preferences_group_get_title(cast()).map { String(cString: $0) } ?? ""
  }

  /// Adds `row` under the others.
  public func add(_ row: Widget) {
    rows.append(row)
    adw_preferences_group_add(cast(), row.widget)
  }

  /// The group's rows, in order.
  public var allRows: [Widget] { rows }
}
