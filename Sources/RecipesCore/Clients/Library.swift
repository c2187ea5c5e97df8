import Foundation

/// The local recipe library: everything the app has seen, searchable offline.
///
/// The live one (SQLite, with the embedded catalog seeded in) is built in `RecipesLibrary`.
public struct Library: Sendable {
  /// Recipes matching the query, best first, at most `limit`.
  public var search: @Sendable (_ query: SearchQuery, _ limit: Int) async throws -> [RecipeSummary]
  /// The words the recipes use, each with how many recipes use it.
  ///
  /// Names, ingredients, categories, cuisines and tags: what "Did you mean…?" is made of.
  /// Read only after a search found nothing, never on a keystroke.
  public var searchVocabulary: @Sendable () async throws -> [VocabularyWord]
  /// How many recipes pass the filter.
  public var recipeCount: @Sendable (_ filter: RecipeFilter) async throws -> Int
  /// The recipes passing the filter at positions `range` of the list sorted by name
  /// (fewer, or none, past its end).
  public var recipes:
    @Sendable (_ filter: RecipeFilter, _ range: Range<Int>) async throws -> [RecipeSummary]
  /// One recipe in full, or `nil` if the library does not have it.
  public var recipe: @Sendable (_ id: Recipe.ID) async throws -> Recipe?
  /// Every one of the cook's own recipes in full, by id, each with its stored version's
  /// stamp: one read, however many there are.
  public var ownRecipes: @Sendable () async throws -> [StoredRecipe]
  /// The cook's version of the recipe `original` (`Recipe.basedOn`), if they saved one.
  public var cooksVersion: @Sendable (_ original: Recipe.ID) async throws -> Recipe.ID?
  /// Saves (inserts or replaces) recipes fetched from the remote API.
  public var save: @Sendable (_ recipes: [Recipe]) async throws -> Void
  /// The identifiers of the favorite recipes.
  public var favoriteIDs: @Sendable () async throws -> Set<Recipe.ID>
  /// Marks or unmarks a recipe as a favorite.
  public var setFavorite: @Sendable (_ id: Recipe.ID, _ isFavorite: Bool) async throws -> Void
  /// The categories of the recipes in the library, sorted.
  public var categories: @Sendable () async throws -> [String]
  /// The cuisines of the recipes in the library, sorted.
  public var areas: @Sendable () async throws -> [String]
  /// Saves the cook's own recipes (`mine-` ids) in one transaction, inserting or replacing.
  ///
  /// Favorite marks are kept. Catalog updates and refreshes never touch these recipes.
  public var saveMine: @Sendable (_ recipes: [Recipe]) async throws -> Void
  /// Deletes one of the cook's own recipes and its favorite mark; throws
  /// `RecipesError.notFound` when there is no such recipe, and refuses other origins.
  public var deleteMine: @Sendable (_ id: Recipe.ID) async throws -> Void
  /// The cook's own recipe imported from `url` (canonical or page address), if any: the
  /// identity a re-import keeps.
  public var mineWithSource: @Sendable (_ url: URL) async throws -> Recipe?
  /// The cook's remembered choice stored under `key` (`UnitDisplay.preferenceKey`), or nil
  /// when they never made one.
  public var preference: @Sendable (_ key: String) async throws -> String?
  /// Remembers the cook's choice `value` under `key`, replacing the one before.
  public var setPreference: @Sendable (_ key: String, _ value: String) async throws -> Void
  /// The shopping list: its recipes in order and the ticked items' keys; rows that cannot be
  /// read are left out, never the whole list.
  public var shoppingList: @Sendable () async throws -> SavedShoppingList
  /// Puts a recipe on the shopping list for `servings` (nil: as written), at the end; a
  /// recipe already there keeps its place and takes the new servings.
  public var addToShoppingList: @Sendable (_ id: Recipe.ID, _ servings: Int?) async throws -> Void
  /// Takes a recipe off the shopping list (nothing happens if it is not there).
  public var removeFromShoppingList: @Sendable (_ id: Recipe.ID) async throws -> Void
  /// Empties the shopping list: every recipe and every tick.
  public var clearShoppingList: @Sendable () async throws -> Void
  /// Puts the cook's own items on the shopping list, at the end; returns them as saved.
  public var addOwnShoppingItems: @Sendable (_ texts: [String]) async throws -> [OwnShoppingItem]
  /// Takes the cook's own item `id` off the shopping list (nothing happens if it is gone).
  public var removeOwnShoppingItem: @Sendable (_ id: String) async throws -> Void
  /// Puts a removed item of the cook's own back, with its id, before the item `before`
  /// (nil, or an item that is gone: at the end); nothing happens if it is there.
  public var restoreOwnShoppingItem:
    @Sendable (_ item: OwnShoppingItem, _ before: String?) async throws -> Void
  /// The cook's corrections of nutrition: the food chosen for each ingredient name (by
  /// its correction key), or to leave it out.
  public var foodCorrections: @Sendable () async throws -> [String: FoodChoice]
  /// Remembers `choice` for the ingredient name keyed `key` in every recipe; nil forgets
  /// it (the estimate chooses again).
  public var setFoodCorrection:
    @Sendable (_ key: String, _ choice: FoodChoice?) async throws -> Void
  /// Ticks or unticks the shopping list's item `key` (`ShoppingItem.key`).
  public var setShoppingItemChecked:
    @Sendable (_ key: String, _ isChecked: Bool) async throws -> Void
  /// The sync account, or nil when the library does not sync.
  public var syncAccount: @Sendable () async throws -> SyncAccount?
  /// Remembers the sync account, replacing the one before.
  public var saveSyncAccount: @Sendable (_ account: SyncAccount) async throws -> Void
  /// What the last sync left of each synced recipe.
  public var syncRecords: @Sendable () async throws -> [SyncRecord]
  /// Records (inserts or replaces) what a sync left of one recipe, by its id.
  public var saveSyncRecord: @Sendable (_ record: SyncRecord) async throws -> Void
  /// Forgets the sync record of `id` (nothing happens if there is none).
  public var removeSyncRecord: @Sendable (_ id: Recipe.ID) async throws -> Void
  /// Forgets the account and every sync record; the recipes stay.
  public var forgetSync: @Sendable () async throws -> Void
  /// The plan: its entries planned from the range's first day to its last, in plan order.
  public var planEntries: @Sendable (_ days: ClosedRange<PlanDay>) async throws -> [PlanEntry]
  /// Plans `entry` at the end of its day and meal (its position is ignored) and returns it
  /// as saved.
  public var addPlanEntry: @Sendable (_ entry: PlanEntry) async throws -> PlanEntry
  /// Plans every one of `entries` as `addPlanEntry` does, in one transaction (all or none),
  /// and returns them as saved.
  public var addPlanEntries: @Sendable (_ entries: [PlanEntry]) async throws -> [PlanEntry]
  /// Moves an entry to `day` and `meal`, at `position` there (nil: at the end), and returns
  /// it as saved; throws `RecipesError.notFound` when there is no such entry.
  public var movePlanEntry:
    @Sendable (_ id: PlanEntry.ID, _ day: PlanDay, _ meal: Meal, _ position: Int?) async throws
      -> PlanEntry
  /// Takes an entry off the plan and returns it (for Undo); throws `RecipesError.notFound`
  /// when there is no such entry.
  public var removePlanEntry: @Sendable (_ id: PlanEntry.ID) async throws -> PlanEntry
  /// Puts an entry removed before back, as it was (its id, day, meal and position).
  public var restorePlanEntry: @Sendable (_ entry: PlanEntry) async throws -> Void
  /// Records that a recipe was cooked on `day` (a recipe is cooked many times).
  public var recordCooked: @Sendable (_ id: Recipe.ID, _ day: PlanDay) async throws -> Void
  /// The last day each of the recipes was cooked; recipes never cooked are left out.
  public var lastCooked: @Sendable (_ ids: [Recipe.ID]) async throws -> [Recipe.ID: PlanDay]
  /// Every cooking recorded from the range's first day to its last.
  public var cookedRecords: @Sendable (_ days: ClosedRange<PlanDay>) async throws -> [CookedRecord]
  /// Puts the plan's recipes on the shopping list in one transaction: each entry at the end
  /// (a recipe already there keeps its place), with its servings and plan days.
  public var addPlanToShoppingList: @Sendable (_ entries: [ShoppingListEntry]) async throws -> Void
  /// The records of the plan's calendar sync (the account, each entry's event).
  public var calendar: CalendarOperations
  /// The recipes' ratings (1 to 5 stars).
  public var ratings: RatingOperations
  /// The cook's collections of recipes.
  public var collections: CollectionOperations
  /// The pantry: what is at home, and what can be made from it.
  public var pantry: PantryOperations
  /// What the last import read of each own recipe it saved: a re-import brings up to date
  /// only what the cook has not changed since.
  public var importedVersions: ImportedVersionOperations

