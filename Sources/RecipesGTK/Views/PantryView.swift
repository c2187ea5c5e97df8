import GtkInterop
import RecipesCore
import RecipesLocalization

/// The pantry and "what can I make?", a view of the main window: a field for what is at home ("2 onions"), its lines
/// with their remove buttons, then the recipes that can be made, fewest missing first, each
/// naming what it misses, narrowed by a search in the main search's syntax.
///
/// It renders `PantryViewState` and sends every line, removal, Undo, search and recipe
/// chosen to the store. A removal's Undo is a toast, timed by the store (`OfferToast`).
/// One column of rows, so it fits a phone; Tab reaches every field, button and recipe.
@MainActor
final class PantryView {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The view's content, a page of the main window.
  var root: Widget { toasts }
  /// Where the cook writes what is at home; Enter adds it.
  let itemEntry = Entry(placeholder: localized("Add what you have: “2 onions”, “rice”"))
  /// Adds what `itemEntry` holds.
  let addItemButton = Button(
    icon: "list-add-symbolic", accessibleLabel: localized("Add to the pantry"))
  /// Narrows the recipes: words, `in:`, `-in:`, `cat:`, `area:`.
  let searchEntry = SearchEntry(placeholder: localized("Narrow: words, cat:dessert, in:egg"))
  let itemsSummary = Label()
  let recipesSummary = Label()
  /// Toasts over the view (Undo of a removal).
  let toasts = ToastOverlay()
  /// The lines as chips, each with its remove button, wrapping onto more rows when narrow.
  private let itemList = WrappingBox(spacing: 6)
  private let recipeList = Box(.vertical, spacing: 6)
  private let banner = MessageBanner()
  private let store: AppStore
  private var rendered: PantryViewState?
  /// The page's scroller, which keeps its place when the lines or recipes are built again.
  private(set) var scroller: ScrolledWindow?
  /// The removal's Undo toast.
  private var undoToast: OfferToast?
  /// Each line's remove button, by the item's id.
  private(set) var removeButtons: [String: Button] = [:]
  /// Each recipe's button, by the recipe's id.
  private(set) var recipeButtons: [Recipe.ID: Button] = [:]

  /// Builds the view showing `store`'s pantry.
  init(store: AppStore) {
    self.store = store
    toasts.setChild(makeContent())
    undoToast = OfferToast(
      overlay: toasts, accept: { [store] in store.send(.pantry(.undoTapped)) },
      dismissed: { [store] in store.send(.pantry(.undoExpired)) })
    connect()
  }

  // MARK: - Building

  private func makeContent() -> Box {
    let page = Box(.vertical, spacing: 12)
    page.setMargins(top: 18, bottom: 24, start: 18, end: 18)
    page.append(Label.sectionTitle(localized("At home")))
    let adding = Box(.horizontal, spacing: 6)
    itemEntry.setAccessibleLabel(localized("Something you have at home"))
    itemEntry.expandsHorizontally = true
    adding.append(itemEntry)
    addItemButton.addStyleClass("suggested-action")
    adding.append(addItemButton)
    page.append(adding)
    for label in [itemsSummary, recipesSummary] {
      label.addStyleClass("dim-label")
      label.setAlignment(x: 0)
      label.wrap()
    }
    page.append(itemsSummary)
    page.append(itemList)
    let title = Label.sectionTitle(localized("What can I make?"))
    title.setMargins(top: 12)
    page.append(title)
    searchEntry.setAccessibleLabel(localized("Narrow the recipes"))
    page.append(searchEntry)
    page.append(recipesSummary)
    page.append(recipeList)
    let (content, scroller) = ScrollingPage.make(page, under: [banner.root])
    self.scroller = scroller
    return content
  }

  private func connect() {
    itemEntry.onActivate { [weak self] in self?.addItem() }
    addItemButton.onClick { [weak self] in self?.addItem() }
    searchEntry.onChange { [store] text in store.send(.pantry(.queryChanged(text))) }
  }

  // MARK: - Showing

  /// Puts the keyboard in the field, as the view is shown.
  func focusFirst() { itemEntry.grabFocus() }

  /// Puts what the entry holds in the pantry, and empties the entry for the next.
  func addItem() {
    let text = itemEntry.text
    guard PantryItem.trimmed(text) != nil else { return }
    store.send(.pantry(.itemsAdded([text])))
    itemEntry.text = ""
  }

  // MARK: - Rendering

  /// Shows `view` and the search's text, rebuilding rows only when they changed.
  func render(_ view: PantryViewState, query: String) {
    searchEntry.text = query
    undoToast?.show(view.undoText)
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    itemsSummary.text = view.itemsSummary
    recipesSummary.text = view.recipesSummary
    banner.show(view.errorMessage, isError: true)
    // Built again where the cook was: a line taken off near the bottom (its × had the
    // focus) would leave the page scrolled to wherever GTK put the focus.
    // The focus that was on a line's × goes to the × of the line now in its place.
    let (newItems, newRecipes) = (previous?.items != view.items, previous?.recipes != view.recipes)
    guard newItems || newRecipes else { return }
    let focused = previous?.items.firstIndex { removeButtons[$0.id]?.hasKeyboardFocus == true }
    let rebuild = {
      if newItems { self.renderItems(view.items) }
      if newRecipes { self.renderRecipes(view.recipes) }
    }
    guard let scroller else { return rebuild() }
    scroller.keepingPlace(while: rebuild) { [weak self] in
      guard let self, let focused, !view.items.isEmpty else { return }
      self.removeButtons[view.items[min(focused, view.items.count - 1)].id]?.grabFocus()
    }
  }

  private func renderItems(_ items: [PantryViewState.ItemRow]) {
    itemList.removeAll()
    removeButtons = [:]
    for item in items {
      let row = Box(.horizontal, spacing: 2)
      row.addStyleClass("pantry-item")
      // A chip as wide as its line, not as its column.
      row.align(horizontal: .start)
      let text = Label(item.text)
      text.setAlignment(x: 0)
      text.wrap()
      let remove = Button(
        icon: "window-close-symbolic",
        accessibleLabel: localized("Remove {name}", ["name": item.text]))
      remove.addStyleClass("flat")
      remove.addStyleClass("circular")
      let id = item.id
      remove.onClick { [store] in store.send(.pantry(.itemRemoved(id))) }
      row.append(text)
      row.append(remove)
      itemList.append(row)
      removeButtons[id] = remove
    }
  }

  private func renderRecipes(_ recipes: [PantryViewState.RecipeRow]) {
    recipeList.removeAll()
    recipeButtons = [:]
    for recipe in recipes {
      let content = Box(.vertical, spacing: 2)
      let name = Label(recipe.name)
      name.addStyleClass("heading")
      name.setAlignment(x: 0)
      name.wrap()
      content.append(name)
      let count = Label(recipe.countText)
      count.addStyleClass(recipe.isComplete ? "success" : "dim-label")
      count.setAlignment(x: 0)
      content.append(count)
      if !recipe.missingText.isEmpty {
        let missing = Label(recipe.missingText)
        missing.addStyleClass("dim-label")
        missing.setAlignment(x: 0)
        missing.wrap()
        content.append(missing)
      }
      let button = Button(child: content, accessibleLabel: recipe.accessibleText)
      button.addStyleClass("card")
      button.addStyleClass("pantry-recipe")
      let id = recipe.id
      button.onClick { [store] in store.send(.recipeActivated(id)) }
      recipeList.append(button)
      recipeButtons[id] = button
    }
  }
}
