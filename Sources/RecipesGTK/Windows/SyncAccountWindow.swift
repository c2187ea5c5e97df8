import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The "Sync…" window: the account form (server, user, app password, Connect), the
/// password prompt when the keyring does not have it, and for a connected account its
/// status, "Sync now" and "Disconnect".
///
/// It renders `SyncWindowViewState` and turns clicks into actions; the password goes from
/// its field straight into the action, never into the state's descriptions.
@MainActor
final class SyncAccountWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  let window: Window
  let serverEntry = Entry(placeholder: "https://cloud.example.org")
  let userEntry = Entry()
  let passwordEntry = PasswordEntry()
  /// "Connect", or "Use Password" at the password prompt.
  let connectButton = Button(label: localized("Connect"))
  let spinner = Spinner()
  /// Who the account is and where ("alice on https://…").
  let accountLabel = Label()
  /// The status, with what to do.
  let statusLabel = Label()
  /// Why Connect failed.
  let errorLabel = Label()
  /// Says the password is asked at each launch when no keyring keeps it.
  let keyringLabel = Label()
  /// The kept conflict copies, named.
  let conflictLabel = Label()
  let syncNowButton = Button(label: localized("Sync Now"))
  let disconnectButton = Button(label: localized("Disconnect"))
  /// The question before a sync deletes more than half of the synced recipes.
  let deletionLabel = Label()
  let keepButton = Button(label: localized("Don’t Delete"))
  let deleteButton = Button(label: localized("Delete"))
  let serverFields = Box(.vertical, spacing: 14)
  let passwordField: Box
  private let connectRow = Box(.horizontal, spacing: 8)
  let accountActions = Box(.horizontal, spacing: 8)
  let deletionRow = Box(.horizontal, spacing: 8)
  private var rendered: SyncWindowViewState?

  /// Builds the window for the sync state of `store`.
  init(application: Application?, store: AppStore) {
    self.store = store
    window = Window(application: application, title: localized("Sync"), width: 520, height: 440)
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
    page.setMargins(top: 24, bottom: 24, start: 28, end: 28)
    for label in [accountLabel, statusLabel, errorLabel, keyringLabel, conflictLabel] {
      label.setAlignment(x: 0)
      label.wrap()
    }
    accountLabel.addStyleClass("field-caption")
    statusLabel.makeSelectable()
    errorLabel.addStyleClass("error-message")
    errorLabel.makeSelectable()
    keyringLabel.addStyleClass("field-hint")
    page.append(accountLabel)
    page.append(statusLabel)

    serverFields.append(
      FormField.labelled(
        localized("Server"), serverEntry,
        hint: localized(
          """
          A Nextcloud address (its Cookbook folder, Recipes, is synced) or the address of \
          any WebDAV folder.
          """)))
    serverFields.append(FormField.labelled(localized("User"), userEntry))
    page.append(serverFields)
    page.append(passwordField)
    connectButton.addStyleClass("suggested-action")
    connectButton.setAccessibleLabel(localized("Connect"))
    connectRow.append(connectButton)
    connectRow.append(spinner)
    page.append(connectRow)
    page.append(errorLabel)
    page.append(keyringLabel)

    deletionLabel.wrap()
    deletionLabel.setAlignment(x: 0)
    deletionLabel.expandsHorizontally = true
    deleteButton.addStyleClass("destructive-action")
    deletionRow.addStyleClass("banner")
    deletionRow.append(deletionLabel)
    deletionRow.append(keepButton)
    deletionRow.append(deleteButton)
    page.append(deletionRow)
    page.append(conflictLabel)

    syncNowButton.setAccessibleLabel(localized("Sync now"))
    disconnectButton.setAccessibleLabel(localized("Disconnect"))
    accountActions.append(syncNowButton)
    accountActions.append(disconnectButton)
    page.append(accountActions)
    window.setContent(page)
  }

  private func connect() {
    window.onCloseRequest(keepingOpenIf: { [store] in
      store.send(.sync(.windowClosed))
      return true
    })
    connectButton.onClick { [weak self] in self?.submit() }
    passwordEntry.onActivate { [weak self] in self?.submit() }
    syncNowButton.onClick { [store] in store.send(.sync(.syncNowTapped)) }
    disconnectButton.onClick { [store] in store.send(.sync(.disconnectTapped)) }
    keepButton.onClick { [store] in store.send(.sync(.massDeletionRefused)) }
    deleteButton.onClick { [store] in store.send(.sync(.massDeletionAllowed)) }
  }

  /// Connect, or the password for the known account.
  private func submit() {
    let password = SyncPassword(passwordEntry.text)
    if rendered?.mode == .connect {
      store.send(
        .sync(
          .connectTapped(server: serverEntry.text, user: userEntry.text, password: password)))
    } else {
      store.send(.sync(.passwordEntered(password)))
    }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs.
  func render(_ view: SyncWindowViewState) {
    guard view != rendered else { return }
    let previousMode = rendered?.mode
    rendered = view
    let asksPassword = view.mode != .connected
    serverFields.isVisible = view.mode == .connect
    passwordField.isVisible = asksPassword
    connectRow.isVisible = asksPassword
    accountActions.isVisible = view.mode != .connect
    disconnectButton.isVisible = view.mode != .connect
    syncNowButton.isVisible = view.mode == .connected
    syncNowButton.isSensitive = view.canSyncNow
    connectButton.label = view.mode == .connect ? localized("Connect") : localized("Use Password")
    connectButton.setAccessibleLabel(connectButton.label)
    connectButton.isSensitive = !view.isBusy
    for entry: Widget in [serverEntry, userEntry, passwordEntry] {
      entry.isSensitive = !view.isBusy
    }
    spinner.isSpinning = view.isBusy
    if previousMode != view.mode, view.mode == .connected { passwordEntry.text = "" }
    show(view.accountLine, in: accountLabel)
    show(view.status, in: statusLabel)
    show(view.error, in: errorLabel)
    show(view.keyringNote, in: keyringLabel)
    show(view.conflictNotice, in: conflictLabel)
    deletionRow.isVisible = view.deletionQuestion != nil
    deletionLabel.text = view.deletionQuestion ?? ""
  }

  private func show(_ text: String?, in label: Label) {
    let text = text ?? ""
    label.text = text
    label.isVisible = !text.isEmpty
    if !text.isEmpty { label.setAccessibleLabel(text) }
  }
}
