/// What the recipe windows show of the app's state: the recipes open, the one to raise, and
/// the shopping list (each window says whether its recipe is on it).
///
/// The flow controller observes these parts (`Store.observe`), not the whole state: typing in
/// the search box renders no recipe window again.
public struct OpenRecipeWindows: StateParts, Equatable, Sendable {
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

  /// The writes that left the windows' parts as they are, and the collections themselves
  /// (kept in the list's box, whose other writes do not concern the recipe windows).
  public struct Stamp: Equatable, Sendable {
    let details: WriteStamp
    let focusRequest: WriteStamp
    let shoppingList: WriteStamp
    let collections: [RecipeCollection]
  }

  /// The stamps of the open windows, the request to raise one and the shopping list, and the
  /// collections.
  public static func stamp(of state: borrowing AppFeature.State) -> Stamp {
    Stamp(
      details: state.$details.stamp, focusRequest: state.$focusRequest.stamp,
      shoppingList: state.$shoppingList.stamp, collections: state.$list.wrappedValue.collections)
  }

  /// The shopping list, for each window's mark.
  public var shoppingList: ShoppingList { shoppingListBox.wrappedValue.list }
}
