import GtkInterop
import RecipesCore
import RecipesLocalization

/// The shopping list, a view of the main window: what to buy by aisle, a check box per item,
/// the recipes it is for, and a field for the cook's own items ("2 l milk", "bin bags").
///
/// It renders `ShoppingListViewState` and sends every tick, removal and Clear to the store;
/// the ticks are saved by the store's effects, never here. Clear asks in a message dialog
/// over the main window before the list goes. "Copy as text" puts the view state's plain
/// text on the clipboard, and says so in a toast.
@MainActor
final class ShoppingListView {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The view's content, a page of the main window.
  var root: Widget { toasts }
  let copyButton = Button(label: localized("Copy as text"))
  /// "Copy as text" as an icon, in a window as narrow as a phone.
  let copyIconButton = Button(
    icon: "edit-copy-symbolic", accessibleLabel: localized("Copy as text"))
  let clearButton = Button(label: localized("Clear"))
  /// Copy and Clear, in a row over the list, edged from it.
  let toolbar = Box(.horizontal, spacing: 6)
  let summaryLabel = Label()
  /// Where the cook writes an item of their own; Enter adds it.
  let ownItemEntry = Entry(placeholder: localized("Add an item: “2 l milk”, “bin bags”"))
  /// Adds what `ownItemEntry` holds.
  let addOwnItemButton = Button(
    icon: "list-add-symbolic", accessibleLabel: localized("Add the item"))
  /// "Clear the shopping list?", shown after Clear.
  let clearQuestion: ConfirmationDialog
  /// Toasts over the list ("Copied").
  let toasts = ToastOverlay()
  /// "Removed “Bin bags”" with Undo, after an item of the cook's own or a recipe was taken
  /// off.
  private(set) lazy var undoToast = OfferToast(
    overlay: toasts, timeout: 6,
    accept: { [store] in store.send(.shoppingList(.undoRemovalTapped)) },
    dismissed: { [store] in store.send(.shoppingList(.removalUndoDismissed)) })
  private let recipeList = Box(.vertical, spacing: 6)
  private let recipesTitle = Label.sectionTitle(localized("Recipes"))
  private let itemList = Box(.vertical, spacing: 4)
  /// The page's scroller, which keeps its place when the items are built again.
  private(set) var scroller: ScrolledWindow?
  /// Why the last change to the list was not saved.
  let banner = MessageBanner()
  private let store: AppStore
  private var rendered: ShoppingListViewState?
  /// Each item's check box, by the item's key.
  private(set) var checkBoxes: [String: CheckButton] = [:]
  /// Each item's row (its check box and recipes), by the item's key.
  private var itemRows: [String: Box] = [:]
  /// Each recipe's remove button.
  private(set) var removeButtons: [Recipe.ID: Button] = [:]
  /// Each of the cook's own items' remove buttons, by the item's id.
  private(set) var ownItemRemoveButtons: [String: Button] = [:]
  /// "Bought “Eggs”" with "Add to Pantry", after an item the pantry does not hold was ticked;
  /// its going (taken or timed out) tells the store.
  private(set) lazy var boughtOffer = OfferToast(
    overlay: toasts, buttonLabel: localized("Add to Pantry"), timeout: 5, priority: .normal,
    accept: { [weak self, store] in
      if let item = self?.rendered?.boughtItem {
        store.send(.pantry(.itemsAdded([item.name])))
      }
      store.send(.shoppingList(.boughtItemOfferClosed))
    },
    dismissed: { [store] in store.send(.shoppingList(.boughtItemOfferClosed)) })

  /// Builds the view showing `store`'s shopping list; its question and its Ctrl+Z belong to
  /// `host`, the main window.
  init(store: AppStore, host: Window) {
    self.store = store
    clearQuestion = ConfirmationDialog(
      over: host, heading: localized("Clear the shopping list?"),
      body: localized("Every recipe and every item of your own go, and the ticks with them."),
      keep: localized("Keep"),
      confirm: localized("Clear")
    ) { [store] answer in
      store.send(.shoppingList(answer == .confirm ? .clearConfirmed : .keepListTapped))
    }
    toasts.setChild(makeContent())
    connect(host: host)
  }

  // MARK: - Building

  /// Copy and Clear, in a row over the list (the main window's header is the views').
  private func makeToolbar() {
    let row = toolbar
    copyButton.setAccessibleLabel(localized("Copy as text"))
    copyButton.tooltip = localized("Put the list on the clipboard, to paste into a phone's notes")
    copyIconButton.tooltip = copyButton.tooltip
    for button in [copyButton, copyIconButton] { button.align(horizontal: .start) }
    let copy = Squeezer([copyButton, copyIconButton])
    copy.expandsHorizontally = true
    row.append(copy)
    clearButton.setAccessibleLabel(localized("Clear"))
    clearButton.tooltip = localized("Take every recipe and item off the list")
    clearButton.addStyleClass("destructive-action")
    row.append(clearButton)
  }

