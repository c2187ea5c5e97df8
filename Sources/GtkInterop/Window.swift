import CGtk

/// A top-level window with a header bar, and the actions it answers as "win.…".
@MainActor
public final class Window: Widget, ActionMap {
  private var content: Widget?
  private var titleWidgets: [Widget] = []
  private var actions: [String: Action] = [:]
  /// The window's "win" action group, made with its first action.
  private var actionGroup: OpaquePointer?

  /// Creates a window of `application` (or a plain one, in tests) titled `title`.
  public init(application: Application?, title: String, width: Int32, height: Int32) {
    super.init(
      application.map { gtk_application_window_new($0.application) } ?? gtk_window_new())
    self.title = title
    gtk_window_set_default_size(window, width, height)
  }

  /// Wraps a window made elsewhere (one of the application's, say), holding a reference to it.
  init(borrowing window: UnsafeMutablePointer<GtkWindow>) {
    super.init(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
  }

  isolated deinit {
    if let actionGroup { g_object_unref(UnsafeMutableRawPointer(actionGroup)) }
  }

  private var window: UnsafeMutablePointer<GtkWindow> { cast() }

  /// The title, shown in the header bar and the window list.
  public var title: String {
    get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
    set {
      guard newValue != title else { return }
      gtk_window_set_title(window, newValue)
      shrinkingTitle?.text = newValue
    }
  }

  /// The header bar's title when it has no widget of its own: GTK's title keeps 20
  /// characters' width, too wide for a phone's header with buttons; this one ellipsizes.
  private var shrinkingTitle: Label?

  /// The width the window is given (GTK keeps it as the person resizes the window); 0
  /// before it has one.
  public var defaultWidth: Int32 {
    // GTK 4.8 writes both sizes, without checking for NULL.
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    return max(width, 0)
  }

  /// Sets the window's size: its size when first shown, or its new size when shown.
  public func setDefaultSize(width: Int32, height: Int32) {
    gtk_window_set_default_size(window, width, height)
  }

  /// Calls `action` with the window's new width whenever it changes (the person resizing
  /// it, or the app): for layouts that follow the width.
  public func onWidthChange(_ action: @escaping @MainActor (Int32) -> Void) {
    Signals.connectIgnoringArgument(object, "notify::default-width") { [weak self] in
      guard let self else { return }
      action(defaultWidth)
    }
  }

  /// Sets what fills the window.
  public func setContent(_ widget: Widget) {
    content = widget
    gtk_window_set_child(window, widget.widget)
  }

  /// Uses `headerBar` as the title bar; without a title widget of its own, it shows the
  /// window's title, ellipsized when the window is narrow.
  public func setHeaderBar(_ headerBar: HeaderBar) {
    titleWidgets.append(headerBar)
    if let label = headerBar.titleLabel {
      label.text = title
      shrinkingTitle = label
    } else if !headerBar.hasTitleWidget {
      let label = Label(title)
      label.addStyleClass("title")
      label.ellipsize()
      headerBar.setTitleWidget(label)
      shrinkingTitle = label
    }
    gtk_window_set_titlebar(window, headerBar.widget)
  }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(window) }

  /// Shows the window and brings it to the front for the user event at `timestamp` (what
  /// another program that asked for it was told, so the desktop lets it take the focus).
  public func present(time timestamp: UInt32) {
    gtk_window_present_with_time(window, timestamp)
  }

  /// Leaves the window with no widget holding the keyboard (GTK gives the first one it
  /// finds the focus, and its ring, when the window first shows); Tab then starts from the
  /// top.
  public func clearFocus() { gtk_window_set_focus(window, nil) }

  /// Closes the window as its close button would.
  public func close() { gtk_window_close(window) }

  /// Destroys the window without asking.
  public func destroy() { gtk_window_destroy(window) }

  /// Destroys every top-level window of the process, shown or hidden, and lets GTK finish
  /// the work their going leaves (a bounded run of the loop); returns how many there were.
  ///
  /// Tests call it between cases: a window one case leaves open keeps drawing frames in
  /// the next, and on a software renderer those frames can starve the next case's idle
  /// work (a print export never finishing, for one).
  @discardableResult
  public static func destroyAll() -> Int {
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    let list = gtk_window_list_toplevels()
    var node = list
    while let current = node {
      if let data = current.pointee.data {
        windows.append(data.assumingMemoryBound(to: GtkWindow.self))
      }
      node = current.pointee.next
    }
    g_list_free(list)
    // GTK holds each toplevel until it is destroyed; hold them across the loop anyway.
    for window in windows { g_object_ref(UnsafeMutableRawPointer(window)) }
    for window in windows {
      gtk_window_destroy(window)
      g_object_unref(UnsafeMutableRawPointer(window))
    }
    var rounds = 0
    while MainLoop.iterate(), rounds < 1_000 { rounds += 1 }
    return windows.count
  }

