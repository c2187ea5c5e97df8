import Foundation

// MARK: - The rows of the features' engines: ingredient lines, the shopping list, the week's
// plan, nutrition and "what can I make?"

extension BenchmarkTable {
  var ingredientRows: [Row] {
    guard let parse = report.ingredientParse else {
      return [Row(key: "ingredient_parse_per_sec", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.ingredientLinesPerSecond
    return [
      Row(
        key: "ingredient_parse_per_sec",
        detail: "\(grouped(Double(parse.lineCount))) lines (\(parse.distinctLineCount) distinct) "
          + "per CPU second, median; wall clock \(perSecond(parse.wallClockLinesPerSecond))",
        value: perSecond(parse.linesPerSecond),
        target: verdict(parse.linesPerSecond >= target, "≥ \(perSecond(target))"))
    ]
  }

  var shoppingRows: [Row] {
    guard let shopping = report.shoppingList else {
      return [Row(key: "shopping_list_ms", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.shoppingListMilliseconds
    return [
      Row(
        key: "shopping_list_ms",
        detail: "\(shopping.recipeCount) catalog recipes, \(shopping.ingredientCount) lines → "
          + "\(shopping.itemCount) items, median",
        value: milliseconds(shopping.medianMilliseconds),
        target: verdict(shopping.medianMilliseconds <= target, "≤ \(milliseconds(target))"))
    ]
  }

  var planRows: [Row] {
    guard let plan = report.planWeek else {
      return [Row(key: "plan_week_ms", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.planWeekMilliseconds
    return [
      Row(
        key: "plan_week_ms",
        detail: "the planner's week of \(plan.entryCount) entries, view state, median",
        value: milliseconds(plan.medianMilliseconds),
        target: verdict(plan.medianMilliseconds <= target, "≤ \(milliseconds(target))"))
    ]
  }

  var nutritionRows: [Row] {
    guard let nutrition = report.nutrition else {
      return [Row(key: "nutrition_recipe_ms", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.nutritionRecipeMilliseconds
    return [
      Row(
        key: "nutrition_recipe_ms",
        detail: "a recipe of \(nutrition.lineCount) lines (\(nutrition.matchedCount) matched), "
          + "median; the food table read in \(milliseconds(nutrition.tableLoadMilliseconds)), "
          + "indexed in \(milliseconds(nutrition.indexMilliseconds))",
        value: milliseconds(nutrition.medianMilliseconds),
        target: verdict(nutrition.medianMilliseconds <= target, "≤ \(milliseconds(target))"))
    ]
  }

  var cookableRows: [Row] {
    guard let cookable = report.cookable else {
      return [Row(key: "cookable_10k_ms", detail: "skipped", value: "-")]
    }
    let target = BenchmarkTargets.cookableMilliseconds
    return [
      Row(
        key: "cookable_10k_ms",
        detail: "\(grouped(Double(cookable.recipeCount))) recipes against \(cookable.pantryCount) "
          + "pantry lines, median; the first (reading every recipe's lines) "
          + "\(milliseconds(cookable.firstMilliseconds)), a new connection's first (the "
          + "needs kept, decoded) \(milliseconds(cookable.coldMilliseconds))",
        value: milliseconds(cookable.medianMilliseconds),
        target: verdict(cookable.medianMilliseconds <= target, "≤ \(milliseconds(target))"))
    ]
  }
}
