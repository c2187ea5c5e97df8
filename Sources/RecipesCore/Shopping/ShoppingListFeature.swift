import Foundation

/// The shopping list: its window, the recipes on it, and the items ticked off.
///
/// The library keeps the list; the state holds the last read of it. Adding reads the list
/// back (the items need the recipe); removing, clearing and ticking change the state at once
/// and write behind it, and a failed write reads the list again so the screen shows what is
/// saved.
///
/// "Clear" in the window asks first ("Clear the shopping list?"); only
/// `clearConfirmed` empties the list, and the command line sends it straight away.
public struct ShoppingListFeature: Reducer, Sendable {
  /// What the app knows of the shopping list.
  public struct State: Equatable, Sendable {
    /// The recipes and the items built from them, and the cook's own items.
    public var list = ShoppingList()
    /// The units the amounts are shown in: the cook's Units preference.
    public var units = UnitDisplay.original {
      didSet { list = list.converted(to: units) }
    }
    /// The keys of the items ticked off.
    public var checkedKeys: Set<String> = []
    /// Whether the shopping list window is open.
    public var isOpen = false
    /// Whether the window is asking before it takes every recipe off the list.
    public var isConfirmingClear = false
    /// Counts the requests to open the window, so asking again while it is open raises it.
    public var openRequest = 0
    /// Waiting for the library.
    public var isLoading = false
    /// Why the list could not be read or saved.
    public var error: RecipesError?
    /// The recipes on the list that the library has but failed to read (a damaged row), as
    /// against those it no longer has.
    public var unreadableRecipeIDs: Set<Recipe.ID> = []
    /// Numbers the reads, so an answer to an older read arriving late is dropped.
    public var readSequence = 0
    /// What was taken off last (an item of the cook's own or a recipe), while the window
    /// offers to put it back.
    public var removal: Removal?
    /// The keys of the items the pantry holds: at home, not to buy.
    public var atHomeKeys: Set<String> = []
    /// The item ticked last that the pantry does not hold, while the window offers to add it.
    public var boughtItem: BoughtItem?

    /// Creates an empty, unread list with its window closed.
    public init() {}
  }

  /// What one read of the library gave.
  public struct Contents: Equatable, Sendable {
    /// The list as saved.
    public var saved: SavedShoppingList
    /// The recipes the entries name that the library has.
    public var recipes: [Recipe]
    /// The recipes the entries name that the library failed to read.
    public var unreadable: Set<Recipe.ID>
    /// The keys of the items the pantry holds.
    public var atHome: Set<String>

    /// Creates a read's result.
    public init(
      saved: SavedShoppingList, recipes: [Recipe], unreadable: Set<Recipe.ID> = [],
      atHome: Set<String> = []
    ) {
      self.saved = saved
      self.recipes = recipes
      self.unreadable = unreadable
      self.atHome = atHome
    }
  }

  /// An item just ticked as bought that the pantry does not hold: the window offers to add
  /// it to the pantry.
  public struct BoughtItem: Equatable, Sendable {
    /// The item's key.
    public var key: String
    /// The item's name as the list shows it ("Onions"), which goes into the pantry.
    public var name: String

    /// Creates an offer.
    public init(key: String, name: String) {
      self.key = key
      self.name = name
    }
  }

  /// What can happen to the shopping list.
  public enum Action: Equatable, Sendable {
    /// "Shopping list" was chosen: open its window (and read the list).
    case openTapped
    /// The window was closed.
    case windowClosed
    /// The list is wanted (the command line, a window showing it): read it.
    case loadRequested
    /// The library answered read number `sequence`.
    case loaded(sequence: Int, Result<Contents, RecipesError>)
    /// "Add to shopping list": put the recipe on it for `servings` (nil: as written).
    case addTapped(Recipe.ID, servings: Int?)
    /// A recipe's remove button was clicked.
    case removeTapped(Recipe.ID)
    /// The cook wrote items of their own to buy ("2 l milk", "bin bags").
    case ownItemsAdded([String])
    /// One of the cook's own items was taken off.
    case ownItemRemoved(String)
    /// "Undo" (or Ctrl+Z) after something was taken off: an item of the cook's own goes
    /// back where it was, a recipe for its servings; with their ticks.
    case undoRemovalTapped
    /// The offer to put it back went (its toast timed out or was closed).
    case removalUndoDismissed
    /// "Clear" was clicked in the window: ask before emptying the list.
    case clearTapped
    /// "Keep" answered the question: the list stays as it is.
    case keepListTapped
    /// Emptying the list was confirmed (or asked for on the command line): every recipe
    /// and every tick goes.
    case clearConfirmed
    /// An item's check box was ticked or unticked.
    case itemCheckedChanged(key: String, isChecked: Bool)
    /// The offer to add the item ticked last to the pantry went (taken, or timed out).
    case boughtItemOfferClosed
    /// A change could not be saved.
    case writeFailed(RecipesError)
  }

