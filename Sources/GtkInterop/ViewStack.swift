import CAdwaita
import CGtk

/// Pages of a window shown one at a time, each with a title and an icon that a view
/// switcher offers (libadwaita's `AdwViewStack`).
///
/// Pages are named by `Page`'s raw values; a page's content may be added to later (a
/// placeholder box filled the first time the page shows).
@MainActor
public final class ViewStack<Page: RawRepresentable & Hashable>: Widget
where Page.RawValue == String {
  private var pages: [Page: (child: Widget, page: OpaquePointer)] = [:]

  /// Creates an empty stack.
  public init() {
    super.init(adw_view_stack_new())
  }

  /// Adds `child` as `page`, titled `title` with the icon `iconName` in the switchers.
  public func add(_ child: Widget, as page: Page, title: String, iconName: String) {
    guard
      let stackPage = adw_view_stack_add_titled(
        OpaquePointer(widget), child.widget, page.rawValue, title)
    else { return }
    adw_view_stack_page_set_icon_name(stackPage, iconName)
    pages[page] = (child, stackPage)
  }

  /// The page shown (nil while the stack is empty).
  public var visiblePage: Page? {
    get {
      adw_view_stack_get_visible_child_name(OpaquePointer(widget)).flatMap {
        Page(rawValue: String(cString: $0))
      }
    }
    set {
      guard let newValue, newValue != visiblePage, pages[newValue] != nil else { return }
      adw_view_stack_set_visible_child_name(OpaquePointer(widget), newValue.rawValue)
    }
  }

  /// Shows `count` on `page`'s switcher button (0 shows none).
  public func setBadge(_ count: Int, on page: Page) {
    guard let stackPage = pages[page]?.page else { return }
    adw_view_stack_page_set_badge_number(stackPage, guint(max(0, count)))
  }

  /// The count shown on `page`'s switcher button (0: none).
  public func badge(on page: Page) -> Int {
    guard let stackPage = pages[page]?.page else { return 0 }
    return Int(adw_view_stack_page_get_badge_number(stackPage))
  }

  /// Calls `action` when another page shows, whoever chose it (a switcher, or the code).
  public func onVisiblePageChange(_ action: @escaping @MainActor (Page) -> Void) {
    Signals.connectIgnoringArgument(object, "notify::visible-child") { [weak self] in
      guard let page = self?.visiblePage else { return }
      action(page)
    }
  }
}

/// The header's view switcher (libadwaita's `AdwViewSwitcherTitle`): the stack's pages as
/// buttons when the header has room, the window's title when it has not.
@MainActor
public final class ViewSwitcherTitle: Widget {
  /// Creates a switcher for `stack`, showing `title` when there is no room for the buttons.
  public init<Page>(for stack: ViewStack<Page>, title: String) {
    super.init(adw_view_switcher_title_new())
    adw_view_switcher_title_set_stack(OpaquePointer(widget), OpaquePointer(stack.widget))
    adw_view_switcher_title_set_title(OpaquePointer(widget), title)
  }

  /// The title shown when there is no room for the buttons.
  public var title: String {
    get { String(cString: adw_view_switcher_title_get_title(OpaquePointer(widget))) }
    set { adw_view_switcher_title_set_title(OpaquePointer(widget), newValue) }
  }

  /// Whether the title shows instead of the buttons (the header is too narrow for them).
  public var isTitleVisible: Bool {
    adw_view_switcher_title_get_title_visible(OpaquePointer(widget)) != 0
  }
}

/// The switcher at a window's bottom (libadwaita's `AdwViewSwitcherBar`), revealed while the
/// header's switcher shows only the title: libadwaita 1.2's way for a phone's width.
@MainActor
public final class ViewSwitcherBar: Widget {
  private var stack: Widget?

  /// Creates a bar for `stack`, shown exactly while `title` has no room for its buttons.
  ///
  /// Its buttons are made the first time it is revealed: a wide window never shows them,
  /// and made with the header's they cost its first frame a button and a template each.
  public init<Page>(for stack: ViewStack<Page>, following title: ViewSwitcherTitle) {
    self.stack = stack
    super.init(adw_view_switcher_bar_new())
    g_object_bind_property(
      title.object, "title-visible", object, "reveal", G_BINDING_SYNC_CREATE)
    if isRevealed {
      makeButtons()
      return
    }
    Signals.connectIgnoringArgument(object, "notify::reveal") { [weak self] in
      // Revealed while the header is laid out: the buttons join before the next layout.
      guard let self, self.isRevealed, self.stack != nil else { return }
      MainLoop.whenIdle { [weak self] in self?.makeButtons() }
    }
  }

  private func makeButtons() {
    guard let stack else { return }
    self.stack = nil
    adw_view_switcher_bar_set_stack(OpaquePointer(widget), OpaquePointer(stack.widget))
  }

  /// Whether the bar is revealed.
  public var isRevealed: Bool {
    adw_view_switcher_bar_get_reveal(OpaquePointer(widget)) != 0
  }
}