  /// Creates a library client from its operations.
  ///
  /// The sync's operations may be left out (a library that never syncs: it has no
  /// account and no records, and refuses to record any). Without `ownRecipes`, the own
  /// recipes are read one by one through `recipes` and `recipe`, without stamps. Without
  /// `importedVersions`, imports are not remembered: a re-import keeps every recipe as it is.
  public init(
    search: @escaping @Sendable (SearchQuery, Int) async throws -> [RecipeSummary],
    recipeCount: @escaping @Sendable (RecipeFilter) async throws -> Int,
    recipes: @escaping @Sendable (RecipeFilter, Range<Int>) async throws -> [RecipeSummary],
    recipe: @escaping @Sendable (Recipe.ID) async throws -> Recipe?,
    save: @escaping @Sendable ([Recipe]) async throws -> Void,
    favoriteIDs: @escaping @Sendable () async throws -> Set<Recipe.ID>,
    setFavorite: @escaping @Sendable (Recipe.ID, Bool) async throws -> Void,
    categories: @escaping @Sendable () async throws -> [String],
    areas: @escaping @Sendable () async throws -> [String],
    saveMine: @escaping @Sendable ([Recipe]) async throws -> Void,
    deleteMine: @escaping @Sendable (Recipe.ID) async throws -> Void,
    mineWithSource: @escaping @Sendable (URL) async throws -> Recipe?,
    preference: @escaping @Sendable (String) async throws -> String?,
    setPreference: @escaping @Sendable (String, String) async throws -> Void,
    shoppingList: @escaping @Sendable () async throws -> SavedShoppingList,
    addToShoppingList: @escaping @Sendable (Recipe.ID, Int?) async throws -> Void,
    removeFromShoppingList: @escaping @Sendable (Recipe.ID) async throws -> Void,
    clearShoppingList: @escaping @Sendable () async throws -> Void,
    setShoppingItemChecked: @escaping @Sendable (String, Bool) async throws -> Void,
    ownRecipes: (@Sendable () async throws -> [StoredRecipe])? = nil,
    syncAccount: @escaping @Sendable () async throws -> SyncAccount? = { nil },
    saveSyncAccount: @escaping @Sendable (SyncAccount) async throws -> Void = { _ in
      throw RecipesError.library("this library does not sync")
    },
    syncRecords: @escaping @Sendable () async throws -> [SyncRecord] = { [] },
    saveSyncRecord: @escaping @Sendable (SyncRecord) async throws -> Void = { _ in
      throw RecipesError.library("this library does not sync")
    },
    removeSyncRecord: @escaping @Sendable (Recipe.ID) async throws -> Void = { _ in },
    forgetSync: @escaping @Sendable () async throws -> Void = {},
    plan: PlanOperations = .unavailable,
    calendar: CalendarOperations = .unavailable,
    ownShoppingItems: OwnShoppingItemOperations = .unavailable,
    foodCorrections: FoodCorrectionOperations = .unavailable,
    ratings: RatingOperations = .unavailable,
    collections: CollectionOperations = .unavailable,
    pantry: PantryOperations = .unavailable,
    importedVersions: ImportedVersionOperations? = nil,
    searchVocabulary: @escaping @Sendable () async throws -> [VocabularyWord] = { [] },
    cooksVersion: @escaping @Sendable (Recipe.ID) async throws -> Recipe.ID? = { _ in nil }
  ) {
    self.search = search
    self.searchVocabulary = searchVocabulary
    self.cooksVersion = cooksVersion
    self.recipeCount = recipeCount
    self.recipes = recipes
    self.recipe = recipe
    self.ownRecipes =
      ownRecipes ?? {
        var stored: [StoredRecipe] = []
        for summary in try await recipes(RecipeFilter(mineOnly: true), 0..<Int.max) {
          if let recipe = try await recipe(summary.id) {
            stored.append(StoredRecipe(recipe: recipe, stamp: nil))
          }
        }
        return stored.sorted { $0.recipe.id < $1.recipe.id }
      }
    self.save = save
    self.favoriteIDs = favoriteIDs
    self.setFavorite = setFavorite
    self.categories = categories
    self.areas = areas
    self.saveMine = saveMine
    self.deleteMine = deleteMine
    self.mineWithSource = mineWithSource
    self.preference = preference
    self.setPreference = setPreference
    self.shoppingList = shoppingList
    self.addToShoppingList = addToShoppingList
    self.removeFromShoppingList = removeFromShoppingList
    self.clearShoppingList = clearShoppingList
    self.setShoppingItemChecked = setShoppingItemChecked
    addOwnShoppingItems = ownShoppingItems.add
    removeOwnShoppingItem = ownShoppingItems.remove
    restoreOwnShoppingItem = ownShoppingItems.restore
    self.foodCorrections = foodCorrections.all
    setFoodCorrection = foodCorrections.set
    self.syncAccount = syncAccount
    self.saveSyncAccount = saveSyncAccount
    self.syncRecords = syncRecords
    self.saveSyncRecord = saveSyncRecord
    self.removeSyncRecord = removeSyncRecord
    self.forgetSync = forgetSync
    planEntries = plan.entries
    addPlanEntry = plan.add
    addPlanEntries =
      plan.addAll ?? { [add = plan.add] entries in
        var saved: [PlanEntry] = []
        for entry in entries { saved.append(try await add(entry)) }
        return saved
      }
    movePlanEntry = plan.move
    removePlanEntry = plan.remove
    restorePlanEntry = plan.restore
    recordCooked = plan.recordCooked
    lastCooked = plan.lastCooked
    cookedRecords = plan.cookedRecords
    addPlanToShoppingList =
      plan.addToShoppingList ?? { entries in
        for entry in entries { try await addToShoppingList(entry.recipeID, entry.servings) }
      }
    self.calendar = calendar
    self.ratings = ratings
    self.collections = collections
    self.pantry = pantry
    self.importedVersions = importedVersions ?? .unremembered(saveMine: saveMine)
  }
}