  private let library: Library
  /// The list's writes, saved in the order the cook made them.
  private let writes = WritesInOrder()

  /// Creates the feature over the library that keeps the list.
  public init(library: Library) {
    self.library = library
  }

  /// Applies a shopping list action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .openTapped:
      state.isOpen = true
      state.openRequest += 1
      return read(&state)

    case .windowClosed:
      state.isOpen = false
      state.isConfirmingClear = false
      return .none

    case .loadRequested:
      return read(&state)

    case .loaded(let sequence, let result):
      guard sequence == state.readSequence else { return .none }
      state.isLoading = false
      switch result {
      case .success(let contents):
        let earlier = state.list
        state.list = ShoppingList(
          entries: contents.saved.entries, recipes: contents.recipes,
          ownItems: contents.saved.ownItems, units: state.units)
        state.checkedKeys = contents.saved.checkedKeys
        state.unreadableRecipeIDs = contents.unreadable
        state.atHomeKeys = contents.atHome
        state.error = nil
        stopAskingIfEmpty(&state)
        // A ticked item that now needs more (a second recipe, more servings) is bought
        // only in part: its tick goes, here and in the library.
        let grown = Self.grownItemKeys(from: earlier, to: state.list, among: state.checkedKeys)
        guard !grown.isEmpty else { return .none }
        state.checkedKeys.subtract(grown)
        if let bought = state.boughtItem?.key, grown.contains(bought) { state.boughtItem = nil }
        return write(&state, reading: false) { library in
          for key in grown.sorted() { try await library.setShoppingItemChecked(key, false) }
        }
      case .failure(let error):
        state.error = error
      }
      return .none

    case .addTapped(let id, let servings):
      return write(&state, reading: true) { library in
        try await library.addToShoppingList(id, servings)
      }

    case .removeTapped(let id):
      let entry = state.list.entries.first { $0.recipeID == id }
      let name = state.list.recipes[id]?.name
      state.list = state.list.removing(id)
      // Ticks of items no other recipe needs go with the recipe.
      let stale = state.checkedKeys.subtracting(state.list.items.map(\.key))
      state.checkedKeys.subtract(stale)
      if let entry, let name {
        state.removal = .recipe(RemovedRecipe(entry: entry, name: name, checkedKeys: stale))
      }
      if let bought = state.boughtItem?.key, stale.contains(bought) { state.boughtItem = nil }
      stopAskingIfEmpty(&state)
      return write(&state, reading: false) { library in
        try await library.removeFromShoppingList(id)
        for key in stale.sorted() { try await library.setShoppingItemChecked(key, false) }
      }

    case .ownItemsAdded(let texts):
      let items = texts.compactMap(OwnShoppingItem.trimmed)
      guard !items.isEmpty else { return .none }
      return write(&state, reading: true) { library in
        _ = try await library.addOwnShoppingItems(items)
      }

    case .ownItemRemoved(let id):
      let items = state.list.ownItems
      guard let index = items.firstIndex(where: { $0.id == id }) else { return .none }
      let item = items[index]
      state.list = state.list.removingOwnItem(id)
      let wasChecked = state.checkedKeys.remove(item.key) != nil
      state.removal = .ownItem(
        RemovedOwnItem(
          item: item, before: items.dropFirst(index + 1).first?.id, wasChecked: wasChecked))
      if state.boughtItem?.key == item.key { state.boughtItem = nil }
      stopAskingIfEmpty(&state)
      return write(&state, reading: false) { library in
        try await library.removeOwnShoppingItem(id)
        if wasChecked { try await library.setShoppingItemChecked(item.key, false) }
      }

    case .undoRemovalTapped:
      guard let removal = state.removal else { return .none }
      state.removal = nil
      return write(&state, reading: true) { library in
        switch removal {
        case .ownItem(let removed):
          try await library.restoreOwnShoppingItem(removed.item, removed.before)
          if removed.wasChecked {
            try await library.setShoppingItemChecked(removed.item.key, true)
          }
        case .recipe(let removed):
          try await library.addToShoppingList(removed.entry.recipeID, removed.entry.servings)
          for key in removed.checkedKeys.sorted() {
            try await library.setShoppingItemChecked(key, true)
          }
        }
      }

    case .removalUndoDismissed:
      state.removal = nil
      return .none

    case .clearTapped:
      state.isConfirmingClear = !state.list.isEmpty
      return .none

    case .keepListTapped:
      state.isConfirmingClear = false
      return .none

