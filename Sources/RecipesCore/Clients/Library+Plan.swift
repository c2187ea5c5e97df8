/// The library's operations on the meal plan and the record of what was cooked.
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// has an empty plan and refuses to change it.
public struct PlanOperations: Sendable {
  /// `Library.planEntries`.
  public var entries: @Sendable (ClosedRange<PlanDay>) async throws -> [PlanEntry]
  /// `Library.addPlanEntry`.
  public var add: @Sendable (PlanEntry) async throws -> PlanEntry
  /// `Library.movePlanEntry`.
  public var move: @Sendable (PlanEntry.ID, PlanDay, Meal, Int?) async throws -> PlanEntry
  /// `Library.removePlanEntry`.
  public var remove: @Sendable (PlanEntry.ID) async throws -> PlanEntry
  /// `Library.restorePlanEntry`.
  public var restore: @Sendable (PlanEntry) async throws -> Void
  /// `Library.recordCooked`.
  public var recordCooked: @Sendable (Recipe.ID, PlanDay) async throws -> Void
  /// `Library.lastCooked`.
  public var lastCooked: @Sendable ([Recipe.ID]) async throws -> [Recipe.ID: PlanDay]
  /// `Library.cookedRecords`.
  public var cookedRecords: @Sendable (ClosedRange<PlanDay>) async throws -> [CookedRecord]
  /// `Library.addPlanToShoppingList`; nil: one `addToShoppingList` per entry, days dropped.
  public var addToShoppingList: (@Sendable ([ShoppingListEntry]) async throws -> Void)?
  /// `Library.addPlanEntries`; nil: one `add` per entry.
  public var addAll: (@Sendable ([PlanEntry]) async throws -> [PlanEntry])?

  /// Creates the operations.
  public init(
    entries: @escaping @Sendable (ClosedRange<PlanDay>) async throws -> [PlanEntry],
    add: @escaping @Sendable (PlanEntry) async throws -> PlanEntry,
    move: @escaping @Sendable (PlanEntry.ID, PlanDay, Meal, Int?) async throws -> PlanEntry,
    remove: @escaping @Sendable (PlanEntry.ID) async throws -> PlanEntry,
    restore: @escaping @Sendable (PlanEntry) async throws -> Void,
    recordCooked: @escaping @Sendable (Recipe.ID, PlanDay) async throws -> Void,
    lastCooked: @escaping @Sendable ([Recipe.ID]) async throws -> [Recipe.ID: PlanDay],
    cookedRecords: @escaping @Sendable (ClosedRange<PlanDay>) async throws -> [CookedRecord],
    addToShoppingList: (@Sendable ([ShoppingListEntry]) async throws -> Void)? = nil,
    addAll: (@Sendable ([PlanEntry]) async throws -> [PlanEntry])? = nil
  ) {
    self.entries = entries
    self.add = add
    self.move = move
    self.remove = remove
    self.restore = restore
    self.recordCooked = recordCooked
    self.lastCooked = lastCooked
    self.cookedRecords = cookedRecords
    self.addToShoppingList = addToShoppingList
    self.addAll = addAll
  }

  /// A library with no plan: nothing planned or cooked, and every change refused.
  public static let unavailable = PlanOperations(
    entries: { _ in [] },
    add: { _ in throw RecipesError.library("this library has no plan") },
    move: { _, _, _, _ in throw RecipesError.notFound },
    remove: { _ in throw RecipesError.notFound },
    restore: { _ in throw RecipesError.library("this library has no plan") },
    recordCooked: { _, _ in },
    lastCooked: { _ in [:] },
    cookedRecords: { _ in [] })
}
