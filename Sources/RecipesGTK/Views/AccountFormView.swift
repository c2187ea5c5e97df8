import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The account form of the sync's and the calendar's pages of Preferences: address, user, app
/// password and "Connect"; the password prompt ("Use Password") when the keyring does not
/// have it; and for a connected account its status, "Sync now" (or "Publish now") and
/// "Disconnect".
///
/// It shows an `AccountFormViewState` and sends what was pressed as the account's
/// `PublishingSchedule` actions; the password goes from its field straight into the action,
/// never into any description.
@MainActor
final class AccountFormView<Account: PublishedAccount, Summary: PublishedSummary> {
  typealias Action = PublishingSchedule<Account, Summary>.Action

  let addressEntry = Entry(placeholder: "https://cloud.example.org")
  let userEntry = Entry()
  let passwordEntry = PasswordEntry()
  /// "Connect", or "Use Password" at the password prompt.
  let connectButton = Button(label: localized("Connect"))
  let spinner = Spinner()
  /// Who the account is and where ("alice on https://…").
  let accountLabel = Label()
  /// The status, with what to do.
  let statusLabel = Label()
  /// Why Connect failed, when no one field is concerned: under the button.
  let errorLabel = Label()
  /// Why the address was refused, under it.
  let addressError = Label()
  /// Why the user was refused, under it.
  let userError = Label()
  /// Why the password was refused, under it.
  let passwordError = Label()
  /// Says the password is asked at each launch when no keyring keeps it.
  let keyringLabel = Label()
  /// "Sync Now" or "Publish Now".
  let runNowButton: Button
  let disconnectButton = Button(label: localized("Disconnect"))
  let addressFields = Box(.vertical, spacing: 14)
  let passwordField: Box
  let connectRow = Box(.horizontal, spacing: 8)
  let accountActions = Box(.horizontal, spacing: 8)
  /// Sends what the cook did to the account's feature.
  var send: (Action) -> Void = { _ in }
  private var rendered: Content?

  /// What the form shows, as last rendered.
  private struct Content: Equatable {
    var mode: AccountFormMode
    var accountLine: String
    var status: String
    var error: AccountFormError?
    var keyringNote: String?
    var isBusy: Bool
    var canRunNow: Bool
  }

  /// Builds the form: `address` names the address field (with `addressHint` under it);
  /// `runNow` and `runNowName` are the label and accessible name of "Sync now".
  init(address: String, addressHint: String, runNow: String, runNowName: String) {
    passwordField = FormField.labelled(
      localized("App password"), passwordEntry,
      hint: localized("For Nextcloud, make an app password in Settings → Security."))
    passwordField.append(passwordError)
    runNowButton = Button(label: runNow)
    runNowButton.setAccessibleLabel(runNowName)
    let addressField = FormField.labelled(address, addressEntry, hint: addressHint)
    addressField.append(addressError)
    let userField = FormField.labelled(localized("User"), userEntry)
    userField.append(userError)
    addressFields.append(addressField)
    addressFields.append(userField)
    for label in [accountLabel, statusLabel, keyringLabel] {
      label.setAlignment(x: 0)
      label.wrap()
    }
    accountLabel.addStyleClass("field-caption")
    statusLabel.makeSelectable()
    for label in [errorLabel, addressError, userError, passwordError] {
      label.setAlignment(x: 0)
      label.wrap()
      label.addStyleClass("field-error")
      label.makeSelectable()
      label.isVisible = false
    }
    keyringLabel.addStyleClass("field-hint")
    connectButton.addStyleClass("suggested-action")
    connectButton.setAccessibleLabel(localized("Connect"))
    connectRow.append(connectButton)
    connectRow.append(spinner)
    disconnectButton.setAccessibleLabel(localized("Disconnect"))
    accountActions.append(runNowButton)
    accountActions.append(disconnectButton)
    connectButton.onClick { [weak self] in self?.submit() }
    // Enter in any field connects once the three are filled, as in the password's.
    for entry in [addressEntry, userEntry] {
      entry.onActivate { [weak self] in self?.submit() }
    }
    passwordEntry.onActivate { [weak self] in self?.submit() }
    addressEntry.onChange { [weak self] _ in self?.updateConnectButton() }
    userEntry.onChange { [weak self] _ in self?.updateConnectButton() }
    passwordEntry.onChange { [weak self] in self?.updateConnectButton() }
    runNowButton.onClick { [weak self] in self?.send(.runNowTapped) }
    disconnectButton.onClick { [weak self] in self?.send(.disconnectTapped) }
  }

