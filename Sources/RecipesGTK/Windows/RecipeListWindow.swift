import GtkInterop
import RecipesCore
import RecipesLocalization

/// The main window: its views (`HomeViews`: Recipes, Plan, Shopping, Pantry) under one
/// header, and the Recipes view itself — search, filters, and the grid of recipe cards.
///
/// It renders `RecipeListViewState` — a pure function of the store's state — and turns
/// every signal and command into an action; it never changes state itself.
@MainActor
final class RecipeListWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The pages of the window's stack: what fills the space under the header.
  enum Page: String {
    /// The whole list, a grid of cards.
    case cards
    /// Search results, in a grid of their own.
    case results
    /// Waiting for the library.
    case loading
    /// Nothing to show, and why.
    case empty
    /// The library could not be read.
    case failed
  }

  /// The names of the two grids for assistive tools (the end-to-end tests look for the
  /// one on screen by name).
  enum GridName {
    /// The grid on screen.
    case shown
    /// The grid on a hidden page, which keeps its cards.
    case hidden

    /// The name assistive tools read.
    var label: String {
      switch self {
      case .shown: localized("Recipes")
      case .hidden: localized("Recipes (not shown)")
      }
    }
  }

  private let store: AppStore
  private let window: Window
  let searchEntry = SearchEntry(placeholder: localized("Search recipes"))
  /// The "?" beside the search box: what it understands besides words.
  let searchHelp = SearchHelpButton()
  /// "12 recipes" and "Did you mean chicken?" above a search's results.
  let searchStatus = SearchStatusBar()
  let busySpinner = Spinner()
  /// The kitchen timers, running and finished, while there are any.
  let timersIndicator: TimersIndicator
  /// Syncing, last synced, or what went wrong; hidden without a sync account.
  private(set) lazy var syncStatus = SyncStatusView(store: store)
  let categoryDropDown = DropDown(
    allLabel: localized("All categories"), accessibleLabel: localized("Category"),
    labels: { CatalogNames.distinctLabels($0, name: CatalogNames.category) })
  let areaDropDown = DropDown(
    allLabel: localized("All cuisines"), accessibleLabel: localized("Area", context: "cuisine"),
    labels: { CatalogNames.distinctLabels($0, name: CatalogNames.cuisine) })
  /// The main window's header: New, the views' switcher, the menu.
  let header = HeaderBar()
  /// The views, and their switchers.
  let home: HomeViews
  /// Favorites and My recipes, in the filter row.
  let filterToggles = FilterToggles()
  /// The Favorites only toggle.
  var favoritesToggle: ToggleButton { filterToggles.favorites }
  /// The My recipes toggle.
  var mineToggle: ToggleButton { filterToggles.mine }
  let menuButton = MenuButton(
    icon: "open-menu-symbolic", accessibleLabel: localized("Main menu"), menu: Menu())
  let banner = Banner(buttonLabel: localized("Retry"))
  /// New: a new recipe, or recipes imported.
  let newMenuButton = MenuButton(
    icon: "list-add-symbolic", accessibleLabel: localized("New"), menu: MainMenu.makeNew())
  /// Toasts over every view: "… was deleted" with Undo after a deletion (`DeletionToasts`),
  /// "… was imported" with Open after an import (`ImportToasts`), a timer finished.
  let toasts = ToastOverlay()
  /// The one row that chooses what the grid shows: all, the filters, the cook's collections.
  private(set) lazy var collectionsBar = CollectionsBar(
    store: store, overlay: toasts,
    filters: filterToggles.all + [categoryDropDown, areaDropDown],
    parent: { [weak self] in self?.window })
  private var deletionToasts: DeletionToasts?
  private(set) var syncRemovalToasts: SyncRemovalToasts?
  private(set) var importToasts: ImportToasts?
  private var shownDeletion: RecipeDeletionFeature.State?
  let pages = Stack<Page>(transition: .crossfade)
  let emptyPage = StatusPage(iconName: "edit-find-symbolic")
  let failedPage = StatusPage(iconName: "dialog-warning-symbolic", buttonLabel: localized("Retry"))
  private let loadingSpinner = Spinner()
  /// The whole list; never torn down by a search, so it keeps its scroll position.
  private let listGrid: GridView<RecipeListViewState.Card, RecipeCardView>
  /// Search results, on their own page: shrinking a 100 000-card grid to a handful tears
  /// down every realised cell (~300 ms at 20 000 cards), which a second grid avoids.
  private let resultsGrid: GridView<RecipeListViewState.Card, RecipeCardView>
  private let listScroller: ScrolledWindow
  private let resultsScroller: ScrolledWindow
  private var observations: [StoreObservation] = []
  private var rendered: RecipeListViewState?
  private var commands: CommandActions?
  /// The Recipes view: the search row, the filters, the collections and the grids.
  let recipesPage = Box(.vertical)
  /// Clears the search, behind Escape anywhere in the Recipes view; enabled while there is
  /// a search to clear (Escape goes on to whatever else wants it otherwise).
  private let clearSearchAction = Action(name: "clear-search")

  /// Builds the window for `application`, showing `store`'s state from now on, with
  /// thumbnails from `images` (the placeholder tiles alone without it).
  init(application: Application?, store: AppStore, images: ImageLoading? = nil) {
    self.store = store
    window = Window(application: application, title: localized("Recipes"), width: 1080, height: 760)
    timersIndicator = TimersIndicator(store: store, toasts: toasts)
    listGrid = Self.makeGrid(images: images)
    resultsGrid = Self.makeGrid(images: images)
    listScroller = Self.scrolling(listGrid, named: .shown)
    resultsScroller = Self.scrolling(resultsGrid, named: .hidden)
    home = HomeViews(
      recipes: recipesPage, store: store, images: images, host: window,
      present: { [window] in window.present() })
    buildHeader()
    buildContent(in: recipesPage)
    connectSignals()
    addCommands()
    // The list's view state is derived once per change of the list or the search, and only
    // then; a deletion's or an import's news on their own.
    observations = [
      store.observe(RecipeListViewState.Parts.self) { [weak self] in
        self?.render(RecipeListViewState($0))
      },
      store.observe({ $0.$deletion }) { [weak self] in self?.renderDeletion($0.wrappedValue) },
      store.observe({ $0.importNotice }) { [weak self] in self?.importToasts?.render($0) },
      store.observe({ $0.$collections }) { [weak self] in
        self?.collectionsBar.render($0.wrappedValue)
      },
    ]
    render(RecipeListViewState(RecipeListViewState.Parts(store.state)))
    renderDeletion(store.state.deletion)
    importToasts?.render(store.state.importNotice)
    collectionsBar.render(store.state.collections)
  }

  /// Shows the window and brings it to the front.
  func present() { window.present() }

  /// Brings the window to the front for the user event at `timestamp` (the Shell's).
  func present(time timestamp: UInt32) { window.present(time: timestamp) }

  /// Whether the window is on screen.
  var isShown: Bool { window.isShown }

  /// The window, as a parent for dialogs (and to activate its commands, in tests).
  var parentWindow: Window { window }

  /// The cards on screen (the list's or the search results'), as last rendered.
  var cards: RecipeListViewState.Cards? { rendered?.cards }

  /// Whether the Recipes view shows (not another view of the window).
  var showsRecipes: Bool { home.visibleView == .recipes }

  /// The grid on screen: the list's, or the search results'.
  var cardGrid: GridView<RecipeListViewState.Card, RecipeCardView> {
    pages.visiblePage == .results ? resultsGrid : listGrid
  }

  // MARK: - Building

  private func buildContent(in content: Box) {
    content.append(makeSearchRow())
    content.append(collectionsBar.root)
    content.append(banner.root)
    content.append(searchStatus.root)

    pages.add(listScroller, as: .cards)
    pages.add(resultsScroller, as: .results)

    loadingSpinner.setSizeRequest(width: 48, height: 48)
    loadingSpinner.align(horizontal: .center, vertical: .center)
    pages.add(loadingSpinner, as: .loading)
    pages.add(emptyPage.root, as: .empty)
    pages.add(failedPage.root, as: .failed)
    pages.expandsVertically = true
    content.append(pages)
    // The running timers above every view, not only Recipes: planning the week or ticking
    // the list, the cook still sees them count down.
    let column = Box(.vertical)
    column.append(timersIndicator.root)
    column.append(home.stack)
    toasts.setChild(column)
    // The phone's view switcher under the toasts, not beneath them: a toast two lines high
    // would cover the bar's buttons.
    toasts.expandsVertically = true
    let root = Box(.vertical)
    root.append(toasts)
    root.append(home.switcherBar)
    window.setContent(root)
  }

  private func connectSignals() {
    searchEntry.onChange { [store] text in store.send(.search(.queryChanged(text))) }
    searchEntry.onActivate { [store] in store.send(.searchEntered) }
    searchEntry.onStopSearch { [weak self] in self?.clearSearch() }
    // Down from the search goes to the cards it found, not to the filters under it.
    searchEntry.onDown { [weak self] in
      guard let grid = self?.cardGrid, grid.isMapped else { return false }
      return grid.focusFirstShownCell()
    }
    searchStatus.onSuggestion { [store, weak self] in
      store.send(.search(.suggestionTapped))
      // The button goes once taken, and the keyboard with it: back to the box, so Escape
      // and Down still work.
      self?.searchEntry.grabFocus()
    }
    connect(category: categoryDropDown, area: areaDropDown)
    for grid in [listGrid, resultsGrid] {
      grid.onActivate { [store] card in store.send(.recipeActivated(card.id)) }
    }
    // The list is read from the library a page at a time, around the cells GTK shows.
    listGrid.onVisibleRangeChange { [store] range in
      store.send(.list(.visibleRangeChanged(range)))
    }
    // Closed, it follows the store no more: a view asked for later must not bring the closed
    // window back (`MainWindowFlow` builds a new one).
    window.onCloseRequest { [weak self] () -> Void in
      self?.observations.forEach { $0.cancel() }
      self?.home.stopFollowing()
    }
  }

  private func connect(category: DropDown, area: DropDown) {
    category.onSelect { [store] in store.send(.list(.categorySelected($0))) }
    area.onSelect { [store] in store.send(.list(.areaSelected($0))) }
  }

  private func addCommands() {
    commands = CommandActions(.listWindow, in: window) { [weak self] in self?.perform($0) }
    clearSearchAction.onActivate { [weak self] in self?.clearSearch() }
    window.add(clearSearchAction)
    recipesPage.addShortcut("Escape", activating: "win." + clearSearchAction.name)
    // The banner is about the network: Retry refreshes. The failed page is about the library.
    banner.button.actionName = Command.refresh.detailedName
    failedPage.button.actionName = Command.reload.detailedName
    deletionToasts = DeletionToasts(overlay: toasts) { [store] in
      store.send(.deletion(.dismissTapped))
    }
    importToasts = ImportToasts(overlay: toasts) { [store] in store.send(.recipeActivated($0)) }
    syncRemovalToasts = SyncRemovalToasts(
      overlay: toasts, undo: { [store] in store.send(.deletion(.undoRemovedBySyncTapped)) },
      settled: { [store] in store.send(.deletion(.removedBySyncSettled)) })
  }

  private func perform(_ command: Command) {
    switch command {
    case .search:
      // The search there is selected, so what is typed next replaces it (GTK's search entry
      // takes the focus without selecting).
      searchEntry.grabFocus()
      searchEntry.selectAll()
    case .favoritesOnly:
      store.send(.list(.favoritesOnlyToggled(!(rendered?.favoritesOnly ?? false))))
    case .reload: store.send(.list(.retryTapped))
    case .mineOnly: store.send(.list(.mineOnlyToggled(!(rendered?.mineOnly ?? false))))
    case .undoDelete: store.send(.deletion(.undoTapped))
    default: break  // The application and recipe windows answer the others.
    }
  }

  private func clearSearch() {
    searchEntry.text = ""
    store.send(.search(.queryChanged("")))
  }

  // MARK: - Rendering

  /// Shows `page`: at once when it replaces the spinner (a cross-fade would draw the spinner
  /// under the first cards, and show them faded in over 200 ms), cross-faded otherwise.
  private func show(_ page: Page) {
    pages.show(page, animated: pages.visiblePage != .loading)
  }

  /// Shows one grid's page, and names only the grid on screen "Recipes" for assistive
  /// tools (and the end-to-end tests): a grid on a hidden page keeps its cards.
  private func showGrid(results: Bool?) {
    if let results { show(results ? .results : .cards) }
    let listName: GridName = results == false ? .shown : .hidden
    let resultsName: GridName = results == true ? .shown : .hidden
    listGrid.setAccessibleLabel(listName.label)
    resultsGrid.setAccessibleLabel(resultsName.label)
  }

  private func renderDeletion(_ deletion: RecipeDeletionFeature.State) {
    guard deletion != shownDeletion else { return }
    shownDeletion = deletion
    deletionToasts?.render(deletion)
    syncRemovalToasts?.render(deletion)
  }

  /// The toast offering Undo, while there is one on screen.
  var undoToast: Toast? { deletionToasts?.undoToast }

  private func render(_ view: RecipeListViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    let cards = view.cards
    let isNewFilter =
      previous.map {
        $0.selectedCategory != view.selectedCategory || $0.selectedArea != view.selectedArea
          || $0.favoritesOnly != view.favoritesOnly || $0.mineOnly != view.mineOnly
          || $0.selectedCollection?.id != view.selectedCollection?.id
      } ?? false
    // Both grids are patched in place (positions added or removed at the end, changed cells
    // filled again), so a change to the library keeps what is on screen; only a new search
    // or a new filter starts from the top.
    if view.showsSearchResults {
      if previous?.showsSearchResults != true || previous?.cards != cards {
        resultsGrid.update(count: cards.count) { cards[$0] }
      }
      let isNewSearch =
        previous?.showsSearchResults != true
        || (previous?.awaitsNewResults == true && !view.awaitsNewResults)
      if isNewSearch || isNewFilter { resultsScroller.scrollToTop() }
    } else if previous?.showsSearchResults != false || previous?.cards != cards {
      listGrid.update(count: cards.count) { cards[$0] }
    }
    if isNewFilter { listScroller.scrollToTop() }
    // Only when the store changed it (Escape clears it): a render for anything else must
    // not undo typing whose `search-changed` GTK has not emitted yet.
    if view.searchText != previous?.searchText { searchEntry.text = view.searchText }
    clearSearchAction.isEnabled = !view.searchText.isEmpty
    categoryDropDown.setItems(view.categories, selected: view.selectedCategory)
    areaDropDown.setItems(view.areas, selected: view.selectedArea)
    for (dropDown, chosen) in [
      (categoryDropDown, view.selectedCategory), (areaDropDown, view.selectedArea),
    ] {
      if chosen != nil {
        dropDown.addStyleClass("filter-on")
      } else {
        dropDown.removeStyleClass("filter-on")
      }
    }
    searchStatus.render(view)
    collectionsBar.render(view)
    commands?.setOn(.favoritesOnly, view.favoritesOnly)
    commands?.setOn(.mineOnly, view.mineOnly)
    busySpinner.isSpinning = view.isBusy

    if let bannerState = view.banner {
      banner.show(
        bannerState.message, isError: !bannerState.isOffline, showsButton: bannerState.canRetry)
    } else {
      banner.show(nil)
    }

    // The page is changed before the spinner stops: the spinner is the loading page, and
    // hiding it would make the stack change pages by itself, cross-fading.
    switch view.status {
    case .cards:
      showGrid(results: view.showsSearchResults)
      loadingSpinner.isSpinning = false
    case .loading:
      loadingSpinner.isSpinning = true
      show(.loading)
      showGrid(results: nil)
    case .empty(let message):
      let hint =
        view.mineOnly && !view.showsSearchResults
        ? localized("Recipes you write or import show here, and stay yours.")
        : view.showsSearchResults
          ? localized("Try fewer words, or another category or cuisine.")
          : localized("“All recipes” shows every recipe again.")
      emptyPage.show(title: message, message: hint)
      show(.empty)
      showGrid(results: nil)
      loadingSpinner.isSpinning = false
    case .failed(let message):
      failedPage.show(title: localized("The recipes could not be loaded"), message: message)
      show(.failed)
      showGrid(results: nil)
      loadingSpinner.isSpinning = false
    }
  }
}
