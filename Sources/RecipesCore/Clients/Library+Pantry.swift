/// The library's operations on the pantry: what is at home, and what can be made from it.
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// has an empty pantry, refuses to fill it, and can make nothing.
public struct PantryOperations: Sendable {
  /// The pantry's lines, in their order.
  public var items: @Sendable () async throws -> [PantryItem]
  /// Adds lines as written at the end of the pantry; returns them as saved.
  public var add: @Sendable (_ texts: [String]) async throws -> [PantryItem]
  /// Takes the item `id` out and returns it (for Undo); nil when there is no such item.
  public var remove: @Sendable (_ id: String) async throws -> PantryItem?
  /// Puts an item taken out back where it was.
  public var restore: @Sendable (_ item: PantryItem) async throws -> Void
  /// The recipes that can be made, fewest missing first (`CookableRecipe`), with the
  /// staples counted as the cook's preference says (`PantryPreferences`).
  public var cookable: @Sendable (_ request: CookableRequest) async throws -> [CookableRecipe]
  /// Which of `names` (shopping items as the list shows them, "2 Onions") are at home.
  public var atHome: @Sendable (_ names: [String]) async throws -> Set<String>

  /// Creates the operations.
  public init(
    items: @escaping @Sendable () async throws -> [PantryItem],
    add: @escaping @Sendable ([String]) async throws -> [PantryItem],
    remove: @escaping @Sendable (String) async throws -> PantryItem?,
    restore: @escaping @Sendable (PantryItem) async throws -> Void,
    cookable: @escaping @Sendable (CookableRequest) async throws -> [CookableRecipe],
    atHome: @escaping @Sendable ([String]) async throws -> Set<String>
  ) {
    self.items = items
    self.add = add
    self.remove = remove
    self.restore = restore
    self.cookable = cookable
    self.atHome = atHome
  }

  /// A library with no pantry: nothing at home, nothing to make, every change refused.
  public static let unavailable = PantryOperations(
    items: { [] },
    add: { _ in throw RecipesError.library("this library keeps no pantry") },
    remove: { _ in nil },
    restore: { _ in throw RecipesError.library("this library keeps no pantry") },
    cookable: { _ in [] },
    atHome: { _ in [] })
}
