import Foundation
import GtkInterop
import RecipesCore

/// A window of an account that runs on a schedule ("Sync…", "Show in my calendar"), as its
/// flow needs it: where its state is, what it shows of it, and how it opens and closes.
@MainActor
protocol AccountWindow: AnyObject {
  /// The feature state the window shows.
  associatedtype FeatureState: Equatable
  /// What the window renders.
  associatedtype ViewState

  /// The feature's state within the app's, in its box (an unchanged one compares at once).
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<FeatureState>
  /// What the window shows of `state` at `now`.
  static func viewState(_ state: FeatureState, now: Date) -> ViewState
  /// Whether `state` has the window open, and how many times it was asked for.
  static func openness(_ state: FeatureState) -> (isOpen: Bool, request: Int)

  /// Builds the window for `store`.
  init(application: Application?, store: Store<AppFeature.State, AppFeature.Action>)
  /// Shows `view`.
  func render(_ view: ViewState)
  /// Shows the window and brings it to the front.
  func present()
  /// Closes the window without telling the store.
  func destroy()
}

/// Keeps an account's window in step with the state: open while the state says so, raised
/// when it is asked for again, gone when it closes; its status ("Synced 2 min ago") said
/// again as it ages.
@MainActor
final class AccountWindowFlow<Shown: AccountWindow> {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  private var clockTicks: RelativeTimeTicks?
  private var handledOpenRequest = 0
  /// The window, while it is open.
  private(set) var window: Shown?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe({ Shown.featureState($0) }) { [weak self] in
      self?.reconcile($0.wrappedValue)
    }
    reconcile(Shown.featureState(store.state).wrappedValue)
    clockTicks = RelativeTimeTicks { [weak self, store] in
      self?.window?.render(
        Shown.viewState(Shown.featureState(store.state).wrappedValue, now: Date()))
    }
  }

  private func reconcile(_ state: Shown.FeatureState) {
    let openness = Shown.openness(state)
    guard openness.isOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? Shown(application: application, store: store)
    window = shown
    shown.render(Shown.viewState(state, now: Date()))
    if openness.request != handledOpenRequest {
      handledOpenRequest = openness.request
      shown.present()
    }
  }
}

/// Keeps the "Sync…" window in step with the sync's state.
typealias SyncFlow = AccountWindowFlow<SyncAccountWindow>
/// Keeps the "Show in my calendar" window in step with publishing's state.
typealias PlanCalendarFlow = AccountWindowFlow<PlanCalendarWindow>

extension SyncAccountWindow: AccountWindow {
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<SyncFeature.State> {
    state.$sync
  }

  static func viewState(_ state: SyncFeature.State, now: Date) -> SyncWindowViewState {
    SyncWindowViewState(state, now: now)
  }

  static func openness(_ state: SyncFeature.State) -> (isOpen: Bool, request: Int) {
    (state.isWindowOpen, state.openRequest)
  }
}

extension PlanCalendarWindow: AccountWindow {
  static func featureState(_ state: AppFeature.State) -> CopyOnWrite<PlanCalendarFeature.State> {
    state.$planCalendar
  }

  static func viewState(_ state: PlanCalendarFeature.State, now: Date) -> PlanCalendarViewState {
    PlanCalendarViewState(state, now: now)
  }

  static func openness(_ state: PlanCalendarFeature.State) -> (isOpen: Bool, request: Int) {
    (state.isWindowOpen, state.openRequest)
  }
}
