/// What "Add this week to the shopping list" did: what it wrote, what the list held before
/// for those recipes, and how many planned recipes were on the list already with nothing
/// more to buy — enough to say it truly and to undo it.
public struct PlanShoppingChange: Equatable, Sendable {
  /// The entries written, in the order first planned.
  public var written: [ShoppingListEntry]
  /// The list's entries as they were before, for the recipes written that it held.
  public var before: [ShoppingListEntry]
  /// How many recipes went on the list or are bought for more servings now.
  ///
  /// A recipe the list held for as many servings (by hand for 6, planned for 6) is not
  /// counted: the list only learnt which days it is for.
  public var added: Int
  /// Planned recipes the list already held for as many servings as the plan needs.
  public var alreadyListed: Int

  /// Creates a change.
  public init(
    written: [ShoppingListEntry] = [], before: [ShoppingListEntry] = [], added: Int = 0,
    alreadyListed: Int = 0
  ) {
    self.written = written
    self.before = before
    self.added = added
    self.alreadyListed = alreadyListed
  }

  /// Whether Undo has anything to put back.
  public var isEmpty: Bool { written.isEmpty }

  /// The change of `plan` on `list`: `PlanShopping.additions`, with what the list held.
  public static func of(
    _ plan: [PlanEntry], onList list: [ShoppingListEntry], writtenServings: (Recipe.ID) -> Int
  ) -> PlanShoppingChange {
    let written = PlanShopping.additions(
      for: plan, onList: list, writtenServings: writtenServings)
    let writtenIDs = Set(written.map(\.recipeID))
    let plannedIDs = Set(plan.compactMap(\.recipeID))
    let before = list.filter { writtenIDs.contains($0.recipeID) }
    let servingsBefore = Dictionary(
      before.map { ($0.recipeID, $0.servings ?? writtenServings($0.recipeID)) },
      uniquingKeysWith: { first, _ in first })
    // Written for the servings the list had: only its days changed.
    let unchanged = written.filter { entry in
      servingsBefore[entry.recipeID].map { $0 >= (entry.servings ?? 0) } ?? false
    }.count
    // Planned and on the list, with nothing to write.
    let skipped = Set(list.map(\.recipeID)).filter {
      plannedIDs.contains($0) && !writtenIDs.contains($0)
    }.count
    return PlanShoppingChange(
      written: written, before: before, added: written.count - unchanged,
      alreadyListed: skipped + unchanged)
  }
}