    case .clearConfirmed:
      state.isConfirmingClear = false
      state.removal = nil
      state.list = ShoppingList(units: state.units)
      state.checkedKeys = []
      return write(&state, reading: false) { library in try await library.clearShoppingList() }

    case .itemCheckedChanged(let key, let isChecked):
      guard state.checkedKeys.contains(key) != isChecked else { return .none }
      if isChecked { state.checkedKeys.insert(key) } else { state.checkedKeys.remove(key) }
      state.boughtItem = isChecked ? Self.boughtItem(key, in: state) : nil
      return write(&state, reading: false) { library in
        try await library.setShoppingItemChecked(key, isChecked)
      }

    case .boughtItemOfferClosed:
      state.boughtItem = nil
      return .none

    case .writeFailed(let error):
      let effect = read(&state)
      state.error = error
      return effect
    }
  }

  /// The offer for the item `key` just ticked: nil when the pantry already holds it.
  private static func boughtItem(_ key: String, in state: State) -> BoughtItem? {
    guard !state.atHomeKeys.contains(key) else { return nil }
    if let item = state.list.items.first(where: { $0.key == key }) {
      return BoughtItem(key: key, name: item.name)
    }
    return state.list.ownItems.first { $0.key == key }.map { BoughtItem(key: key, name: $0.text) }
  }

  /// The keys among `checked` whose items ask for more in `list` than in `earlier` (in the
  /// same units; the first reading has nothing to compare with).
  private static func grownItemKeys(
    from earlier: ShoppingList, to list: ShoppingList, among checked: Set<String>
  ) -> Set<String> {
    guard !checked.isEmpty, earlier.units == list.units else { return [] }
    let before = Dictionary(
      earlier.items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    return Set(
      list.items.filter { item in
        guard checked.contains(item.key), let then = before[item.key] else { return false }
        return item.needsMore(than: then)
      }.map(\.key))
  }

  /// Drops the question once there is nothing left to clear (the last recipe removed, or
  /// the list emptied elsewhere), so it does not come back when a recipe is added.
  private func stopAskingIfEmpty(_ state: inout State) {
    if state.list.isEmpty { state.isConfirmingClear = false }
  }

  // MARK: - Effects

  /// Reads the list and the recipes it names; a recipe the library cannot give is left out
  /// of the items, its entry kept (so it can still be removed).
  private func read(_ state: inout State) -> Effect<Action> {
    state.readSequence += 1
    state.isLoading = true
    return .run { [library, sequence = state.readSequence] send in
      await send(.loaded(sequence: sequence, await Self.contents(of: library)))
    }
  }

  private static func contents(of library: Library) async -> Result<Contents, RecipesError> {
    await Result {
      let saved = try await library.shoppingList()
      var recipes: [Recipe] = []
      var unreadable: Set<Recipe.ID> = []
      for entry in saved.entries {
        // nil: the library no longer has it; thrown: it has a row it cannot read. Either
        // way the rest of the list is shown.
        do {
          if let recipe = try await library.recipe(entry.recipeID) { recipes.append(recipe) }
        } catch {
          unreadable.insert(entry.recipeID)
        }
      }
      return Contents(
        saved: saved, recipes: recipes, unreadable: unreadable,
        atHome: try await atHome(saved, recipes, library))
    }
  }

  /// The keys of the list's items the pantry holds (its lines, not the staples: the list
  /// already buys salt whole, once).
  private static func atHome(_ saved: SavedShoppingList, _ recipes: [Recipe], _ library: Library)
    async throws -> Set<String>
  {
    let list = ShoppingList(entries: saved.entries, recipes: recipes, ownItems: saved.ownItems)
    let named = list.items.map { ($0.key, $0.name) } + list.ownItems.map { ($0.key, $0.text) }
    guard !named.isEmpty else { return [] }
    let held = try await library.pantry.atHome(named.map(\.1))
    return Set(named.filter { held.contains($0.1) }.map(\.0))
  }

  /// Runs `change` on the library; then reads the list back when `reading`, and reports a
  /// failure as `writeFailed`.
  private func write(
    _ state: inout State, reading: Bool,
    _ change: @escaping @Sendable (Library) async throws -> Void
  ) -> Effect<Action> {
    let sequence = reading ? state.readSequence + 1 : state.readSequence
    if reading {
      state.readSequence = sequence
      state.isLoading = true
    }
    // Queued now, while the reducer runs in the order of the cook's actions.
    let written = writes.queueChange { [library] in try await change(library) }
    return .run { [library] send in
      if let error = await written.value {
        await send(.writeFailed(error))
        return
      }
      guard reading else { return }
      await send(.loaded(sequence: sequence, await Self.contents(of: library)))
    }
  }
}
