import Foundation
import GtkInterop
import RecipesCore

/// A page of Preferences for an account that runs on a schedule (the sync, the calendar), as
/// its flow needs it: where its state is, what it shows of it, and what leaving it says.
@MainActor
protocol AccountPage: AnyObject {
  /// The feature state the page shows.
  associatedtype FeatureState: Equatable
  /// What the page renders.
  associatedtype ViewState

  /// The feature's state within the app's, in its box (an unchanged one compares at once).
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<FeatureState>
  /// What the page shows of `state` at `now`.
  static func viewState(_ state: FeatureState, now: Date) -> ViewState
  /// Whether `state` has the page open, and how many times it was asked for.
  static func openness(_ state: FeatureState) -> (isOpen: Bool, request: Int)
  /// What the store is told when the cook leaves the page.
  static var leftAction: AppFeature.Action { get }

  /// Builds the page for `store`.
  init(store: Store<AppFeature.State, AppFeature.Action>)
  /// The page's header and form, shown over the preferences' pages.
  var subpage: PreferencesSubpage { get }
  /// Shows `view`.
  func render(_ view: ViewState)
}

/// Keeps an account's page of Preferences in step with the state: shown over the
/// preferences' pages (the window brought up) while the state has it open and whenever it
/// is asked for again, gone when it closes; its status ("Synced 2 min ago") said again as it
/// ages.
///
/// However the cook leaves it — its back button, Escape, Alt+←, another page opened in its
/// place, the window closed — the store hears it once the page is off the screen.
@MainActor
final class AccountPageFlow<Shown: AccountPage> {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let preferences: @MainActor () -> AppPreferencesWindow?
  private let parentWindow: @MainActor () -> Window?
  private var observation: StoreObservation?
  private var clockTicks: RelativeTimeTicks?
  private var handledOpenRequest = 0
  /// The window the page was last shown in.
  private weak var shownIn: AppPreferencesWindow?
  /// The page, while it is open.
  private(set) var page: Shown?

  /// Shows the page in `preferences()` (the app's one preferences window, made if need be)
  /// over `parentWindow()`.
  init(
    store: AppStore, preferences: @escaping @MainActor () -> AppPreferencesWindow?,
    parentWindow: @escaping @MainActor () -> Window?
  ) {
    self.store = store
    self.preferences = preferences
    self.parentWindow = parentWindow
    observation = store.observe({ Shown.featureState($0) }) { [weak self] in
      self?.reconcile($0.wrappedValue)
    }
    reconcile(Shown.featureState(store.state).wrappedValue)
    clockTicks = RelativeTimeTicks { [weak self, store] in
      self?.page?.render(
        Shown.viewState(Shown.featureState(store.state).wrappedValue, now: Date()))
    }
  }

  private func reconcile(_ state: Shown.FeatureState) {
    let openness = Shown.openness(state)
    guard openness.isOpen else {
      guard let page else { return }
      self.page = nil
      // Back to the pages when the page is still on screen (the store closed it) or kept by
      // a window closed over it for its next showing; not when another page took its place.
      if let window = shownIn, page.subpage.root.isMapped || !window.window.isShown {
        window.window.closeSubpage()
      }
      return
    }
    let shown = page ?? makePage()
    shown.render(Shown.viewState(state, now: Date()))
    guard openness.request != handledOpenRequest else { return }
    handledOpenRequest = openness.request
    guard let window = preferences() else { return }
    shownIn = window
    window.present(subpage: shown.subpage.root, over: parentWindow())
  }

  private func makePage() -> Shown {
    let page = Shown(store: store)
    self.page = page
    page.subpage.backButton.onClick { [weak self] in self?.shownIn?.window.closeSubpage() }
    page.subpage.root.onUnmap { [weak self, weak page] in
      guard let self, let page, self.page === page else { return }
      self.store.send(Shown.leftAction)
    }
    return page
  }
}

/// Keeps the sync's page of Preferences in step with the sync's state.
typealias SyncFlow = AccountPageFlow<SyncAccountPage>
/// Keeps the calendar's page of Preferences in step with publishing's state.
typealias PlanCalendarFlow = AccountPageFlow<PlanCalendarPage>

extension SyncAccountPage: AccountPage {
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<SyncFeature.State> {
    state.$sync
  }

  static func viewState(_ state: SyncFeature.State, now: Date) -> SyncWindowViewState {
    SyncWindowViewState(state, now: now)
  }

  static func openness(_ state: SyncFeature.State) -> (isOpen: Bool, request: Int) {
    (state.isWindowOpen, state.openRequest)
  }

  static var leftAction: AppFeature.Action { .sync(.schedule(.windowClosed)) }
}

extension PlanCalendarPage: AccountPage {
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<PlanCalendarFeature.State> {
    state.$planCalendar
  }

  static func viewState(_ state: PlanCalendarFeature.State, now: Date) -> PlanCalendarViewState {
    PlanCalendarViewState(state, now: now)
  }

  static func openness(_ state: PlanCalendarFeature.State) -> (isOpen: Bool, request: Int) {
    (state.isWindowOpen, state.openRequest)
  }

  static var leftAction: AppFeature.Action { .planCalendar(.windowClosed) }
}
