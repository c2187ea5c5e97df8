import CGtk
import RecipesCore

/// The main window: search, filters, and the grid of recipe cards.
///
/// It renders `RecipeListViewState` — a pure function of the store's state — and turns
/// every signal into an action; it never changes state itself.
@MainActor
final class RecipeListWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let window: Window
  let searchEntry = SearchEntry(placeholder: "Search recipes — try “cat:dessert -in:nuts”")
  let refreshButton = Button(icon: "view-refresh-symbolic", accessibleLabel: "Refresh")
  private let busySpinner = Spinner()
  let categoryDropDown = DropDown(allLabel: "All categories", accessibleLabel: "Category")
  let areaDropDown = DropDown(allLabel: "All cuisines", accessibleLabel: "Area")
  let favoritesToggle = ToggleButton(
    icon: "starred-symbolic", accessibleLabel: "Favorites only")
  let menuButton = MenuButton(icon: "open-menu-symbolic", accessibleLabel: "Main menu")
  let banner = Banner(buttonLabel: "Retry")
  let pages = Stack()
  let emptyPage = StatusPage(iconName: "edit-find-symbolic")
  let failedPage = StatusPage(iconName: "dialog-warning-symbolic", buttonLabel: "Retry")
  private let loadingSpinner = Spinner()
  private let grid: GridView<RecipeListViewState.Card, RecipeCardView>
  private var observation: StoreObservation?
  private var rendered: RecipeListViewState?
  private var cardSource: RecipeListViewState.CardSource?
  private var cards: [RecipeListViewState.Card] = []

  /// Builds the window for `application`, showing `store`'s state from now on, with
  /// thumbnails from `images` (the placeholder tiles alone without it).
  init(application: Application?, store: AppStore, images: ImageLoading? = nil) {
    self.store = store
    window = Window(application: application, title: "Recipes", width: 1080, height: 760)
    grid = GridView(
      makeCell: {
        let card = RecipeCardView()
        return (card, card.root)
      },
      bind: { [weak images] card, item in
        card.show(item)
        images?.loadThumbnail(into: card)
      },
      unbind: { [weak images] card in
        images?.cancelThumbnail(for: card)
        card.clear()
      })
    buildHeader()
    buildContent()
    connectSignals()
    addShortcuts()
    observation = store.observe { [weak self] state in self?.render(state) }
    render(store.state)
  }

  /// Shows the window and brings it to the front.
  func present() { window.present() }

  /// The window, as a parent for dialogs.
  var parentWindow: Window { window }

  /// Adds a window-wide keyboard shortcut.
  func addShortcut(_ triggers: [String], _ action: @escaping @MainActor () -> Void) {
    let shortcuts = KeyboardShortcuts()
    shortcuts.add(triggers, action)
    window.addShortcuts(shortcuts)
  }

  /// The grid, for tests and the image loader.
  var cardGrid: GridView<RecipeListViewState.Card, RecipeCardView> { grid }

  // MARK: - Building

  private func buildHeader() {
    let header = HeaderBar()
    header.packStart(refreshButton)
    header.packStart(busySpinner)
    busySpinner.isSpinning = false
    searchEntry.setAccessibleLabel("Search recipes")
    searchEntry.setSizeRequest(width: 380, height: -1)
    header.setTitleWidget(searchEntry)
    header.packEnd(menuButton)
    header.packEnd(favoritesToggle)
    header.packEnd(areaDropDown)
    header.packEnd(categoryDropDown)
    window.setHeaderBar(header)
  }

  private func buildContent() {
    let content = Box(GTK_ORIENTATION_VERTICAL)
    content.append(banner.root)

    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    grid.addStyleClass("recipe-grid")
    grid.setAccessibleLabel("Recipes")
    scroller.setChild(grid)
    scroller.expandsVertically = true
    pages.add(scroller, named: "cards")

    loadingSpinner.setSizeRequest(width: 48, height: 48)
    loadingSpinner.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    pages.add(loadingSpinner, named: "loading")
    pages.add(emptyPage.root, named: "empty")
    pages.add(failedPage.root, named: "failed")
    pages.expandsVertically = true
    content.append(pages)
    window.setContent(content)
  }

  private func connectSignals() {
    searchEntry.onChange { [store] text in store.send(.search(.queryChanged(text))) }
    searchEntry.onActivate { [store] in store.send(.search(.searchSubmitted)) }
    searchEntry.onStopSearch { [weak self] in self?.clearSearch() }
    refreshButton.onClick { [store] in store.send(.list(.refreshTapped)) }
    // The banner is about the network: Retry refreshes. The failed page is about the library.
    banner.button.onClick { [store] in store.send(.list(.refreshTapped)) }
    failedPage.button.onClick { [store] in store.send(.list(.retryTapped)) }
    categoryDropDown.onSelect { [store] in store.send(.list(.categorySelected($0))) }
    areaDropDown.onSelect { [store] in store.send(.list(.areaSelected($0))) }
    favoritesToggle.onToggle { [store] in store.send(.list(.favoritesOnlyToggled($0))) }
    grid.onActivate { [store] card in store.send(.recipeActivated(card.id)) }
    window.onCloseRequest { [weak self] in
      self?.observation?.cancel()
    }
  }

  private func addShortcuts() {
    let shortcuts = KeyboardShortcuts()
    shortcuts.add(["<Control>f"]) { [weak self] in self?.searchEntry.grabFocus() }
    shortcuts.add(["F5", "<Control>r"]) { [store] in store.send(.list(.refreshTapped)) }
    window.addShortcuts(shortcuts)
  }

  private func clearSearch() {
    searchEntry.text = ""
    store.send(.search(.queryChanged("")))
  }

  // MARK: - Rendering

  /// Derives the view state, re-deriving cards only when what they come from changed.
  private func render(_ state: AppFeature.State) {
    let source = RecipeListViewState.CardSource(state)
    if source != cardSource {
      cardSource = source
      cards = source.cards()
    }
    render(RecipeListViewState(state, cards: cards))
  }

  private func render(_ view: RecipeListViewState) {
    guard view != rendered else { return }
    defer { rendered = view }
    if view.cards != rendered?.cards { grid.update(view.cards) }
    searchEntry.text = view.searchText
    categoryDropDown.setItems(view.categories, selected: view.selectedCategory)
    areaDropDown.setItems(view.areas, selected: view.selectedArea)
    favoritesToggle.isActive = view.favoritesOnly
    busySpinner.isSpinning = view.isBusy
    refreshButton.isSensitive = view.canRefresh && !view.isBusy

    if let bannerState = view.banner {
      banner.show(
        bannerState.message, isError: !bannerState.isOffline, showsButton: bannerState.canRetry)
    } else {
      banner.show(nil)
    }

    switch view.status {
    case .cards:
      loadingSpinner.isSpinning = false
      pages.visiblePage = "cards"
    case .loading:
      loadingSpinner.isSpinning = true
      pages.visiblePage = "loading"
    case .empty(let message):
      loadingSpinner.isSpinning = false
      emptyPage.show(title: message, message: "Try fewer words, or another category or cuisine.")
      pages.visiblePage = "empty"
    case .failed(let message):
      loadingSpinner.isSpinning = false
      failedPage.show(title: "The recipes could not be loaded", message: message)
      pages.visiblePage = "failed"
    }
  }
}
