import CGtk
import Foundation

/// A drop-down list of strings, whose first entry means "all".
@MainActor
public final class DropDown: Widget {
  private var items: [String] = []
  private var isUpdating = false
  /// Owned by the drop-down (`gtk_drop_down_new` takes it).
  private let model: OpaquePointer

  /// Creates a drop-down whose first entry is `allLabel`.
  public init(allLabel: String, accessibleLabel: String) {
    model = gtk_string_list_new(nil)
    gtk_string_list_append(model, allLabel)
    super.init(gtk_drop_down_new(model, nil))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Replaces the entries after "all", keeping `selected` chosen; `onSelect` hears nothing.
  public func setItems(_ newItems: [String], selected: String?) {
    isUpdating = true
    defer { isUpdating = false }
    if newItems != items {
      let count = guint(items.count)
      items = newItems
      var pointers = newItems.map { strdup($0) } + [nil]
      pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress?.withMemoryRebound(
          to: UnsafePointer<CChar>?.self, capacity: buffer.count
        ) {
          gtk_string_list_splice(model, 1, count, $0)
        }
      }
      for pointer in pointers { free(pointer) }
    }
    select(selected)
  }

  /// The chosen entry, nil for "all".
  public var selectedItem: String? {
    let index = Int(gtk_drop_down_get_selected(opaque))
    return index >= 1 && index <= items.count ? items[index - 1] : nil
  }

  /// Chooses `item` (nil for "all") as the person would: `onSelect` hears of it.
  public func pick(_ item: String?) { select(item) }

  private func select(_ item: String?) {
    let index = item.flatMap { items.firstIndex(of: $0) }.map { guint($0 + 1) } ?? 0
    if gtk_drop_down_get_selected(opaque) != index { gtk_drop_down_set_selected(opaque, index) }
  }

  /// Calls `action` with the chosen entry (`nil` for "all") when the person picks one.
  public func onSelect(_ action: @escaping @MainActor (String?) -> Void) {
    Signals.connectIgnoringArgument(object, "notify::selected") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.selectedItem)
    }
  }
}
