import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The "Show in my calendar" window: the calendar form (address, user, app password,
/// Connect), the password prompt when the keyring does not have it, and for a connected
/// calendar its status, "Publish now" and "Disconnect".
///
/// It renders `PlanCalendarViewState` and turns clicks into actions; the password goes from
/// its field straight into the action, never into the state's descriptions.
@MainActor
final class PlanCalendarWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let window: Window
  /// The calendar's form, status and buttons.
  let form = AccountFormView<CalendarAccount, PlanCalendarSummary>(
    address: localized("Calendar address"),
    addressHint: localized("A Nextcloud address (its Personal calendar) or a calendar’s address."),
    runNow: localized("Publish Now"), runNowName: localized("Publish now"))

  /// Builds the window for the plan's calendar in `store`.
  init(application: Application?, store: AppStore) {
    window = Window(
      application: application, title: localized("Show in my calendar"), width: 360,
      height: 520)
    build(sendingTo: store)
    commands = CommandActions(.accountWindow, in: window) { [weak self] command in
      if command == .close { self?.window.close() }
    }
  }

  /// Ctrl+W closes it, as it closes the app's other windows.
  private var commands: CommandActions?

  /// Shows the window and brings it to the front.
  func present() { window.present() }

  /// Closes the window without telling the store (the store already closed it).
  func destroy() { window.destroy() }

  // MARK: - Building

  private func build(sendingTo store: AppStore) {
    let intro = Label(
      localized("Your planned meals appear as events in a CalDAV calendar, and come back moved."))
    intro.setAlignment(x: 0)
    intro.wrap()
    intro.addStyleClass("dim-label")
    let page = form.install(in: window, margins: (vertical: 18, horizontal: 18), intro: [intro])
    window.setContent(ScrollingPage.content(page, under: []))
    form.send = { [store] in store.send(.planCalendar($0)) }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs.
  func render(_ view: PlanCalendarViewState) { form.render(view) }
}
