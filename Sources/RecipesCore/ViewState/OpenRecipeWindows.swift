/// What the recipe windows show of the app's state: the recipes open, the one to raise, and
/// the shopping list (each window says whether its recipe is on it).
///
/// The flow controller observes this part (`Store.observe`), not the whole state: typing in
/// the search box renders no recipe window again.
public struct OpenRecipeWindows: Equatable, Sendable {
  /// The open detail windows, oldest first.
  public let details: [RecipeDetailFeature.State]
  /// The detail window to bring to the front.
  public let focusRequest: AppFeature.FocusRequest?
  /// The cook's collections, for each window's "Add to collection".
  public let collections: [RecipeCollection]
  private let shoppingListBox: CopyOnWrite<ShoppingListFeature.State>

  /// The part of `state`, read without copying the rest of it.
  public init(_ state: borrowing AppFeature.State) {
    details = state.details
    focusRequest = state.focusRequest
    // Through the list's box, which lends it: `state.list` copies the whole list.
    collections = state.$list.wrappedValue.collections
    shoppingListBox = state.$shoppingList
  }

  /// The shopping list, for each window's mark.
  public var shoppingList: ShoppingList { shoppingListBox.wrappedValue.list }
}
