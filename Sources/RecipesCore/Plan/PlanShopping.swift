/// What the plan puts on the shopping list.
public enum PlanShopping {
  /// One shopping list entry per planned recipe, in the order first planned.
  ///
  /// The servings of every time it is planned add up (a recipe planned twice counts
  /// twice), and the entry keeps the days it is planned for. Notes buy nothing.
  public static func entries(for plan: [PlanEntry]) -> [ShoppingListEntry] {
    additions(for: plan, onList: [], writtenServings: { _ in 1 })
  }

  /// The entries to write so the list also holds what `plan` needs, in the order first
  /// planned; recipes with nothing to add are left out.
  ///
  /// Adding is additive and can be repeated: a recipe already on the list keeps its
  /// servings and gets those of the planned days it was not yet put on the list for (one
  /// the cook added by hand for 2 and planned for 4 is shopped for 6; pressing the button
  /// twice adds nothing the second time). `writtenServings` says what "as written" is for a
  /// recipe the list holds without a number.
  public static func additions(
    for plan: [PlanEntry], onList list: [ShoppingListEntry],
    writtenServings: (Recipe.ID) -> Int
  ) -> [ShoppingListEntry] {
    let listed = Dictionary(list.map { ($0.recipeID, $0) }, uniquingKeysWith: { first, _ in first })
    var order: [Recipe.ID] = []
    var added: [Recipe.ID: Int] = [:]
    var days: [Recipe.ID: [PlanDay]] = [:]
    for entry in plan.sorted(by: { $0.isOrdered(before: $1) }) {
      guard case .recipe(let id, let count) = entry.content else { continue }
      if let onList = listed[id], onList.planDays.contains(entry.day) { continue }
      if added[id] == nil { order.append(id) }
      added[id, default: 0] += count
      days[id, default: []].append(entry.day)
    }
    return order.map { id in
      let onList = listed[id]
      let before = onList.map { $0.servings ?? writtenServings(id) } ?? 0
      let total = min(before + (added[id] ?? 0), IngredientScaling.servingsRange.upperBound)
      return ShoppingListEntry(
        recipeID: id, servings: total, planDays: (onList?.planDays ?? []) + (days[id] ?? []))
    }
  }
}
