import CGtk
import Foundation

/// A drop-down list of strings, whose first entry means "all".
@MainActor
public final class DropDown: Widget {
  /// The entries after "all", as last given.
  private var items: [String] = []
  /// The entries after "all" that GTK's list holds: `items`, or older ones while filling
  /// it waits for a quiet moment.
  private var listedItems: [String] = []
  private var isFillScheduled = false
  private var isUpdating = false
  /// Owned by the drop-down (`gtk_drop_down_new` takes it).
  private let model: OpaquePointer
  /// What the entries show, given them all: each item in the reader's language, say; the
  /// item itself is what `onSelect` and `selectedItem` give.
  private let labels: ([String]) -> [String]

  /// Creates a drop-down whose first entry is `allLabel`, each other entry shown as
  /// `label` writes it.
  public convenience init(
    allLabel: String, accessibleLabel: String, label: @escaping (String) -> String = { $0 }
  ) {
    self.init(allLabel: allLabel, accessibleLabel: accessibleLabel, labels: { $0.map(label) })
  }

  /// Creates a drop-down whose first entry is `allLabel`, the others shown as `labels`
  /// writes them all (one label for each item, in order): entries told apart by what the
  /// others show.
  public init(
    allLabel: String, accessibleLabel: String, labels: @escaping ([String]) -> [String]
  ) {
    self.labels = labels
    model = gtk_string_list_new(nil)
    gtk_string_list_append(model, allLabel)
    super.init(gtk_drop_down_new(model, nil))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
    // The open list is not covered by the drop-down's tooltip.
    if let popover = PopoverTooltip.popover(inside: self) {
      PopoverTooltip.hide(of: self, whilePopoverShows: popover)
    }
  }

  /// Replaces the entries after "all", keeping `selected` chosen; `onSelect` hears nothing.
  ///
  /// With "all" chosen the closed drop-down shows nothing of the others, so GTK's list
  /// (a row built for every entry) is filled once the main loop is quiet: at launch that
  /// is after the first frames, which it no longer delays.
  public func setItems(_ newItems: [String], selected: String?) {
    items = newItems
    if selected == nil {
      fillWhenQuiet()
    } else {
      fill()
    }
    select(selected)
  }

  /// How many entries GTK's list holds, "all" included.
  var listedCount: Int { Int(g_list_model_get_n_items(model)) }

  /// The chosen entry, nil for "all".
  public var selectedItem: String? {
    let index = Int(gtk_drop_down_get_selected(opaque))
    return index >= 1 && index <= listedItems.count ? listedItems[index - 1] : nil
  }

  /// Chooses `item` (nil for "all") as the person would: `onSelect` hears of it.
  public func pick(_ item: String?) {
    let index = position(of: item)
    if gtk_drop_down_get_selected(opaque) != index { gtk_drop_down_set_selected(opaque, index) }
  }

  private func select(_ item: String?) {
    quietly { pick(item) }
  }

  /// The position of `item` in GTK's list (0, "all", for nil or an unknown entry).
  private func position(of item: String?) -> guint {
    guard let item, let index = items.firstIndex(of: item) else { return 0 }
    // Only an entry GTK's list holds can be chosen.
    fill()
    return guint(index + 1)
  }

  /// Runs `body` without `onSelect` hearing of what it changes.
  private func quietly(_ body: () -> Void) {
    let wasUpdating = isUpdating
    isUpdating = true
    defer { isUpdating = wasUpdating }
    body()
  }

  /// Puts `items` in GTK's list, if it does not hold them yet.
  private func fill() {
    guard listedItems != items else { return }
    let count = guint(listedItems.count)
    listedItems = items
    let shown = labels(items)
    var pointers: [UnsafeMutablePointer<CChar>?] = items.indices.map {
      strdup(shown.indices.contains($0) ? shown[$0] : items[$0])
    }
    pointers.append(nil)
    quietly {
      pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress?.withMemoryRebound(
          to: UnsafePointer<CChar>?.self, capacity: buffer.count
        ) {
          gtk_string_list_splice(model, 1, count, $0)
        }
      }
    }
    for pointer in pointers { free(pointer) }
  }

  private func fillWhenQuiet() {
    guard !isFillScheduled, listedItems != items else { return }
    isFillScheduled = true
    MainLoop.whenQuiet { [weak self] in
      self?.isFillScheduled = false
      self?.fill()
    }
  }

  /// Calls `action` with the chosen entry (`nil` for "all") when the person picks one.
  public func onSelect(_ action: @escaping @MainActor (String?) -> Void) {
    Signals.connectIgnoringArgument(object, "notify::selected") { [weak self] in
      guard let self, !self.isUpdating else { return }
      action(self.selectedItem)
    }
  }
}
