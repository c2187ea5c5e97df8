import Foundation

/// The plan's work on the library, shared by the planner's effects and the command line.
public enum PlanChanges {
  /// How many days back a recipe cooked or planned is not suggested again.
  public static let suggestionRestDays = 14

  /// The entries within `days` and the recipes they name that the library has.
  public static func week(
    _ days: ClosedRange<PlanDay>, in library: Library
  ) async throws -> PlanWeek {
    let entries = try await library.planEntries(days)
    var recipes: [Recipe.ID: RecipeSummary] = [:]
    for id in Set(entries.compactMap(\.recipeID)) {
      // A recipe the library lost (or cannot read) shows as unknown; the plan still shows.
      if let recipe = try? await library.recipe(id) { recipes[id] = recipe.summary }
    }
    return PlanWeek(entries: entries, recipes: recipes)
  }

  /// Plans recipe `id` for `servings` (nil: as the recipe is written); throws
  /// `RecipesError.notFound` when the library has no such recipe.
  public static func addRecipe(
    _ id: Recipe.ID, servings: Int?, day: PlanDay, meal: Meal, entryID: PlanEntry.ID,
    in library: Library
  ) async throws -> PlanEntry {
    guard let recipe = try await library.recipe(id) else { throw RecipesError.notFound }
    let count = servings ?? IngredientScaling.writtenServings(of: recipe)
    return try await library.addPlanEntry(
      PlanEntry(id: entryID, day: day, meal: meal, content: .recipe(id, servings: count)))
  }

  /// Puts every recipe planned within `days`, from `today` on, on the shopping list.
  ///
  /// What is there already is added to, not replaced (`PlanShopping.additions`), and a day
  /// gone by is not shopped for. Returns what it wrote and what the list held before
  /// (`PlanShoppingChange`), for the toast and its Undo.
  public static func addToShoppingList(
    _ days: ClosedRange<PlanDay>, from today: PlanDay, in library: Library
  ) async throws -> PlanShoppingChange {
    guard days.upperBound >= today else { return PlanShoppingChange() }
    let ahead = max(days.lowerBound, today)...days.upperBound
    let plan = try await library.planEntries(ahead)
    guard !plan.isEmpty else { return PlanShoppingChange() }
    let list = try await library.shoppingList().entries
    var written: [Recipe.ID: Int] = [:]
    for entry in list where entry.servings == nil {
      if let recipe = try await library.recipe(entry.recipeID) {
        written[entry.recipeID] = IngredientScaling.writtenServings(of: recipe)
      }
    }
    let change = PlanShoppingChange.of(
      plan, onList: list,
      writtenServings: { written[$0] ?? IngredientScaling.assumedServings })
    guard !change.written.isEmpty else { return change }
    try await library.addPlanToShoppingList(change.written)
    return change
  }

  /// Takes back what `change` put on the shopping list: a recipe it added goes, one it
  /// added to gets its servings and days back.
  public static func undoShopping(_ change: PlanShoppingChange, in library: Library) async throws {
    let before = Set(change.before.map(\.recipeID))
    for entry in change.written where !before.contains(entry.recipeID) {
      try await library.removeFromShoppingList(entry.recipeID)
    }
    if !change.before.isEmpty { try await library.addPlanToShoppingList(change.before) }
  }

  /// Plans a dinner on every day of `days` from `today` on that has none, from the main
  /// courses matching `query` (`DinnerSuggestions`, `MainCourse`), leaving out those cooked
  /// or planned in the `suggestionRestDays` before `today` or the first day; returns the
  /// entries planned.
  public static func suggestDinners(
    _ days: ClosedRange<PlanDay>, matching query: SearchQuery, today: PlanDay, seed: UInt64,
    newID: @Sendable () -> PlanEntry.ID, in library: Library
  ) async throws -> [PlanEntry] {
    let restStart = min(today, days.lowerBound).adding(days: -suggestionRestDays)
    let recent = try await library.planEntries(restStart...max(days.upperBound, today))
    let planned = try await library.planEntries(days)
    let fullDays = Set(planned.filter { $0.meal == .dinner }.map(\.day))
    // A day gone by is not planned any more: suggesting for it would only fill the past.
    let emptyDays = days.lowerBound.through(days.upperBound).filter {
      $0 >= today && !fullDays.contains($0)
    }
    guard !emptyDays.isEmpty else { return [] }
    var excluded = Set(recent.compactMap(\.recipeID))
    excluded.formUnion(try await library.cookedRecords(restStart...today).map(\.recipeID))
    let candidates =
      query.isEmpty
      ? try await library.recipes(RecipeFilter(), 0..<Int.max)
      : try await library.search(query, 100_000)
    var generator = SuggestionRandomNumberGenerator(seed: seed)
    let ordered = DinnerSuggestions.order(
      candidates, favorites: try await library.favoriteIDs(), excluded: excluded,
      using: &generator)
    var entries: [PlanEntry] = []
    var candidateIterator = ordered.makeIterator()
    for day in emptyDays {
      // The whole recipe says its tags: one tagged "dessert" in a main category is passed.
      var chosen: Recipe?
      while chosen == nil, let next = candidateIterator.next() {
        guard let recipe = try await library.recipe(next.id),
          MainCourse.includes(category: recipe.category, tags: recipe.tags)
        else { continue }
        chosen = recipe
      }
      guard let recipe = chosen else { break }
      entries.append(
        PlanEntry(
          id: newID(), day: day, meal: .dinner,
          content: .recipe(recipe.id, servings: IngredientScaling.writtenServings(of: recipe))))
    }
    // All or none: a failure leaves the plan as it was.
    return entries.isEmpty ? [] : try await library.addPlanEntries(entries)
  }
}

/// The plan of some days as read: its entries and the recipes they name.
public struct PlanWeek: Equatable, Sendable {
  /// The entries, in plan order.
  public var entries: [PlanEntry]
  /// The recipes the entries name that the library has, by id.
  public var recipes: [Recipe.ID: RecipeSummary]

  /// Creates a read plan.
  public init(entries: [PlanEntry] = [], recipes: [Recipe.ID: RecipeSummary] = [:]) {
    self.entries = entries
    self.recipes = recipes
  }
}
