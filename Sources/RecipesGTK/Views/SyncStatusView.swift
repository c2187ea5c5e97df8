import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The sync's status in the main window's header.
///
/// A spinner while syncing, else an icon; its tooltip (and its name for assistive tools)
/// says it in a few words ("Synced 2 min ago", "Sync failed"), what happened and what to do.
/// No text in the header itself: a 1080-pixel window must still fit it. Hidden without an
/// account.
@MainActor
final class SyncStatusView {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The widget to put in a header bar.
  let root = Box(.horizontal, spacing: 6)
  let icon = Icon(name: nil, pixelSize: 16)
  let spinner = Spinner()
  /// What the tooltip and the accessible name say, as last shown.
  private(set) var text = ""
  private var observation: StoreObservation?
  private var rendered: SyncStatusViewState?
  /// Says the time again: "Synced 2 min ago" ages without any action.
  private var clockTicks: RelativeTimeTicks?

  init(store: AppStore) {
    root.append(spinner)
    root.append(icon)
    root.isVisible = false
    observation = store.observe({ $0.$sync }) { [weak self] in
      self?.render(SyncStatusViewState($0.wrappedValue, now: Date()))
    }
    render(SyncStatusViewState(store.state.sync, now: Date()))
    clockTicks = RelativeTimeTicks { [weak self, store] in
      self?.render(SyncStatusViewState(store.state.sync, now: Date()))
    }
  }

  /// Shows `view`, changing only what differs.
  func render(_ view: SyncStatusViewState) {
    guard view != rendered else { return }
    rendered = view
    root.isVisible = view.isVisible
    spinner.isSpinning = view.isSyncing
    icon.isVisible = !view.isSyncing
    icon.name = view.icon.rawValue
    text =
      view.detail.isEmpty
      ? view.label
      : localized("{status}. {detail}", ["status": view.label, "detail": view.detail])
    root.tooltip = text
    root.setAccessibleLabel(text)
  }
}
