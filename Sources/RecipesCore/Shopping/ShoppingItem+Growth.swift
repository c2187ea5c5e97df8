extension ShoppingItem {
  /// Whether the item now asks for more than `earlier` did.
  ///
  /// One of its amounts grew, or it has an amount in a unit it did not have: what was bought
  /// for `earlier` is then not enough, so a tick on the item no longer holds.
  ///
  /// An item bought whole (salt, oil) never needs more: the packet bought serves the next
  /// recipe too. A line without a quantity ("to taste") asks for nothing to measure.
  public func needsMore(than earlier: ShoppingItem) -> Bool {
    guard !isBoughtWhole else { return false }
    return lines.contains { line in
      guard let now = line.quantityMax ?? line.quantity else { return false }
      guard let before = earlier.lines.first(where: { $0.unit == line.unit }) else {
        return true
      }
      guard let then = before.quantityMax ?? before.quantity else { return true }
      return now > then
    }
  }
}
