extension ShoppingListFeature {
  /// What was taken off the list last, while it can be put back.
  public enum Removal: Equatable, Sendable {
    /// An item of the cook's own.
    case ownItem(RemovedOwnItem)
    /// A recipe, with its items.
    case recipe(RemovedRecipe)

    /// What the Undo toast names: the item as written, or the recipe's name.
    public var name: String {
      switch self {
      case .ownItem(let removed): removed.item.displayText
      case .recipe(let removed): removed.name
      }
    }
  }

  /// An item of the cook's own taken off the list, and where it was.
  public struct RemovedOwnItem: Equatable, Sendable {
    /// The item.
    public var item: OwnShoppingItem
    /// The id of the item that followed it; nil when it was the last.
    public var before: String?
    /// Whether it was ticked off.
    public var wasChecked: Bool

    /// Creates the record of a removal.
    public init(item: OwnShoppingItem, before: String?, wasChecked: Bool) {
      self.item = item
      self.before = before
      self.wasChecked = wasChecked
    }
  }

  /// A recipe taken off the list: its entry, its name, and the ticks that went with it.
  public struct RemovedRecipe: Equatable, Sendable {
    /// The recipe and its servings on the list.
    public var entry: ShoppingListEntry
    /// Its name, for "Removed “Beef Rendang”".
    public var name: String
    /// The ticks of the items only it needed.
    public var checkedKeys: Set<String>

    /// Creates the record of a removal.
    public init(entry: ShoppingListEntry, name: String, checkedKeys: Set<String>) {
      self.entry = entry
      self.name = name
      self.checkedKeys = checkedKeys
    }
  }
}