  private func makeContent() -> Box {
    let page = Box(.vertical, spacing: 12)
    page.setMargins(top: 12, bottom: 24, start: 24, end: 24)
    summaryLabel.addStyleClass("dim-label")
    summaryLabel.setAlignment(x: 0)
    summaryLabel.wrap()
    let adding = Box(.horizontal, spacing: 6)
    ownItemEntry.setAccessibleLabel(localized("An item of your own"))
    ownItemEntry.expandsHorizontally = true
    adding.append(ownItemEntry)
    addOwnItemButton.addStyleClass("suggested-action")
    adding.append(addOwnItemButton)
    page.append(adding)
    page.append(summaryLabel)
    page.append(recipesTitle)
    page.append(recipeList)
    page.append(itemList)

    // Copy and Clear stay over the list as it scrolls, where the window's header had them.
    // Edged as a header is, so the list does not scroll flush under the buttons.
    makeToolbar()
    toolbar.addStyleClass("view-toolbar")
    let (content, scroller) = ScrollingPage.make(page, under: [toolbar, banner.root])
    self.scroller = scroller
    return content
  }

  private func connect(host: Window) {
    // Ctrl+Z takes the Undo on offer while the keyboard is in the view (a field with the
    // focus undoes its own typing first).
    let undo = Action(name: Self.undoActionName)
    undo.onActivate { [store] in store.send(.shoppingList(.undoRemovalTapped)) }
    host.add(undo)
    root.addShortcut("<Control>z", activating: "win." + Self.undoActionName)
    clearButton.onClick { [store] in store.send(.shoppingList(.clearTapped)) }
    ownItemEntry.onActivate { [weak self] in self?.addOwnItem() }
    addOwnItemButton.onClick { [weak self] in self?.addOwnItem() }
    for button in [copyButton, copyIconButton] {
      button.onClick { [weak self] in self?.copyAsText() }
    }
  }

  // MARK: - Showing

  /// Puts the keyboard on the first item, as the view is shown.
  ///
  /// Left to GTK, the focus lands on the first recipe's remove button, where a stray
  /// Space or Enter would take the recipe off the list.
  /// Shown before the list was read, the field has it until the items come, if untouched.
  func focusFirst() {
    if let first = rendered?.sections.first?.rows.first?.key {
      checkBoxes[first]?.grabFocus()
    } else {
      ownItemEntry.grabFocus()
      focusesFirstItemWhenRead = true
    }
  }

  /// Whether the first item takes the keyboard from the (untouched) field once it shows.
  private var focusesFirstItemWhenRead = false

  /// Puts what the entry holds on the list, and empties the entry for the next.
  func addOwnItem() {
    let text = ownItemEntry.text
    guard OwnShoppingItem.trimmed(text) != nil else { return }
    store.send(.shoppingList(.ownItemsAdded([text])))
    ownItemEntry.text = ""
  }

  /// Puts the list, as shown, on the clipboard.
  func copyAsText() {
    guard let view = rendered, !view.isEmpty else { return }
    if Clipboard.setText(view.plainText) {
      toasts.add(Toast(localized("Copied: paste it into your notes."), timeout: 3))
    }
  }

  // MARK: - Rendering

  /// Shows `view`, rebuilding rows only when items or recipes changed (a tick only ticks).
  func render(_ view: ShoppingListViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    summaryLabel.text = view.summary
    banner.show(view.errorMessage, isError: true)
    undoToast.show(view.undoText)
    clearQuestion.show(view.isConfirmingClear)
    clearButton.isSensitive = !view.isEmpty && !view.isConfirmingClear
    copyButton.isSensitive = !view.isEmpty
    copyIconButton.isSensitive = !view.isEmpty
    recipesTitle.isVisible = !view.recipes.isEmpty
    boughtOffer.show(view.boughtItemText)
    if previous?.recipes != view.recipes { renderRecipes(view.recipes) }
    if previous.map(Self.layout) != Self.layout(view) {
      renderItems(view.sections, replacing: previous?.sections ?? [])
    } else {
      for row in view.sections.flatMap(\.rows) { showTick(row.isChecked, on: row.key) }
    }
    // The read the view was shown before has come: its first item, if any, takes the
    // keyboard from the untouched field, once (an item added later leaves it in the field).
    if focusesFirstItemWhenRead, !view.isLoading {
      focusesFirstItemWhenRead = false
      if let first = view.sections.first?.rows.first?.key, ownItemEntry.containsFocus,
        ownItemEntry.text.isEmpty
      {
        checkBoxes[first]?.grabFocus()
      }
    }
  }

