import Foundation
import RecipesCore

/// A working library kept in memory, matching with `SearchQuery.matches`.
///
/// For tests of the store and the windows that need a library that behaves, without SQLite.
public actor InMemoryLibrary {
  private var recipesByID: [Recipe.ID: Recipe] = [:]
  private var favorites: Set<Recipe.ID>
  /// The cook's remembered choices, by key.
  public private(set) var preferences: [String: String]
  /// The shopping list as saved.
  public private(set) var shopping = SavedShoppingList()
  /// The sync account.
  public private(set) var account: SyncAccount?
  /// The sync records, by recipe id.
  public private(set) var syncRecords: [Recipe.ID: SyncRecord] = [:]
  /// The plan's entries, by id.
  public private(set) var planEntriesByID: [PlanEntry.ID: PlanEntry] = [:]
  /// The plan's calendar account.
  public internal(set) var calendarAccount: CalendarAccount?
  /// The calendar sync's records, by entry id.
  public internal(set) var calendarRecords: [PlanEntry.ID: CalendarRecord] = [:]
  /// The pantry's lines, in their order.
  public internal(set) var pantry: [PantryItem] = []
  /// Every cooking recorded, oldest record first.
  public private(set) var cooked: [CookedRecord] = []
  /// How many times `save` was called, and with how many recipes in all.
  public private(set) var savedRecipeCount = 0
  /// The ratings, by recipe.
  public internal(set) var ratings: [Recipe.ID: Int] = [:]
  /// The collections (their counts not kept: `collectionList` counts), by id.
  public internal(set) var collectionsByID: [String: RecipeCollection] = [:]
  /// The recipes of each collection, by its id.
  public internal(set) var collectionMembers: [String: Set<Recipe.ID>] = [:]
  /// Numbers new collections, so tests know their ids ("collection-1", …).
  var collectionCount = 0
  /// Each own recipe as the last import through a channel read it, by "channel:id".
  private var importedVersions: [String: Recipe] = [:]

  /// Creates a library holding `recipes`, with `favorites` marked.
  public init(
    recipes: [Recipe] = [], favorites: Set<Recipe.ID> = [], preferences: [String: String] = [:]
  ) {
    for recipe in recipes { recipesByID[recipe.id] = recipe }
    self.favorites = favorites
    self.preferences = preferences
  }

  /// The client the features use.
  public nonisolated var client: Library {
    Library(
      search: { query, limit in await self.search(query, limit: limit) },
      recipeCount: { filter in await self.recipes(filter).count },
      recipes: { filter, range in await self.recipes(filter, range) },
      recipe: { id in await self.recipe(id) },
      save: { recipes in await self.save(recipes) },
      favoriteIDs: { await self.favoriteIDs() },
      setFavorite: { id, isFavorite in await self.setFavorite(id, isFavorite) },
      categories: { await self.values(\.category) },
      areas: { await self.values(\.area) },
      saveMine: { recipes in try await self.saveMine(recipes) },
      deleteMine: { id in try await self.deleteMine(id) },
      mineWithSource: { url in await self.mine(withSource: url) },
      preference: { key in await self.preferences[key] },
      setPreference: { key, value in await self.setPreference(key, value) },
      shoppingList: { await self.shopping },
      addToShoppingList: { id, servings in await self.addToShoppingList(id, servings) },
      removeFromShoppingList: { id in await self.removeFromShoppingList(id) },
      clearShoppingList: { await self.clearShoppingList() },
      setShoppingItemChecked: { key, isChecked in await self.setChecked(key, isChecked) },
      ownRecipes: { try await self.ownRecipes() },
      syncAccount: { await self.account },
      saveSyncAccount: { account in await self.setAccount(account) },
      syncRecords: { await self.syncRecords.values.sorted { $0.recipeID < $1.recipeID } },
      saveSyncRecord: { record in await self.setSyncRecord(record, for: record.recipeID) },
      removeSyncRecord: { id in await self.setSyncRecord(nil, for: id) },
      forgetSync: { await self.forgetSync() },
      plan: planOperations,
      calendar: calendarOperations,
      ownShoppingItems: OwnShoppingItemOperations(
        add: { texts in await self.addOwnShoppingItems(texts) },
        remove: { id in await self.removeOwnShoppingItem(id) },
        restore: { item, before in await self.restoreOwnShoppingItem(item, before: before) }),
      foodCorrections: FoodCorrectionOperations(
        all: { await self.foodCorrections },
        set: { key, choice in await self.setFoodCorrection(key, choice) }),
      ratings: ratingOperations,
      collections: collectionOperations,
      pantry: pantryOperations,
      importedVersions: ImportedVersionOperations(
        save: { recipes in try await self.saveImported(recipes) },
        asImported: { id, channel in await self.importedVersions["\(channel):\(id)"] }),
      searchVocabulary: { await self.vocabulary() },
      cooksVersion: { id in await self.cooksVersion(of: id) }
    )
  }

  /// Every recipe, sorted by name.
  public var allRecipes: [Recipe] {
    recipesByID.values.sorted {
      $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
    }
  }

  /// The favorite identifiers.
  public func favoriteIDs() -> Set<Recipe.ID> { favorites }

  private func cooksVersion(of original: Recipe.ID) -> Recipe.ID? {
    recipesByID.values.filter { $0.basedOn == original && $0.id != original }.map(\.id).min()
  }

  private func search(_ query: SearchQuery, limit: Int) -> [RecipeSummary] {
    Array(
      listed.filter { query.matches($0, rating: ratings[$0.id]) }.prefix(limit).map(\.summary))
  }

  /// Every recipe the lists show: all but those the cook saved a version of.
  private var listed: [Recipe] {
    let replaced = Set(recipesByID.values.compactMap(\.basedOn))
    return allRecipes.filter { !replaced.contains($0.id) }
  }

  /// The words of every recipe's name, ingredients, category, cuisine and tags, folded as
  /// the full-text index folds them, each with how many recipes use it.
  private func vocabulary() -> [VocabularyWord] {
    var counts: [String: Int] = [:]
    for recipe in recipesByID.values {
      let text = [
        [recipe.name, recipe.category ?? "", recipe.area ?? ""], recipe.ingredients.map(\.name),
        recipe.tags,
      ].joined().joined(separator: " ")
      for word in Set(SearchQuery.wordsOf(text.lowercased())) { counts[word, default: 0] += 1 }
    }
    return counts.map { VocabularyWord($0.key, recipeCount: $0.value) }.sorted { $0.word < $1.word }
  }

  private func recipes(_ filter: RecipeFilter) -> [RecipeSummary] {
    let members = filter.collection.map { collectionMembers[$0] ?? [] } ?? []
    return listed.map(\.summary).filter {
      filter.includes($0, favoriteIDs: favorites, collectionMembers: members)
    }
  }

  private func recipes(_ filter: RecipeFilter, _ range: Range<Int>) -> [RecipeSummary] {
    let all = recipes(filter)
    return Array(all[min(range.lowerBound, all.count)..<min(range.upperBound, all.count)])
  }

  private func recipe(_ id: Recipe.ID) -> Recipe? { recipesByID[id] }

  /// The own recipes by id, stamped as the SQLite library does: the hash of their JSON.
  private func ownRecipes() throws -> [StoredRecipe] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try recipesByID.values.filter { $0.id.origin == .mine }.sorted { $0.id < $1.id }.map {
      StoredRecipe(recipe: $0, stamp: ContentFingerprint.hex(of: try encoder.encode($0)))
    }
  }

  private func setPreference(_ key: String, _ value: String) { preferences[key] = value }

  private func save(_ recipes: [Recipe]) {
    let recipes = recipes.filter { $0.id.origin != .mine }
    savedRecipeCount += recipes.count
    for recipe in recipes { recipesByID[recipe.id] = recipe }
  }

  private func saveMine(_ recipes: [Recipe]) throws {
    guard recipes.allSatisfy({ $0.id.origin == .mine }) else {
      throw RecipesError.library("not mine")
    }
    savedRecipeCount += recipes.count
    for recipe in recipes {
      // A version saved for the first time takes its original's places, as in SQLite.
      if let original = recipe.basedOn, original != recipe.id, recipesByID[recipe.id] == nil {
        movePlaces(from: original, to: recipe.id)
      }
      recipesByID[recipe.id] = recipe
    }
  }

  /// The plan's entries and the shopping list's line of `original`, moved to `version`.
  private func movePlaces(from original: Recipe.ID, to version: Recipe.ID) {
    for (id, entry) in planEntriesByID {
      guard case .recipe(original, let servings) = entry.content else { continue }
      planEntriesByID[id]?.content = .recipe(version, servings: servings)
    }
    guard let index = shopping.entries.firstIndex(where: { $0.recipeID == original }) else {
      return
    }
    let entry = shopping.entries[index]
    if shopping.entries.contains(where: { $0.recipeID == version }) {
      shopping.entries.remove(at: index)
    } else {
      shopping.entries[index] = ShoppingListEntry(
        recipeID: version, servings: entry.servings, planDays: entry.planDays)
    }
  }

  private func saveImported(_ recipes: [ImportedVersion]) throws {
    try saveMine(recipes.map(\.saved))
    for recipe in recipes {
      importedVersions["\(recipe.channel):\(recipe.saved.id)"] = recipe.asImported
    }
  }

  private func deleteMine(_ id: Recipe.ID) throws {
    guard id.origin == .mine else { throw RecipesError.library("not mine") }
    for channel in ImportChannel.allCases { importedVersions["\(channel):\(id)"] = nil }
    if let original = recipesByID[id]?.basedOn { movePlaces(from: id, to: original) }
    guard recipesByID.removeValue(forKey: id) != nil else { throw RecipesError.notFound }
    favorites.remove(id)
    ratings[id] = nil
    for key in collectionMembers.keys { collectionMembers[key]?.remove(id) }
  }

  private func mine(withSource url: URL) -> Recipe? {
    allRecipes.first { $0.id.origin == .mine && $0.sourceURL == url }
  }

  private func setFavorite(_ id: Recipe.ID, _ isFavorite: Bool) {
    if isFavorite { favorites.insert(id) } else { favorites.remove(id) }
  }

  private func addToShoppingList(_ id: Recipe.ID, _ servings: Int?) {
    let entry = ShoppingListEntry(recipeID: id, servings: servings)
    if let index = shopping.entries.firstIndex(where: { $0.recipeID == id }) {
      shopping.entries[index] = entry
    } else {
      shopping.entries.append(entry)
    }
  }

  private func removeFromShoppingList(_ id: Recipe.ID) {
    shopping.entries.removeAll { $0.recipeID == id }
  }

  private func clearShoppingList() { shopping = SavedShoppingList() }

  /// Numbers the cook's own items, so tests know their ids ("own-1", "own-2", …).
  private var ownItemCount = 0

  private func addOwnShoppingItems(_ texts: [String]) -> [OwnShoppingItem] {
    let items = texts.map { text in
      ownItemCount += 1
      return OwnShoppingItem(id: "own-\(ownItemCount)", text: text)
    }
    shopping.ownItems += items
    return items
  }

  private func removeOwnShoppingItem(_ id: String) {
    shopping.ownItems.removeAll { $0.id == id }
  }

  private func restoreOwnShoppingItem(_ item: OwnShoppingItem, before: String?) {
    guard !shopping.ownItems.contains(where: { $0.id == item.id }) else { return }
    let index = before.flatMap { next in shopping.ownItems.firstIndex { $0.id == next } }
    shopping.ownItems.insert(item, at: index ?? shopping.ownItems.endIndex)
  }

  /// The cook's corrections of nutrition, by ingredient name key.
  public private(set) var foodCorrections: [String: FoodChoice] = [:]

  private func setFoodCorrection(_ key: String, _ choice: FoodChoice?) {
    foodCorrections[key] = choice
  }

  private func setChecked(_ key: String, _ isChecked: Bool) {
    if isChecked { shopping.checkedKeys.insert(key) } else { shopping.checkedKeys.remove(key) }
  }

  private func setAccount(_ account: SyncAccount?) { self.account = account }

  private func setSyncRecord(_ record: SyncRecord?, for id: Recipe.ID) { syncRecords[id] = record }

  private func forgetSync() {
    account = nil
    syncRecords = [:]
  }

  // MARK: - Plan

  private nonisolated var planOperations: PlanOperations {
    PlanOperations(
      entries: { days in await self.planEntries(in: days) },
      add: { entry in await self.addPlanEntry(entry) },
      move: { id, day, meal, position in
        try await self.movePlanEntry(id, day, meal, position)
      },
      remove: { id in try await self.removePlanEntry(id) },
      restore: { entry in await self.restorePlanEntry(entry) },
      recordCooked: { id, day in await self.recordCooked(id, day) },
      lastCooked: { ids in await self.lastCooked(ids) },
      cookedRecords: { days in await self.cooked.filter { days.contains($0.day) } },
      addToShoppingList: { entries in await self.addPlanToShoppingList(entries) },
      addAll: { entries in await self.addPlanEntries(entries) })
  }

  /// Sets the plan to `entries` (positions as given).
  public func setPlan(_ entries: [PlanEntry]) {
    planEntriesByID = Dictionary(entries.map { ($0.id, $0) }) { _, last in last }
  }

  /// Sets what was cooked.
  public func setCooked(_ records: [CookedRecord]) { cooked = records }

  /// The whole plan, in plan order.
  public var plan: [PlanEntry] {
    planEntriesByID.values.sorted { $0.isOrdered(before: $1) }
  }

  private func planEntries(in days: ClosedRange<PlanDay>) -> [PlanEntry] {
    plan.filter { days.contains($0.day) }
  }

  private func nextPosition(_ day: PlanDay, _ meal: Meal) -> Int {
    (planEntriesByID.values.filter { $0.day == day && $0.meal == meal }.map(\.position).max()
      ?? -1) + 1
  }

  private func addPlanEntry(_ entry: PlanEntry) -> PlanEntry {
    var saved = entry
    saved.position = nextPosition(entry.day, entry.meal)
    planEntriesByID[saved.id] = saved
    return saved
  }

  private func addPlanEntries(_ entries: [PlanEntry]) -> [PlanEntry] {
    entries.map(addPlanEntry)
  }

  private func movePlanEntry(_ id: PlanEntry.ID, _ day: PlanDay, _ meal: Meal, _ position: Int?)
    throws -> PlanEntry
  {
    guard var entry = planEntriesByID.removeValue(forKey: id) else {
      throw RecipesError.notFound
    }
    entry.day = day
    entry.meal = meal
    if let position {
      entry.position = max(0, position)
      for (otherID, other) in planEntriesByID
      where other.day == day && other.meal == meal && other.position >= entry.position {
        planEntriesByID[otherID]?.position += 1
      }
    } else {
      entry.position = nextPosition(day, meal)
    }
    planEntriesByID[id] = entry
    return entry
  }

  private func removePlanEntry(_ id: PlanEntry.ID) throws -> PlanEntry {
    guard let entry = planEntriesByID.removeValue(forKey: id) else {
      throw RecipesError.notFound
    }
    return entry
  }

  private func restorePlanEntry(_ entry: PlanEntry) { planEntriesByID[entry.id] = entry }

  private func recordCooked(_ id: Recipe.ID, _ day: PlanDay) {
    cooked.append(CookedRecord(recipeID: id, day: day))
  }

  private func lastCooked(_ ids: [Recipe.ID]) -> [Recipe.ID: PlanDay] {
    var days: [Recipe.ID: PlanDay] = [:]
    for record in cooked where ids.contains(record.recipeID) {
      days[record.recipeID] = max(days[record.recipeID] ?? record.day, record.day)
    }
    return days
  }

  private func addPlanToShoppingList(_ entries: [ShoppingListEntry]) {
    for entry in entries {
      if let index = shopping.entries.firstIndex(where: { $0.recipeID == entry.recipeID }) {
        shopping.entries[index] = entry
      } else {
        shopping.entries.append(entry)
      }
    }
  }

  private func values(_ field: KeyPath<Recipe, String?>) -> [String] {
    Set(recipesByID.values.compactMap { $0[keyPath: field] }).sorted()
  }
}
