extension ShoppingListFeature.State {
  /// How many items are still to buy: neither ticked nor at home.
  ///
  /// The cook's own items are never at home. The Shopping view's badge in the main
  /// window's switcher.
  public var toBuyCount: Int {
    list.items.count { !checkedKeys.contains($0.key) && !atHomeKeys.contains($0.key) }
      + list.ownItems.count { !checkedKeys.contains($0.key) }
  }
}
