import CGtk
import Foundation

/// A header-bar button that opens a menu of plain entries.
@MainActor
final class MenuButton: Widget {
  private let popover: UnsafeMutablePointer<GtkWidget>
  private let entries = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
  private var buttons: [Button] = []

  /// Creates a menu button showing a named icon, with `accessibleLabel` for assistive tools.
  init(icon: String, accessibleLabel: String) {
    popover = gtk_popover_new()
    super.init(gtk_menu_button_new())
    gtk_menu_button_set_icon_name(opaque, icon)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
    gtk_popover_set_child(popoverPointer, entries.widget)
    gtk_menu_button_set_popover(opaque, popover)
  }

  private var popoverPointer: UnsafeMutablePointer<GtkPopover> {
    UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
  }

  /// Adds an entry that closes the menu and calls `action`.
  func addEntry(_ label: String, _ action: @escaping @MainActor () -> Void) {
    let button = Button(label: label)
    button.addStyleClass("flat")
    button.onClick { [weak self] in
      if let self { gtk_popover_popdown(self.popoverPointer) }
      action()
    }
    buttons.append(button)
    entries.append(button)
  }
}

/// The About dialog and the keyboard shortcuts window.
@MainActor
enum Dialogs {
  /// Shows the About dialog over `parent`.
  static func showAbout(version: String, parent: Window?) {
    let dialog = gtk_about_dialog_new()
    let about = OpaquePointer(dialog)
    gtk_about_dialog_set_program_name(about, "Recipes")
    gtk_about_dialog_set_version(about, version)
    gtk_about_dialog_set_comments(about, "Browse and search recipes, even offline.")
    gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    gtk_about_dialog_set_logo_icon_name(about, RecipesWindowApp.applicationID)
    let author = strdup("The Recipes contributors")
    defer { free(author) }
    var authors: [UnsafePointer<CChar>?] = [UnsafePointer(author), nil]
    authors.withUnsafeMutableBufferPointer { gtk_about_dialog_set_authors(about, $0.baseAddress) }
    present(dialog, over: parent)
  }

  /// Shows the keyboard shortcuts window, built from `xml`, over `parent`.
  static func showShortcuts(xml: String, parent: Window?) {
    let builder = gtk_builder_new_from_string(xml, -1)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
    present(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self), over: parent)
  }

  private static func present(_ dialog: UnsafeMutablePointer<GtkWidget>?, over parent: Window?) {
    guard let dialog else { return }
    let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
    if let parent { gtk_window_set_transient_for(window, parent.cast()) }
    gtk_window_set_modal(window, 1)
    gtk_window_present(window)
  }
}

/// Registers the app's icons with GTK's icon theme.
@MainActor
enum AppIcons {
  /// Adds `directory` to the icon search path and makes the app icon every window's icon.
  static func register(from directory: URL?) {
    guard let directory, let display = gdk_display_get_default() else { return }
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory.path)
    gtk_window_set_default_icon_name(RecipesWindowApp.applicationID)
  }
}
