/// A group of recipes the planner's "+" lists, under its heading.
///
/// With nothing typed the popover starts with the cook's own choices — favorites, their
/// own recipes, what they cooked lately — rather than the library's first recipes by name;
/// what is typed searches the whole library (one group without a heading).
public struct PlanPickerSection: Equatable, Sendable {
  /// What the recipes of a group have in common.
  public enum Group: Equatable, Sendable {
    /// The cook's favorites.
    case favorites
    /// Recipes the cook wrote or imported (their versions too).
    case own
    /// Recipes cooked lately, the latest first.
    case recentlyCooked
    /// The library's recipes: the matches of what was typed, or, before anything is typed,
    /// the library's first after the cook's own groups (so there is always more to pick).
    case library
  }

  /// The group.
  public var group: Group
  /// Its recipes, in the order shown.
  public var recipes: [RecipeSummary]

  /// Creates a section.
  public init(_ group: Group, _ recipes: [RecipeSummary]) {
    self.group = group
    self.recipes = recipes
  }
}

/// The "+" popover's list before anything is typed: the cook's recipes first.
public enum PlanPickerStart {
  /// How many recipes each group lists at most.
  public static let perGroup = 8
  /// How far back "Recently cooked" looks.
  public static let cookedDays = 60

  /// The groups to show, in order — favorites, own recipes, recently cooked — each recipe
  /// in the first group it belongs to, each group at most `perGroup` long and left out when
  /// empty; then `library` (the library's first recipes, as given) less those shown above.
  ///
  /// `cooked` is every cooking recorded, in any order; the latest cooking of a recipe
  /// places it.
  public static func sections(
    favorites: [RecipeSummary], own: [RecipeSummary], cooked: [CookedRecord],
    recipes: [Recipe.ID: RecipeSummary], library: [RecipeSummary], perGroup: Int = perGroup
  ) -> [PlanPickerSection] {
    var shown = Set<Recipe.ID>()
    func take(_ candidates: [RecipeSummary]) -> [RecipeSummary] {
      var taken: [RecipeSummary] = []
      for recipe in candidates where taken.count < perGroup && !shown.contains(recipe.id) {
        shown.insert(recipe.id)
        taken.append(recipe)
      }
      return taken
    }
    let sections = [
      PlanPickerSection(.favorites, take(favorites)),
      PlanPickerSection(.own, take(own)),
      PlanPickerSection(.recentlyCooked, take(latestFirst(cooked).compactMap { recipes[$0] })),
    ].filter { !$0.recipes.isEmpty }
    let rest = library.filter { !shown.contains($0.id) }
    return rest.isEmpty ? sections : sections + [PlanPickerSection(.library, rest)]
  }

  /// The recipes of `cooked`, each once, the one cooked last first (ties: by id, so the
  /// order never depends on how the records were read).
  public static func latestFirst(_ cooked: [CookedRecord]) -> [Recipe.ID] {
    var last: [Recipe.ID: PlanDay] = [:]
    for record in cooked where last[record.recipeID].map({ $0 < record.day }) ?? true {
      last[record.recipeID] = record.day
    }
    return last.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map(\.key)
  }

  /// Reads the groups from `library`, recently cooked counted back from `today`, then the
  /// library's first `fallbackLimit` recipes.
  public static func read(today: PlanDay, fallbackLimit: Int, in library: Library) async throws
    -> [PlanPickerSection]
  {
    let favorites = try await library.recipes(RecipeFilter(favoritesOnly: true), 0..<perGroup)
    let own = try await library.recipes(RecipeFilter(mineOnly: true), 0..<(2 * perGroup))
    let cooked = try await library.cookedRecords(today.adding(days: -cookedDays)...today)
    var recipes: [Recipe.ID: RecipeSummary] = [:]
    let shown = Set((favorites + own).map(\.id))
    for id in latestFirst(cooked).filter({ !shown.contains($0) }).prefix(perGroup) {
      // A recipe cooked and since deleted is left out.
      if let recipe = try? await library.recipe(id) { recipes[id] = recipe.summary }
    }
    let first = try await library.search(SearchQuery(), fallbackLimit)
    return sections(
      favorites: favorites, own: own, cooked: cooked, recipes: recipes, library: first)
  }
}
