import GtkInterop
import RecipesCore
import RecipesLocalization

/// The toasts over a recipe's window: a kitchen timer finished (this recipe's or another's,
/// with Dismiss), and the recipe just saved, with the way to where the cook finds it.
@MainActor
final class RecipeWindowToasts {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The overlay the window's content sits in.
  let overlay = ToastOverlay()
  /// A finished timer's toast, with Dismiss.
  private(set) var timers: FinishedTimerToasts?
  /// The last "was saved" toast, if any.
  private(set) var savedToast: Toast?
  private let store: AppStore
  private let recipeID: Recipe.ID
  private var shownNotice: SavedRecipeNotice?

  /// The toasts of the window of `recipeID`, following `store`'s timers from now on.
  init(store: AppStore, recipeID: Recipe.ID) {
    self.store = store
    self.recipeID = recipeID
    timers = FinishedTimerToasts.following(store, on: overlay)
  }

  /// Says `notice` ("“Scones” was saved in My recipes.", with "Show") unless
  /// it said it already.
  func render(saved notice: SavedRecipeNotice?) {
    guard let notice, notice != shownNotice else { return }
    shownNotice = notice
    let toast = Toast(notice.message)
    // TRANSLATORS: the button of "“Scones” was saved in My recipes.": it shows My recipes.
    // Short, so the toast's text keeps the room of a phone's width.
    toast.buttonLabel = localized("Show", context: "toast")
    let id = recipeID
    toast.onButtonClick { [store] in store.send(.detail(id, .showInMyRecipesTapped)) }
    savedToast = toast
    overlay.add(toast)
  }

  /// Stops following the store (the window closes).
  func stop() { timers?.stop() }
}
