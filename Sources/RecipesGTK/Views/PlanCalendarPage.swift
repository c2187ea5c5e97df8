import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The calendar's page of Preferences ("Calendar", opened by "Show in my calendar…" too): the calendar form (address,
/// user, app password, Connect), the password prompt when the keyring does not have it, and
/// for a connected calendar its status, "Publish now" and "Disconnect".
///
/// It renders `PlanCalendarViewState` and turns clicks into actions; the password goes from
/// its field straight into the action, never into the state's descriptions.
@MainActor
final class PlanCalendarPage {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The page's header (back, "Calendar") and its form.
  let subpage: PreferencesSubpage
  /// The calendar's form, status and buttons.
  let form = AccountFormView<CalendarAccount, PlanCalendarSummary>(
    address: localized("Calendar address"),
    addressHint: localized("A Nextcloud address (its Personal calendar) or a calendar’s address."),
    runNow: localized("Publish Now"), runNowName: localized("Publish now"))

  /// Builds the page for the plan's calendar in `store`.
  init(store: AppStore) {
    let intro = Label(
      localized("Your planned meals appear as events in a CalDAV calendar, and come back moved."))
    intro.setAlignment(x: 0)
    intro.wrap()
    intro.addStyleClass("dim-label")
    // Named as the Preferences row that opens it.
    subpage = PreferencesSubpage(
      title: localized("Calendar"),
      content: form.page(margins: (vertical: 18, horizontal: 18), intro: [intro]))
    form.send = { [store] in store.send(.planCalendar($0)) }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs.
  func render(_ view: PlanCalendarViewState) { form.render(view) }
}
