import CGtk

/// A rectangle in a widget's coordinates, in pixels.
public struct WidgetBounds: Equatable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// The right edge.
  public var maxX: Double { x + width }
}

// MARK: - Sizes and the widget tree, as laid out

extension Widget {
  /// The widget's allocation in `ancestor`'s coordinates (nil when it is not laid out
  /// inside it).
  public func bounds(in ancestor: Widget) -> WidgetBounds? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, ancestor.widget, &rect) != 0 else { return nil }
    return WidgetBounds(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  /// The narrowest the widget can be laid out, in pixels.
  public var minimumWidth: Int32 {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return minimum
  }

  /// The narrowest a window's content can be, in pixels.
  ///
  /// Its minimum width without the frame (shadow and border) GTK draws around a window that
  /// is not maximized: what it needs filling a phone's screen, where windows are maximized
  /// and have none. A widget that is not a window answers its own minimum width.
  public var minimumContentWidth: Int32 {
    guard let window = recipes_as_window(widget) else { return minimumWidth }
    return [gtk_window_get_child(window), gtk_window_get_titlebar(window)]
      .compactMap { $0.map(Widget.init)?.minimumWidth }
      .max() ?? 0
  }

  /// The width it was given at the last layout, in pixels.
  public var allocatedWidth: Int32 { gtk_widget_get_width(widget) }

  /// Whether the widget is on screen: shown, and its window too.
  public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Whether the widget takes the keyboard focus itself.
  public var isFocusable: Bool {
    gtk_widget_get_focusable(widget) != 0 && gtk_widget_get_can_focus(widget) != 0
  }

  /// The name of the widget's GTK type ("GtkButton", "GtkText", …).
  public var typeName: String { String(cString: recipes_type_name(widget)) }

  /// The name given to assistive tools by whichever wrapper set it (GTK keeps it; the
  /// wrapper of a widget found by walking the tree does not know it).
  public var givenAccessibleLabel: String? {
    recipes_accessible_label(widget).map { String(cString: $0) }
  }

  /// The text the widget shows as its own name (a label's, a button's, a check's), if any.
  public var shownText: String? { recipes_shown_text(widget).map { String(cString: $0) } }

  /// Whether the widget scrolls its content sideways (a scrolled window's content being
  /// wider than its view).
  public var scrollsHorizontally: Bool { recipes_scrolls_horizontally(widget) != 0 }

  /// The widget's children, in order, as wrappers of their own.
  public var childWidgets: [Widget] {
    var children: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      children.append(Widget(current))
      child = gtk_widget_get_next_sibling(current)
    }
    return children
  }

  /// Whether the widget has the keyboard focus of its window.
  public var hasKeyboardFocus: Bool { gtk_widget_has_focus(widget) != 0 }

  /// The widget's height as laid out; 0 before its first layout.
  public var allocatedHeight: Int32 { gtk_widget_get_height(widget) }

  /// The widget holding this one, if any.
  public var parentWidget: Widget? { gtk_widget_get_parent(widget).map(Widget.init) }

  /// Whether the widget, a label, shows its text cut with an ellipsis as laid out.
  public var isTextEllipsized: Bool { recipes_label_is_ellipsized(widget) != 0 }

  /// The nearest widget above this one of the GType `typeName` ("AdwToastWidget"), if any.
  public func ancestor(ofType typeName: String) -> Widget? {
    var current = gtk_widget_get_parent(widget)
    while let candidate = current {
      if String(cString: recipes_type_name(candidate)) == typeName { return Widget(candidate) }
      current = gtk_widget_get_parent(candidate)
    }
    return nil
  }

  /// The widget and everything inside it, depth first.
  public var subtree: [Widget] {
    [self] + childWidgets.flatMap(\.subtree)
  }

  /// Whether `other` wraps the same GTK widget.
  public func isSameWidget(as other: Widget) -> Bool { widget == other.widget }
}

// MARK: - The keyboard's focus, as Tab moves it

/// A top-level window (a `GtkRoot`): the app's own windows and libadwaita's preferences
/// windows, whose keyboard focus can be followed and moved.
@MainActor
public protocol FocusRoot: Widget {}

extension Window: FocusRoot {}
extension PreferencesWindow: FocusRoot {}

extension FocusRoot {
  /// The widget that has the keyboard in this window, if any.
  public var focusedWidget: Widget? {
    gtk_root_get_focus(OpaquePointer(widget)).map(Widget.init)
  }

  /// Moves the keyboard as Tab (or Shift+Tab) does.
  ///
  /// To the next control in the window's order, wrapping around at its end. GTK 4 has no
  /// public way to make a key event; this is what the window does with the key.
  public func moveFocus(forward: Bool = true) {
    let direction = forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD
    if gtk_widget_child_focus(widget, direction) == 0 {
      // Past the last control: the window starts again from the first, as GTK's own
      // handler of Tab does.
      gtk_root_set_focus(OpaquePointer(widget), nil)
      _ = gtk_widget_child_focus(widget, direction)
    }
  }
}

// MARK: - Top-level windows, whoever made them

extension Widget {
  /// Every top-level window of the process (those GTK builds itself, like the shortcuts
  /// window, included), as plain widgets.
  public static func toplevelWindows() -> [Widget] {
    var windows: [Widget] = []
    let list = gtk_window_list_toplevels()
    var node = list
    while let current = node {
      if let data = current.pointee.data {
        windows.append(Widget(data.assumingMemoryBound(to: GtkWidget.self)))
      }
      node = current.pointee.next
    }
    g_list_free(list)
    return windows
  }

  /// Sets the size of the window this widget is (nothing for another widget).
  ///
  /// A shown window is hidden, unrealized and shown again at the new size: GTK 4 has no
  /// call that resizes a shown window (the person does, through the window manager), and
  /// a test has no window manager; GTK applies the default size again to a window it
  /// realizes anew.
  public func resizeWindow(width: Int32, height: Int32) {
    guard
      g_type_check_instance_is_a(
        object.assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
    else { return }
    let isShown = gtk_widget_get_visible(widget) != 0
    if isShown {
      gtk_widget_set_visible(widget, 0)
      gtk_widget_unrealize(widget)
    }
    gtk_window_set_default_size(cast(to: GtkWindow.self), width, height)
    if isShown { gtk_window_present(cast(to: GtkWindow.self)) }
  }
}

/// The process's text size, as GTK's font resolution (gtk-xft-dpi): 1 is 96 dots per inch.
@MainActor
public enum TextScale {
  private static let normalDPI: Int32 = 96 * 1024

  /// The factor text is drawn at, against 96 dots per inch.
  public static var factor: Double {
    get {
      let dpi = recipes_xft_dpi()
      return dpi > 0 ? Double(dpi) / Double(normalDPI) : 1
    }
    set { recipes_set_xft_dpi(Int32((Double(normalDPI) * newValue).rounded())) }
  }

  /// Gives text the desktop's size again.
  public static func reset() { recipes_set_xft_dpi(-1) }
}
