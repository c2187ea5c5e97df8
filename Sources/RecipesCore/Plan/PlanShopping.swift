/// What the plan puts on the shopping list.
public enum PlanShopping {
  /// One shopping list entry per planned recipe, in the order first planned.
  ///
  /// The servings of every time it is planned add up (a recipe planned twice counts
  /// twice), and the entry keeps the days it is planned for. Notes buy nothing.
  public static func entries(for plan: [PlanEntry]) -> [ShoppingListEntry] {
    var order: [Recipe.ID] = []
    var servings: [Recipe.ID: Int] = [:]
    var days: [Recipe.ID: [PlanDay]] = [:]
    for entry in plan.sorted(by: { $0.isOrdered(before: $1) }) {
      guard case .recipe(let id, let count) = entry.content else { continue }
      if servings[id] == nil { order.append(id) }
      servings[id, default: 0] += count
      days[id, default: []].append(entry.day)
    }
    return order.map { id in
      let total = min(servings[id] ?? 1, IngredientScaling.servingsRange.upperBound)
      return ShoppingListEntry(recipeID: id, servings: total, planDays: days[id] ?? [])
    }
  }
}