  /// Calls `action` when the person asks to close the window; it closes afterwards.
  public func onCloseRequest(_ action: @escaping @MainActor () -> Void) {
    Signals.connectReturning(object, "close-request") {
      action()
      return false
    }
  }

  /// Calls `decide` when the person asks to close the window; the window stays open when
  /// it answers true (the app closes it later, say after asking about unsaved changes).
  public func onCloseRequest(keepingOpenIf decide: @escaping @MainActor () -> Bool) {
    Signals.connectReturning(object, "close-request", decide)
  }

  /// Keeps the window above `parent` and, when `modal`, the only one taking input.
  public func setParent(_ parent: Window?, modal: Bool) {
    gtk_window_set_transient_for(window, parent?.window)
    gtk_window_set_modal(window, modal ? 1 : 0)
  }

  /// Whether the window is shown on screen.
  public var isShown: Bool { gtk_widget_get_mapped(widget) != 0 }

  // MARK: - Actions ("win.…")

  /// Adds `action` as "win.<name>", replacing one of the same name.
  public func add(_ action: Action) {
    actions[action.name] = action
    let group = actionGroup ?? OpaquePointer(g_simple_action_group_new())
    if actionGroup == nil {
      // Inserted, not the application window's own map: plain windows (tests) have none.
      gtk_widget_insert_action_group(widget, "win", group)
      actionGroup = group
    }
    g_action_map_add_action(group, action.action)
  }

  /// The action added as "win.`name`", if any.
  public func action(named name: String) -> Action? { actions[name] }
}

/// The title bar, with widgets at its start, in its middle and at its end.
@MainActor
public final class HeaderBar: Widget {
  private var children: [Widget] = []

  /// Creates an empty header bar.
  public init() {
    super.init(gtk_header_bar_new())
  }

  /// Adds `child` at the start (left in left-to-right languages).
  public func packStart(_ child: Widget) {
    children.append(child)
    gtk_header_bar_pack_start(opaque, child.widget)
  }

  /// Adds `child` at the end.
  public func packEnd(_ child: Widget) {
    children.append(child)
    gtk_header_bar_pack_end(opaque, child.widget)
  }

  /// Whether the window's own buttons (close, …) show; a dialog with Cancel has none.
  public var showsWindowButtons: Bool {
    get { gtk_header_bar_get_show_title_buttons(opaque) != 0 }
    set { gtk_header_bar_set_show_title_buttons(opaque, newValue ? 1 : 0) }
  }

  /// Takes `child` out of the header bar (to be placed elsewhere).
  public func remove(_ child: Widget) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    gtk_header_bar_remove(opaque, child.widget)
    children.remove(at: index)
  }

  /// Gives the whole bar to `row`, between the window's own buttons (close, …) placed
  /// where the desktop wants them.
  ///
  /// A header bar keeps its middle widget centred, so the widgets at its ends get at most
  /// half of what the middle leaves each; a row that holds everything lays itself out
  /// instead (what a squeezer inside it needs to be offered all the room there is).
  public func fill(with row: Widget) {
    gtk_header_bar_set_show_title_buttons(opaque, 0)
    let bar = Box(.horizontal, spacing: 6)
    if let start = gtk_window_controls_new(GTK_PACK_START) { bar.append(Widget(start)) }
    row.expandsHorizontally = true
    bar.append(row)
    if let end = gtk_window_controls_new(GTK_PACK_END) { bar.append(Widget(end)) }
    bar.expandsHorizontally = true
    setTitleWidget(bar)
  }

  /// Gives the whole bar to a row of `start` widgets, the window's title (ellipsized when
  /// short of room, centred in what is left) and `end` widgets, between the window's own
  /// buttons: the row's squeezers are offered all the room there is.
  ///
  /// `showsTitle` false leaves an empty space instead, for a window that shows its title
  /// large in its page (a phone's width would cut the header's to a lone "…").
  public func fill(start: [Widget], end: [Widget], showsTitle: Bool = true) {
    let row = Box(.horizontal, spacing: 6)
    for widget in start { row.append(widget) }
    let title = Label()
    title.addStyleClass("title")
    title.ellipsize()
    title.expandsHorizontally = true
    title.isVisible = showsTitle
    let space = Box(.horizontal)
    space.expandsHorizontally = true
    row.append(showsTitle ? title : space)
    for widget in end { row.append(widget) }
    titleLabel = showsTitle ? title : nil
    fill(with: row)
  }

  /// The label showing the window's title inside a row given by `fill(start:end:)`.
  public private(set) var titleLabel: Label?

  /// Whether a widget stands in the middle instead of the title.
  public private(set) var hasTitleWidget = false

  /// Puts `child` in the middle, instead of the title.
  public func setTitleWidget(_ child: Widget) {
    hasTitleWidget = true
    children.append(child)
    gtk_header_bar_set_title_widget(opaque, child.widget)
  }
}
