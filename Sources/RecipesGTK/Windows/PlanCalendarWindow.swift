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

  private let store: AppStore
  let window: Window
  let addressEntry = Entry(placeholder: "https://cloud.example.org")
  let userEntry = Entry()
  let passwordEntry = PasswordEntry()
  /// "Connect", or "Use Password" at the password prompt.
  let connectButton = Button(label: localized("Connect"))
  let spinner = Spinner()
  /// Which calendar, as whom ("alice on https://…").
  let accountLabel = Label()
  /// The status, with what to do.
  let statusLabel = Label()
  /// Why Connect failed.
  let errorLabel = Label()
  /// Says the password is asked at each launch when no keyring keeps it.
  let keyringLabel = Label()
  let publishNowButton = Button(label: localized("Publish Now"))
  let disconnectButton = Button(label: localized("Disconnect"))
  let addressFields = Box(.vertical, spacing: 14)
  let passwordField: Box
  let connectRow = Box(.horizontal, spacing: 8)
  let accountActions = Box(.horizontal, spacing: 8)
  private var rendered: PlanCalendarViewState?

  /// Builds the window for the plan's calendar in `store`.
  init(application: Application?, store: AppStore) {
    self.store = store
    window = Window(
      application: application, title: localized("Show in my calendar"), width: 360,
      height: 520)
    passwordField = FormField.labelled(
      localized("App password"), passwordEntry,
      hint: localized("For Nextcloud, make an app password in Settings → Security."))
    build()
    connect()
  }

  /// Shows the window and brings it to the front.
  func present() { window.present() }

  /// Closes the window without telling the store (the store already closed it).
  func destroy() { window.destroy() }

  // MARK: - Building

  private func build() {
    window.setHeaderBar(HeaderBar())
    let page = Box(.vertical, spacing: 14)
    page.setMargins(top: 18, bottom: 18, start: 18, end: 18)
    let intro = Label(
      localized("Your planned meals appear as events in a CalDAV calendar, and come back moved."))
    for label in [intro, accountLabel, statusLabel, errorLabel, keyringLabel] {
      label.setAlignment(x: 0)
      label.wrap()
    }
    intro.addStyleClass("dim-label")
    accountLabel.addStyleClass("field-caption")
    statusLabel.makeSelectable()
    errorLabel.addStyleClass("error-message")
    errorLabel.makeSelectable()
    keyringLabel.addStyleClass("field-hint")
    page.append(intro)
    page.append(accountLabel)
    page.append(statusLabel)
    addressFields.append(
      FormField.labelled(
        localized("Calendar address"), addressEntry,
        hint: localized("A Nextcloud address (its Personal calendar) or a calendar’s address.")))
    addressFields.append(FormField.labelled(localized("User"), userEntry))
    page.append(addressFields)
    page.append(passwordField)
    connectButton.addStyleClass("suggested-action")
    connectButton.setAccessibleLabel(localized("Connect"))
    connectRow.append(connectButton)
    connectRow.append(spinner)
    page.append(connectRow)
    page.append(errorLabel)
    page.append(keyringLabel)
    publishNowButton.setAccessibleLabel(localized("Publish now"))
    disconnectButton.setAccessibleLabel(localized("Disconnect"))
    accountActions.append(publishNowButton)
    accountActions.append(disconnectButton)
    page.append(accountActions)
    window.setContent(ScrollingPage.content(page, under: []))
  }

  private func connect() {
    window.onCloseRequest(keepingOpenIf: { [store] in
      store.send(.planCalendar(.windowClosed))
      return true
    })
    connectButton.onClick { [weak self] in self?.submit() }
    passwordEntry.onActivate { [weak self] in self?.submit() }
    publishNowButton.onClick { [store] in store.send(.planCalendar(.publishNowTapped)) }
    disconnectButton.onClick { [store] in store.send(.planCalendar(.disconnectTapped)) }
  }

  /// Connect, or the password for the known calendar.
  private func submit() {
    let password = SyncPassword(passwordEntry.text)
    if rendered?.mode == .connect {
      store.send(
        .planCalendar(
          .connectTapped(address: addressEntry.text, user: userEntry.text, password: password)))
    } else {
      store.send(.planCalendar(.passwordEntered(password)))
    }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs.
  func render(_ view: PlanCalendarViewState) {
    guard view != rendered else { return }
    let previousMode = rendered?.mode
    rendered = view
    let asksPassword = view.mode != .connected
    addressFields.isVisible = view.mode == .connect
    passwordField.isVisible = asksPassword
    connectRow.isVisible = asksPassword
    accountActions.isVisible = view.mode != .connect
    publishNowButton.isVisible = view.mode == .connected
    publishNowButton.isSensitive = view.canPublishNow
    connectButton.label = view.mode == .connect ? localized("Connect") : localized("Use Password")
    connectButton.setAccessibleLabel(connectButton.label)
    connectButton.isSensitive = !view.isBusy
    for entry: Widget in [addressEntry, userEntry, passwordEntry] {
      entry.isSensitive = !view.isBusy
    }
    spinner.isSpinning = view.isBusy
    if previousMode != view.mode, view.mode == .connected { passwordEntry.text = "" }
    show(view.accountLine, in: accountLabel)
    show(view.status, in: statusLabel)
    show(view.error, in: errorLabel)
    show(view.keyringNote, in: keyringLabel)
  }

  private func show(_ text: String?, in label: Label) {
    let text = text ?? ""
    label.text = text
    label.isVisible = !text.isEmpty
    if !text.isEmpty { label.setAccessibleLabel(text) }
  }
}
