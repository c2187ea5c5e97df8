import GtkInterop
import RecipesCore
import RecipesLocalization

/// The one place that chooses what the grid shows, a row above it: "All recipes", the
/// filters the window gives it (Favorites, My recipes, category, cuisine), then a button per
/// collection (with its count) that shows only its recipes, and takes a card dropped on it;
/// then a menu to make, rename and delete collections.
///
/// It wraps onto more lines when they do not fit (a phone's 360 pixels), so every filter and
/// its state stay on screen: nothing hides in a menu or scrolled sideways.
/// Deleting asks nothing: the toast it leaves offers Undo for a few seconds, and a
/// collection's recipes always stay.
@MainActor
final class CollectionsBar {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The bar's root, a row under the header.
  let root = Box(.horizontal, spacing: 6)
  private let chips = WrappingBox(spacing: 6)
  private let store: AppStore
  private let overlay: ToastOverlay
  private let parent: @MainActor () -> Window?
  /// "All recipes", the first chip.
  let allButton = Button(label: localized("All recipes", context: "filter"))
  /// A chip per collection, by id, in the order shown (for tests).
  private(set) var chipButtons: [(id: String, button: Button)] = []
  /// What each chip takes when a card is dropped on it, in the chips' order.
  private(set) var dropTargets: [DropTarget] = []
  /// The menu's New, Rename and Delete.
  let newButton = Button(label: localized("New collection…"))
  let renameButton = Button(label: localized("Rename…"))
  let deleteButton = Button(label: localized("Delete"))
  /// The menu of New, Rename and Delete.
  let menuButton: PopoverButton
  /// The dialog asking for a name, while it is open (for tests).
  private(set) var nameDialog: CollectionNameDialog.Shown?
  private var shown: [RecipeCollection]?
  private var shownSelection: RecipeCollection??
  private var shownState: CollectionsFeature.State?
  /// "Collection “…” deleted; its recipes stay." with Undo, while the store keeps it.
  private(set) lazy var undoOffer = OfferToast(
    overlay: overlay, accept: { [store] in store.send(.collections(.undoTapped)) },
    dismissed: { [store] in store.send(.collections(.undoExpired)) })
  /// The toast offering Undo for a deleted collection, while it is on screen.
  var undoToast: Toast? { undoOffer.toast }

  /// Makes the row, with `filters` after "All recipes" and before the collections.
  init(
    store: AppStore, overlay: ToastOverlay, filters: [Widget] = [],
    parent: @escaping @MainActor () -> Window?
  ) {
    self.store = store
    self.overlay = overlay
    self.parent = parent
    let menu = Box(.vertical, spacing: 2)
    for button in [newButton, renameButton, deleteButton] {
      button.addStyleClass("flat")
      menu.append(button)
    }
    menuButton = PopoverButton(
      icon: "view-more-symbolic", accessibleLabel: localized("Collections"), content: menu)
    root.addStyleClass("collections-bar")
    root.setMargins(top: 6, bottom: 0, start: 6, end: 6)
    chips.expandsHorizontally = true
    root.append(chips)

    chips.append(allButton)
    allButton.addStyleClass("collection-chip")
    for filter in filters { chips.append(filter) }
    // The menu is the row's last chip (after the collections), not a column of its own: a
    // phone's row has the whole width for two chips a line.
    menuButton.align(horizontal: .start)
    chips.append(menuButton)
    allButton.onClick { [store] in store.send(.list(.allRecipesShown)) }
    newButton.onClick { [weak self] in self?.askNewName() }
    renameButton.onClick { [weak self] in self?.askRename() }
    deleteButton.onClick { [weak self] in self?.deleteSelected() }
  }

  // MARK: - Rendering

  /// Shows the collections of `view` and the one chosen.
  func render(_ view: RecipeListViewState) {
    if view.collections != shown || view.selectedCollection != shownSelection {
      shown = view.collections
      shownSelection = view.selectedCollection
      renderChips(view.collections, selected: view.selectedCollection?.id)
    }
    // "All recipes" only while nothing narrows the grid: never beside Favorites on, or a
    // category chosen; pressed, it takes every filter away.
    mark(allButton, isSelected: view.showsEveryRecipe)
  }

  /// Shows what `state` says happened to the collections (made, deleted with Undo, failed).
  func render(_ state: CollectionsFeature.State) {
    if state != shownState {
      let previous = shownState
      shownState = state
      renderToasts(state, previous: previous)
    }
  }

  private func renderChips(_ collections: [RecipeCollection], selected: String?) {
    for (_, button) in chipButtons { chips.remove(button) }
    chips.remove(menuButton)
    chipButtons = []
    dropTargets = []
    for collection in collections {
      let button = Button(label: "\(collection.name) · \(collection.count)")
      button.addStyleClass("collection-chip")
      button.setAccessibleLabel(
        localizedPlural(
          "{name}, {count} recipe", "{name}, {count} recipes", count: collection.count,
          ["name": collection.name]))
      button.tooltip = localized(
        "Show only “{name}”; drop a recipe here to add it", ["name": collection.name])
      mark(button, isSelected: collection.id == selected)
      let id = collection.id
      button.onClick { [store] in
        store.send(.list(.collectionSelected(selected == id ? nil : id)))
      }
      dropTargets.append(
        DropTarget(on: button) { [store] text, _, _ in
          guard case .recipe(let recipe) = PlanDragText(text: text) else { return false }
          store.send(.collections(.recipesAdded(id: id, recipes: [recipe])))
          return true
        })
      chips.append(button)
      chipButtons.append((id, button))
    }
    chips.append(menuButton)
    let chosen = collections.first { $0.id == selected }
    renameButton.isVisible = chosen != nil
    deleteButton.isVisible = chosen != nil
    if let chosen {
      renameButton.label = localized("Rename “{name}”…", ["name": chosen.name])
      deleteButton.label = localized("Delete “{name}”", ["name": chosen.name])
    }
  }

  private func mark(_ button: Button, isSelected: Bool) {
    if isSelected {
      button.addStyleClass("suggested-action")
      button.setAccessibleDescription(localized("Shown"))
    } else {
      button.removeStyleClass("suggested-action")
      button.setAccessibleDescription("")
    }
  }

  private func renderToasts(_ state: CollectionsFeature.State, previous: CollectionsFeature.State?)
  {
    undoOffer.show(
      state.deleted.map {
        localized(
          "Collection “{name}” deleted; its recipes stay.", ["name": $0.collection.name])
      })
    if state.error != previous?.error, let error = state.error {
      overlay.add(Toast(error.message, priority: .high))
    }
  }

  // MARK: - Making, renaming, deleting

  private var selected: RecipeCollection? { shownSelection ?? nil }

  private func askNewName() {
    menuButton.popdown()
    nameDialog = CollectionNameDialog.present(
      over: parent(), heading: localized("New collection"), confirmLabel: localized("Create"),
      among: shown ?? []
    ) { [store] name in
      store.send(.collections(.createConfirmed(name: name, recipes: [])))
    }
  }

  private func askRename() {
    menuButton.popdown()
    guard let collection = selected else { return }
    nameDialog = CollectionNameDialog.present(
      over: parent(), heading: localized("Rename collection"), confirmLabel: localized("Rename"),
      name: collection.name, among: shown ?? [], renaming: collection.id
    ) { [store] name in
      store.send(.collections(.renameConfirmed(id: collection.id, name: name)))
    }
  }

  private func deleteSelected() {
    menuButton.popdown()
    guard let collection = selected else { return }
    store.send(.collections(.deleteTapped(id: collection.id)))
  }
}
