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
  /// It can be repeated: a recipe the plan put on the list gets the servings of the planned
  /// days it was not yet put there for, so pressing the button twice adds nothing the second
  /// time. One the cook put there by hand (no plan days) is taken for the same meal: the
  /// list holds the larger of the two (by hand for 6 and planned for 6 is 6, not 12).
  /// `writtenServings` says what "as written" is for a recipe the list holds without a
  /// number.
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
      let planned = added[id] ?? 0
      let byHand = onList.map { $0.planDays.isEmpty } ?? false
      let total = min(
        byHand ? max(before, planned) : before + planned,
        IngredientScaling.servingsRange.upperBound)
      return ShoppingListEntry(
        recipeID: id, servings: total, planDays: (onList?.planDays ?? []) + (days[id] ?? []))
    }
  }
}
