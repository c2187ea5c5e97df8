import Foundation
import RecipesLocalization
import RecipesQuantities

/// What a detail window shows, derived from its state by a pure function.
public struct RecipeDetailViewState: Equatable, Sendable {
  /// One numbered step.
  public struct Step: Equatable, Sendable {
    /// The step's number, from 1.
    public let number: Int
    /// What to do.
    public let text: String
  }

  /// The recipe's name, in large type at the top of the window.
  public let title: String
  /// The window's title: the name, or "Original: …" over the original of the cook's version.
  public let windowTitle: String
  /// Category, area and tags, shown as chips.
  public let chips: [String]
  /// "Prep 10 min · Cook 25 min · Total 35 min · Serves 4", under the title; nil until the
  /// recipe is loaded.
  public let facts: String?
  /// What the recipe's author says of it, if anything.
  public let summary: String?
  /// "By Jun Okafor · example.org"; nil when neither is known.
  public let source: String?
  /// The large picture, if any.
  public let heroImageURL: URL?
  /// What is drawn under the large picture, and shows when there is none.
  public let illustration: Illustration
  /// One row per ingredient, scaled to `servings` and shown in `unitDisplay`, in the
  /// recipe's order.
  public let ingredients: [IngredientRow]
  /// How many people the ingredients are for (what the "Servings" spin button shows).
  public let servings: Int
  /// The units the quantities are shown in (what the "Units" switch shows).
  public let unitDisplay: UnitDisplay
  /// The method split into numbered steps (`InstructionSteps`).
  public let steps: [Step]
  /// The cook's own notes, shown after the steps; nil when there are none.
  public let notes: String?
  /// "No ingredients yet — Edit to add some.", in place of the sections a loaded recipe
  /// lacks; nil when it has both, or is still loading.
  public let emptyHint: String?
  /// Whether the servings, units and shopping controls show: only with ingredients to scale.
  public let showsScaling: Bool
  /// Why the servings read as they do when the recipe does not say ("taken as 4"); nil
  /// when it does.
  public let servingsNote: String?
  /// Whether "Open source" is shown.
  public let showsSourceButton: Bool
  /// Whether "Watch video" is shown.
  public let showsVideoButton: Bool
  /// The recipe this one is the cook's version of, which "Show Original" opens; nil for any
  /// other.
  public let originalID: Recipe.ID?
  /// The cook's version of the recipe shown, when this window shows its original (opened
  /// by "Show Original"): the window says so, leads back, and cannot edit; nil otherwise.
  public let cooksVersionID: Recipe.ID?
  /// What the window says over the original of the cook's version; nil otherwise.
  public let originalNotice: String?
  /// Whether the recipe is a favorite.
  public let isFavorite: Bool
  /// The cook's rating, 1 to 5 stars; nil when not rated (the star buttons show it).
  public let rating: Int?
  /// The star buttons, filled up to the rating.
  public var ratingStars: RatingStars { RatingStars(rating: rating) }
  /// The collections (ids) the recipe is in: the checks of "Add to collection".
  public let collectionIDs: Set<String>
  /// Whether a small spinner shows that the full recipe is on its way.
  public let isLoading: Bool
  /// A failure to explain, with Retry when loading failed.
  public let errorMessage: String?
  /// Whether the error banner offers Retry.
  public let canRetry: Bool
  /// Whether "Edit" works: the recipe is loaded (a catalog one is copied when saved).
  public let canEdit: Bool
  /// Whether "Delete" shows: only the cook's own recipes can be deleted.
  public let canDelete: Bool
  /// "Last cooked 12 days ago"; nil when it never was.
  public let lastCookedText: String?
  /// "Planned for tomorrow, Dinner"; nil when it is not planned.
  public let plannedText: String?
  /// The plan's line under the title: when it is planned next and when it was last
  /// cooked ("Planned for tomorrow, Dinner · Last cooked 12 days ago"); nil for neither.
  public var planLine: String? {
    let parts = [plannedText, lastCookedText].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
  /// What a serving holds, once worked out; nil before (or without) it.
  public let nutrition: NutritionViewState?
  /// Why the Nutrition section has no figures, when it could not work them out.
  public let nutritionFailure: String?
  /// That the editor just saved the recipe (a toast with "Show", which shows My recipes).
  public let savedNotice: SavedRecipeNotice?

  /// Derives what a detail window shows from its state.
  public init(_ state: RecipeDetailFeature.State) {
    let recipe = state.recipe
    let name = recipe?.name ?? state.summary?.name ?? localized("Recipe")
    let category = recipe?.category ?? state.summary?.category
    let area = recipe?.area ?? state.summary?.area
    title = name
    windowTitle =
      state.cooksVersionID == nil ? name : localized("Original: {name}", ["name": name])
    savedNotice = state.savedNotice
    chips =
      [category.map(CatalogNames.category), area.map(CatalogNames.cuisine)].compactMap { $0 }
      + (recipe?.tags ?? [])
    heroImageURL = recipe?.thumbnailURL ?? state.summary?.thumbnailURL
    illustration = Illustration(category: category, area: area)
    servings = state.servings
    // Only servings the recipe states, or the cook chose, are said: no invented "Serves 4".
    let stated = recipe.flatMap(IngredientScaling.statedServings(of:))
    let claimed = stated != nil || state.chosenServings != nil ? state.servings : nil
    facts = recipe.flatMap {
      let text = RecipeFacts.timesAndServings(of: $0, servings: claimed)
      return text.isEmpty ? nil : text
    }
    servingsNote =
      recipe != nil && stated == nil
      ? localizedPlural(
        "The recipe does not say how many it serves: its amounts are taken as for {count}.",
        "The recipe does not say how many it serves: its amounts are taken as for {count}.",
        count: IngredientScaling.assumedServings)
      : nil
    summary = recipe?.description.flatMap {
      let text = $0.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : text
    }
    source = recipe.flatMap(RecipeFacts.source(of:))
    unitDisplay = state.unitDisplay
    ingredients = recipe.map(state.scaling.rows(of:)) ?? []
    // The steps follow the servings and units too: "Heat 5 tbsp of the oil", "320°F".
    steps = (recipe.map(state.scaling.steps(of:)) ?? []).enumerated().map {
      Step(number: $0.offset + 1, text: $0.element)
    }
    notes = recipe?.notes.flatMap {
      let text = $0.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : text
    }
    showsScaling = !ingredients.isEmpty
    emptyHint =
      recipe == nil || state.isLoading
      ? nil : Self.emptyHint(noIngredients: ingredients.isEmpty, noSteps: steps.isEmpty)
    showsSourceButton = recipe?.sourceURL != nil
    showsVideoButton = recipe?.videoURL != nil
    originalID = recipe?.basedOn
    cooksVersionID = state.cooksVersionID
    originalNotice =
      state.cooksVersionID == nil
      ? nil
      : localized("This is the original, as it came. Your version is in My recipes.")
    isFavorite = state.isFavorite
    rating = state.rating
    collectionIDs = state.collectionIDs
    isLoading = state.isLoading
    // The original of the cook's version is shown as it came: their changes go in theirs.
    canEdit = recipe != nil && state.cooksVersionID == nil
    canDelete = state.id.origin == .mine
    lastCookedText = PlanText.lastCooked(daysAgo: state.lastCookedDaysAgo)
    plannedText = PlanText.planned(state.nextPlanned)
    nutrition = state.nutrition.map {
      NutritionViewState(
        $0, published: recipe?.publishedNutrition, picker: state.foodPicker,
        factor: recipe.map(state.scaling.factor(for:)) ?? .one, units: state.unitDisplay.system)
    }
    nutritionFailure = state.nutritionFailure.map { _ in
      localized("Nutrition could not be worked out: the food table could not be read.")
    }
    if let error = state.error {
      errorMessage = error.message
      canRetry = true
    } else {
      errorMessage = state.actionError?.message
      canRetry = false
    }
  }

  /// What a recipe without ingredients or steps says in their place.
  private static func emptyHint(noIngredients: Bool, noSteps: Bool) -> String? {
    switch (noIngredients, noSteps) {
    case (true, true): return localized("No ingredients or steps yet — Edit to add some.")
    case (true, false): return localized("No ingredients yet — Edit to add some.")
    case (false, true): return localized("No steps yet — Edit to add some.")
    case (false, false): return nil
    }
  }
}
