import CGtk

/// A menu's contents as a model (`GMenu`): labels naming actions, in sections.
///
/// A menu button turns it into a popover; each entry runs its action and is greyed out
/// while the action is disabled, and shows the action's accelerator.
@MainActor
public final class Menu {
  let menu: OpaquePointer
  /// The menu as the `GMenuModel` it is.
  var model: UnsafeMutablePointer<GMenuModel> {
    UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
  }

  /// Creates an empty menu.
  public init() {
    menu = g_menu_new()
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(menu))
  }

  /// Adds an entry labelled `label` that activates `detailedAction` ("app.about"); one
  /// that names a choice action with a string ("app.style::dark") is a radio item, selected
  /// while the action's choice is that string.
  public func append(_ label: String, action detailedAction: String) {
    g_menu_append(menu, label, detailedAction)
  }

  /// Adds `section`'s entries as a group, set apart by separators.
  public func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(menu, label, section.model)
  }

  /// How many entries (and sections) the menu has at its top level.
  public var count: Int { Int(g_menu_model_get_n_items(model)) }

  /// The label and detailed action of every entry, sections flattened, in order.
  public var entries: [(label: String, action: String)] {
    Self.entries(of: model)
  }

  private static func entries(of model: UnsafeMutablePointer<GMenuModel>) -> [(
    label: String, action: String
  )] {
    (0..<g_menu_model_get_n_items(model)).flatMap { index in
      if let section = g_menu_model_get_item_link(model, index, G_MENU_LINK_SECTION) {
        defer { g_object_unref(UnsafeMutableRawPointer(section)) }
        return entries(of: section)
      }
      let label = attribute(G_MENU_ATTRIBUTE_LABEL, of: model, at: index)
      let action = attribute(G_MENU_ATTRIBUTE_ACTION, of: model, at: index)
      // A choice's entry names its action with the string it chooses: "app.style::dark".
      let target = attribute(G_MENU_ATTRIBUTE_TARGET, of: model, at: index)
      return [(label ?? "", [action ?? "", target].compactMap { $0 }.joined(separator: "::"))]
    }
  }

  private static func attribute(
    _ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: Int32
  )
    -> String?
  {
    guard
      let value = g_menu_model_get_item_attribute_value(model, index, name, nil)
    else { return nil }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
  }
}
