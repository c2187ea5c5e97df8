import CGtk

/// A row or column of widgets.
@MainActor
public final class Box: Widget {
  /// The children, in order.
  public private(set) var children: [Widget] = []

  /// Creates a box laying out children along `orientation`, `spacing` pixels apart.
  public init(_ orientation: Orientation, spacing: Int32 = 0) {
    super.init(gtk_box_new(orientation.gtk, spacing))
  }

  /// Adds `child` at the end.
  public func append(_ child: Widget) {
    children.append(child)
    gtk_box_append(cast(to: GtkBox.self), child.widget)
  }

  /// Takes `child` out of the box (to be placed elsewhere).
  public func remove(_ child: Widget) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    gtk_box_remove(cast(to: GtkBox.self), child.widget)
    children.remove(at: index)
  }

  /// Gives every child the same size along the box.
  public func setHomogeneous(_ isHomogeneous: Bool) {
    gtk_box_set_homogeneous(cast(to: GtkBox.self), isHomogeneous ? 1 : 0)
  }

  /// Removes every child.
  public func removeAll() {
    for child in children { gtk_box_remove(cast(to: GtkBox.self), child.widget) }
    children.removeAll()
  }
}

/// Scrolls a child larger than its space.
@MainActor
public final class ScrolledWindow: Widget {
  private var child: Widget?

  /// Creates an empty scrolled window.
  public init() {
    super.init(gtk_scrolled_window_new())
  }

  /// Sets what scrolls.
  public func setChild(_ child: Widget) {
    self.child = child
    gtk_scrolled_window_set_child(opaque, child.widget)
  }

  /// Sets when scroll bars appear.
  public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
    gtk_scrolled_window_set_policy(opaque, horizontal.gtk, vertical.gtk)
  }

  /// Makes it as wide as its content when there is room, and as narrow as it is made when
  /// there is not (its content cut, never a scroll bar), as tall as its content: for a row
  /// whose owner shows or hides it by the window's width, and which must not keep the
  /// window from being made narrower than the row.
  public func fitContentWidthOrShrink() {
    gtk_scrolled_window_set_policy(opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
    gtk_scrolled_window_set_propagate_natural_width(opaque, 1)
  }

  /// Makes it as tall as its content up to `height` pixels, and scroll beyond: a list in a
  /// popover that grows with its content but never past the screen.
  public func fitContent(upToHeight height: Int32) {
    gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
    gtk_scrolled_window_set_max_content_height(opaque, height)
  }

  /// Runs `rebuild`, which takes content out and puts new content in, without losing the
  /// reader's place; calls `settled` once the new content is laid out.
  ///
  /// A focused widget taken out (the × just pressed) moves the focus, and GTK scrolled to
  /// wherever it landed (the top of a list). The scroller stops following the focus until
  /// the content is laid out, then goes back to where it was (as far as the content goes),
  /// and follows the focus again for the keyboard.
  public func keepingPlace(
    while rebuild: () -> Void, then settled: @escaping @MainActor () -> Void = {}
  ) {
    let offset = verticalOffset
    followsFocus = false
    rebuild()
    MainLoop.whenIdle { [weak self] in
      guard let self else { return }
      if offset > 0 { self.scroll(to: min(offset, self.maximumVerticalOffset)) }
      settled()
      self.followsFocus = true
    }
  }

  /// Whether the scroller follows the keyboard focus into view (GTK's default), through the
  /// viewport it put around a child that does not scroll itself.
  public var followsFocus: Bool {
    get {
      guard let viewport = viewport else { return false }
      return gtk_viewport_get_scroll_to_focus(viewport) != 0
    }
    set {
      guard let viewport = viewport else { return }
      gtk_viewport_set_scroll_to_focus(viewport, newValue ? 1 : 0)
    }
  }

  private var viewport: OpaquePointer? {
    guard let child = gtk_scrolled_window_get_child(opaque),
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self),
        gtk_viewport_get_type()) != 0
    else { return nil }
    return OpaquePointer(child)
  }

  /// Scrolls back to the top.
  public func scrollToTop() {
    let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
  }

  /// Scrolls so that `descendant`'s top edge is in view, `margin` pixels below the top (as
  /// far as the content goes); false while it is not laid out yet.
  @discardableResult
  public func scrollToShow(_ descendant: Widget, margin: Double = 12) -> Bool {
    let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    // Before its first allocation a widget's bounds are its own box, at a negative offset;
    // and the adjustment is empty until the scroller was laid out.
    guard let child, gtk_adjustment_get_upper(adjustment) > 0,
      let bounds = descendant.bounds(in: child), bounds.height > 0, bounds.y >= 0
    else { return false }
    let highest = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    let target = min(max(bounds.y - margin, gtk_adjustment_get_lower(adjustment)), highest)
    gtk_adjustment_set_value(adjustment, target)
    return true
  }

  /// Scrolls the content `offset` pixels down (as far as it goes); false while it is not
  /// laid out far enough to.
  @discardableResult
  public func scroll(to offset: Double) -> Bool {
    let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    let highest = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    guard highest >= offset else { return false }
    gtk_adjustment_set_value(adjustment, offset)
    return true
  }

  /// How far the content is scrolled down, in pixels.
  public var verticalOffset: Double {
    gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque))
  }

  /// The farthest the content can be scrolled down, in pixels.
  public var maximumVerticalOffset: Double {
    let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
  }
}

/// Stacks widgets on top of a main child.
@MainActor
public final class Overlay: Widget {
  private var children: [Widget] = []

  /// Creates an overlay with `child` at the bottom.
  public init(child: Widget) {
    super.init(gtk_overlay_new())
    children.append(child)
    gtk_overlay_set_child(opaque, child.widget)
  }

  /// Puts `overlay` on top.
  public func addOverlay(_ overlay: Widget) {
    children.append(overlay)
    gtk_overlay_add_overlay(opaque, overlay.widget)
  }
}

/// Shows one of several pages at a time, each named by a case of `Page`.
@MainActor
public final class Stack<Page: RawRepresentable & Hashable>: Widget where Page.RawValue == String {
  private var pages: [Page: Widget] = [:]

  /// Creates an empty stack that changes pages with `transition`.
  public init(transition: StackTransition = .crossfade) {
    super.init(gtk_stack_new())
    gtk_stack_set_transition_type(opaque, transition.gtk)
  }

  /// Adds `child` as `page`.
  public func add(_ child: Widget, as page: Page) {
    pages[page] = child
    gtk_stack_add_named(opaque, child.widget, page.rawValue)
  }

  /// The page shown (nil while the stack is empty).
  public var visiblePage: Page? {
    get { gtk_stack_get_visible_child_name(opaque).flatMap { Page(rawValue: String(cString: $0)) } }
    set {
      guard let newValue else { return }
      show(newValue)
    }
  }

  /// Whether a transition between two pages is running.
  public var isChangingPage: Bool { gtk_stack_get_transition_running(opaque) != 0 }

  /// Shows `page`, with the stack's transition when `animated`, at once otherwise.
  public func show(_ page: Page, animated: Bool = true) {
    guard page != visiblePage else { return }
    gtk_stack_set_visible_child_full(
      opaque, page.rawValue,
      animated ? gtk_stack_get_transition_type(opaque) : GTK_STACK_TRANSITION_TYPE_NONE)
  }
}
