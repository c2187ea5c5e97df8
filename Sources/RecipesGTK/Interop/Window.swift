import CGtk

/// A top-level window with a header bar.
@MainActor
class Window: Widget {
  private var content: Widget?
  private var titleWidgets: [Widget] = []

  /// Creates a window of `application` (or a plain one, in tests) titled `title`.
  init(application: Application?, title: String, width: Int32, height: Int32) {
    super.init(
      application.map { gtk_application_window_new($0.application) } ?? gtk_window_new())
    self.title = title
    gtk_window_set_default_size(window, width, height)
  }

  private var window: UnsafeMutablePointer<GtkWindow> { cast() }

  /// The title, shown in the header bar and the window list.
  var title: String {
    get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
    set {
      guard newValue != title else { return }
      gtk_window_set_title(window, newValue)
    }
  }

  /// Sets what fills the window.
  func setContent(_ widget: Widget) {
    content = widget
    gtk_window_set_child(window, widget.widget)
  }

  /// Uses `headerBar` as the title bar.
  func setHeaderBar(_ headerBar: HeaderBar) {
    titleWidgets.append(headerBar)
    gtk_window_set_titlebar(window, headerBar.widget)
  }

  /// Shows the window and brings it to the front.
  func present() { gtk_window_present(window) }

  /// Closes the window as its close button would.
  func close() { gtk_window_close(window) }

  /// Destroys the window without asking.
  func destroy() { gtk_window_destroy(window) }

  /// Calls `action` when the person asks to close the window; it closes afterwards.
  func onCloseRequest(_ action: @escaping @MainActor () -> Void) {
    Signals.connectReturning(object, "close-request") {
      action()
      return false
    }
  }

  /// Adds keyboard shortcuts that work anywhere in the window.
  func addShortcuts(_ shortcuts: KeyboardShortcuts) {
    gtk_widget_add_controller(widget, shortcuts.controller)
  }
}

/// The title bar, with widgets at its start, in its middle and at its end.
@MainActor
final class HeaderBar: Widget {
  private var children: [Widget] = []

  /// Creates an empty header bar.
  init() {
    super.init(gtk_header_bar_new())
  }

  /// Adds `child` at the start (left in left-to-right languages).
  func packStart(_ child: Widget) {
    children.append(child)
    gtk_header_bar_pack_start(opaque, child.widget)
  }

  /// Adds `child` at the end.
  func packEnd(_ child: Widget) {
    children.append(child)
    gtk_header_bar_pack_end(opaque, child.widget)
  }

  /// Puts `child` in the middle, instead of the title.
  func setTitleWidget(_ child: Widget) {
    children.append(child)
    gtk_header_bar_set_title_widget(opaque, child.widget)
  }
}