  /// Where the keyboard focus was among the item rows: the row's place, and whether it was
  /// on its × rather than its tick.
  private func focusedItemRow(among rows: [ShoppingListViewState.Row]) -> (
    index: Int, onRemove: Bool
  )? {
    for (index, row) in rows.enumerated() {
      if checkBoxes[row.key]?.hasKeyboardFocus == true { return (index, false) }
      if let id = row.ownItemID, ownItemRemoveButtons[id]?.hasKeyboardFocus == true {
        return (index, true)
      }
    }
    return nil
  }

  /// The main window's action behind Ctrl+Z in this view.
  static let undoActionName = "undo-removal"

  private func focusRow(near focused: (index: Int, onRemove: Bool)) {
    let rows = rendered?.sections.flatMap(\.rows) ?? []
    guard !rows.isEmpty else { return }
    let row = rows[min(focused.index, rows.count - 1)]
    if focused.onRemove, let id = row.ownItemID, let remove = ownItemRemoveButtons[id] {
      remove.grabFocus()
    } else {
      checkBoxes[row.key]?.grabFocus()
    }
  }

  /// What the rows show besides their ticks.
  private static func layout(_ view: ShoppingListViewState) -> [[String]] {
    view.sections.map { section in
      [section.title]
        + section.rows.flatMap {
          [$0.key, $0.text, $0.recipeNames, $0.ownItemID ?? "", $0.isAtHome ? "home" : ""]
        }
    }
  }

  private func renderRecipes(_ recipes: [ShoppingListViewState.RecipeRow]) {
    recipeList.removeAll()
    removeButtons = [:]
    for recipe in recipes {
      let row = Box(.horizontal, spacing: 8)
      let name = Label(recipe.text)
      name.setAlignment(x: 0)
      name.wrap()
      name.expandsHorizontally = true
      let remove = Button(
        icon: "window-close-symbolic",
        accessibleLabel: localized("Remove {name}", ["name": recipe.name]))
      remove.addStyleClass("flat")
      let id = recipe.id
      remove.onClick { [store] in store.send(.shoppingList(.removeTapped(id))) }
      row.append(name)
      row.append(remove)
      recipeList.append(row)
      removeButtons[id] = remove
    }
  }

  /// Builds the rows again where the cook was (the page does not jump), and gives the focus
  /// that was in a row to the row now in its place.
  private func renderItems(
    _ sections: [ShoppingListViewState.Section], replacing shown: [ShoppingListViewState.Section]
  ) {
    guard let scroller else { return buildItems(sections) }
    let focused = focusedItemRow(among: shown.flatMap(\.rows))
    scroller.keepingPlace(while: { buildItems(sections) }) { [weak self] in
      if let focused { self?.focusRow(near: focused) }
    }
  }

  private func buildItems(_ sections: [ShoppingListViewState.Section]) {
    itemList.removeAll()
    checkBoxes = [:]
    itemRows = [:]
    ownItemRemoveButtons = [:]
    for section in sections {
      let title = Label.sectionTitle(section.title)
      title.setMargins(top: 12)
      itemList.append(title)
      for row in section.rows {
        let line = Box(.vertical, spacing: 0)
        let box = CheckButton(label: row.text)
        let key = row.key
        box.onToggle { [store] isChecked in
          store.send(.shoppingList(.itemCheckedChanged(key: key, isChecked: isChecked)))
        }
        line.addStyleClass("shopping-item")
        if let id = row.ownItemID {
          // The cook's own item: ticked like the rest, and taken off by its own button.
          let top = Box(.horizontal, spacing: 8)
          box.expandsHorizontally = true
          top.append(box)
          let remove = Button(
            icon: "window-close-symbolic",
            accessibleLabel: localized("Remove {name}", ["name": row.name]))
          remove.addStyleClass("flat")
          remove.onClick { [store] in store.send(.shoppingList(.ownItemRemoved(id))) }
          top.append(remove)
          line.append(top)
          ownItemRemoveButtons[id] = remove
        } else {
          line.append(box)
        }
        let notes = [row.isAtHome ? localized("At home") : "", row.recipeNames]
          .filter { !$0.isEmpty }.joined(separator: " · ")
        if row.isAtHome {
          // At home, not to buy: dimmed, after the rest of its aisle.
          line.addStyleClass("at-home")
          box.setAccessibleDescription(localized("At home"))
        }
        if !notes.isEmpty {
          let recipes = Label(notes)
          recipes.addStyleClass("dim-label")
          recipes.addStyleClass("caption")
          recipes.setAlignment(x: 0)
          recipes.wrap()
          recipes.setMargins(start: 28)
          line.append(recipes)
        }
        itemList.append(line)
        checkBoxes[key] = box
        itemRows[key] = line
        showTick(row.isChecked, on: key)
      }
    }
  }

  private func showTick(_ isChecked: Bool, on key: String) {
    checkBoxes[key]?.isActive = isChecked
    if isChecked {
      itemRows[key]?.addStyleClass("ticked")
    } else {
      itemRows[key]?.removeStyleClass("ticked")
    }
  }
}
