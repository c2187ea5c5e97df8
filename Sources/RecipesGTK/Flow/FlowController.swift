import GtkInterop
import RecipesCore

/// Keeps the real windows in step with the state: navigation is state, windows follow.
///
/// A recipe in `AppState.details` gets a detail window; one that leaves it loses its window;
/// a new focus request raises the window it names. Closing a window sends an action, and
/// the window goes when the state says so. The editor window and the import dialog follow
/// `editor` and `importDialog` the same way.
@MainActor
final class FlowController {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private let images: ImageLoading?
  private var detailWindows: [Recipe.ID: RecipeDetailWindow] = [:]
  private var handledFocus: AppFeature.FocusRequest?
  private var observations: [StoreObservation] = []
  private let dialogParent: @MainActor () -> Window?
  private let today: @MainActor () -> PlanDay
  /// The editor window, while the state has an editor.
  private(set) var editorWindow: EditorWindow?
  /// The import dialog, while the state has one.
  private(set) var importDialog: ImportDialog?

  /// Follows `store`; the import dialog opens over `dialogParent()` (the window the cook used
  /// last, or the main window), and
  /// recipe windows plan from `today()`, the day the store's reducer takes for today.
  init(
    application: Application?, store: AppStore, images: ImageLoading?,
    today: @escaping @MainActor () -> PlanDay,
    dialogParent: @escaping @MainActor () -> Window? = { nil }
  ) {
    self.application = application
    self.store = store
    self.images = images
    self.today = today
    self.dialogParent = dialogParent
    // Each part its own observer, told in this order: a new editor or import dialog is
    // not a reason to render every recipe window again.
    observations = [
      store.observe(OpenRecipeWindows.self) { [weak self] in self?.reconcile($0) },
      store.observe({ $0.$editor }) { [weak self] in self?.reconcileEditor($0.wrappedValue) },
      store.observe({ $0.$importDialog }) { [weak self] in
        self?.reconcileImportDialog($0.wrappedValue)
      },
    ]
    reconcile(OpenRecipeWindows(store.state))
    reconcileEditor(store.state.editor)
    reconcileImportDialog(store.state.importDialog)
  }

  /// The open detail windows, by recipe (for tests).
  var openDetailIDs: Set<Recipe.ID> { Set(detailWindows.keys) }

  /// The detail window of `id`, if open (for tests).
  func detailWindow(_ id: Recipe.ID) -> RecipeDetailWindow? { detailWindows[id] }

  private func reconcile(_ state: OpenRecipeWindows) {
    let wanted = Set(state.details.map(\.id))
    for (id, window) in detailWindows where !wanted.contains(id) {
      detailWindows[id] = nil
      window.destroy()
    }
    for detail in state.details {
      let window = detailWindows[detail.id] ?? openWindow(for: detail.id)
      let view = RecipeDetailViewState(detail)
      window.render(view)
      window.orderRow.render(
        stars: view.ratingStars, collections: state.collections,
        checked: view.collectionIDs)
      window.scalingBar.showShoppingListMark(
        ShoppingListMark(detail, on: state.shoppingList))
      if window.heroIllustrationLook != window.displayedHeroIllustration {
        images?.loadHeroIllustration(into: window)
      }
      if let url = window.heroImageURL, url != window.displayedHeroURL {
        images?.loadHero(url, into: window)
      }
    }
    if let focus = state.focusRequest, focus != handledFocus {
      handledFocus = focus
      detailWindows[focus.recipeID]?.present()
    }
  }

  private func reconcileEditor(_ editor: EditorFeature.State?) {
    if let window = editorWindow, window.recipeID != editor?.id {
      editorWindow = nil
      window.destroy()
    }
    guard let editor else { return }
    let window =
      editorWindow ?? EditorWindow(application: application, store: store, recipeID: editor.id)
    window.render(editor)
    if let url = window.pictureToLoad, url != window.loadedPicture {
      images?.loadPicture(url, into: window)
    }
    if editorWindow == nil {
      editorWindow = window
      window.present()
    }
  }

  private func reconcileImportDialog(_ dialog: ImportFeature.State?) {
    guard let dialog else {
      importDialog?.destroy()
      importDialog = nil
      return
    }
    let window =
      importDialog ?? ImportDialog(application: application, store: store, parent: dialogParent())
    window.render(dialog)
    if importDialog == nil {
      importDialog = window
      window.present()
    }
  }

  private func openWindow(for id: Recipe.ID) -> RecipeDetailWindow {
    let window = RecipeDetailWindow(
      application: application, store: store, recipeID: id, today: today)
    detailWindows[id] = window
    window.present()
    return window
  }
}