  /// The page holding the form: with `margins`, `intro`, the form, and `extras` (the page's
  /// own rows) before the account's buttons.
  func page(
    margins: (vertical: Int32, horizontal: Int32), intro: [Widget] = [], extras: [Widget] = []
  ) -> Box {
    let page = Box(.vertical, spacing: 14)
    page.setMargins(
      top: margins.vertical, bottom: margins.vertical, start: margins.horizontal,
      end: margins.horizontal)
    let parts: [Widget] = [
      accountLabel, statusLabel, addressFields, passwordField, connectRow, errorLabel,
      keyringLabel,
    ]
    for part in intro + parts + extras + [accountActions] { page.append(part) }
    return page
  }

  /// Whether the fields Connect (or Use Password) needs are filled: the address, the user
  /// and the password, or the password alone at the password prompt.
  var isFilled: Bool {
    let password = !passwordEntry.text.isEmpty
    guard rendered?.mode == .connect else { return password }
    let blank = { (text: String) in text.trimmingCharacters(in: .whitespaces).isEmpty }
    return password && !blank(addressEntry.text) && !blank(userEntry.text)
  }

  private func updateConnectButton() {
    connectButton.isSensitive = rendered?.isBusy == false && isFilled
  }

  /// Connect, or the password for the known account.
  private func submit() {
    guard connectButton.isSensitive else { return }
    let password = SyncPassword(passwordEntry.text)
    if rendered?.mode == .connect {
      send(.connectTapped(address: addressEntry.text, user: userEntry.text, password: password))
    } else {
      send(.passwordEntered(password))
    }
  }

  // MARK: - Rendering

  /// Shows `view`'s form, changing only what differs.
  func render(_ view: some AccountFormViewState) {
    let content = Content(
      mode: view.mode, accountLine: view.accountLine, status: view.status, error: view.error,
      keyringNote: view.keyringNote, isBusy: view.isBusy, canRunNow: view.canRunNow)
    guard content != rendered else { return }
    let previousMode = rendered?.mode
    rendered = content
    let asksPassword = content.mode != .connected
    addressFields.isVisible = content.mode == .connect
    passwordField.isVisible = asksPassword
    connectRow.isVisible = asksPassword
    accountActions.isVisible = content.mode != .connect
    disconnectButton.isVisible = content.mode != .connect
    runNowButton.isVisible = content.mode == .connected
    runNowButton.isSensitive = content.canRunNow
    connectButton.label =
      content.mode == .connect ? localized("Connect") : localized("Use Password")
    connectButton.setAccessibleLabel(connectButton.label)
    for entry: Widget in [addressEntry, userEntry, passwordEntry] {
      entry.isSensitive = !content.isBusy
    }
    spinner.isSpinning = content.isBusy
    if previousMode != content.mode, content.mode == .connected { passwordEntry.text = "" }
    updateConnectButton()
    accountLabel.show(content.accountLine)
    statusLabel.show(content.status)
    keyringLabel.show(content.keyringNote)
    renderError(content.error)
  }

  /// Says `error` under the field it concerns (marked as refused), or under the button.
  private func renderError(_ error: AccountFormError?) {
    let fields: [(AccountFormError.Field, Label, Widget)] = [
      (.address, addressError, addressEntry), (.user, userError, userEntry),
      (.password, passwordError, passwordEntry), (.form, errorLabel, connectButton),
    ]
    for (field, label, input) in fields {
      let concerned = error?.field == field
      label.show(concerned ? error?.message : nil)
      if field != .form {
        if concerned { input.addStyleClass("error") } else { input.removeStyleClass("error") }
      }
    }
  }
}

extension Label {
  /// Shows `text`, hidden when there is none.
  func show(_ text: String?) {
    let text = text ?? ""
    self.text = text
    isVisible = !text.isEmpty
    if !text.isEmpty { setAccessibleLabel(text) }
  }
}
