/// The library's operations on the cook's own shopping items ("2 l milk", "bin bags").
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// keeps no items of the cook's own and refuses to add any.
public struct OwnShoppingItemOperations: Sendable {
  /// `Library.addOwnShoppingItems`.
  public var add: @Sendable ([String]) async throws -> [OwnShoppingItem]
  /// `Library.removeOwnShoppingItem`.
  public var remove: @Sendable (String) async throws -> Void
  /// `Library.restoreOwnShoppingItem`.
  public var restore: @Sendable (OwnShoppingItem, _ before: String?) async throws -> Void

  /// Creates the operations.
  public init(
    add: @escaping @Sendable ([String]) async throws -> [OwnShoppingItem],
    remove: @escaping @Sendable (String) async throws -> Void,
    restore: @escaping @Sendable (OwnShoppingItem, String?) async throws -> Void
  ) {
    self.add = add
    self.remove = remove
    self.restore = restore
  }

  /// A library that keeps no items of the cook's own.
  public static let unavailable = OwnShoppingItemOperations(
    add: { _ in throw RecipesError.library("this library keeps no items of your own") },
    remove: { _ in },
    restore: { _, _ in throw RecipesError.library("this library keeps no items of your own") })
}
