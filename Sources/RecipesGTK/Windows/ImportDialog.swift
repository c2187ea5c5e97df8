import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The import dialog: a web address, or a chosen file or folder (imported at once), Import, a
/// spinner while it runs, and the reason when it fails (the dialog then stays, address and
/// all).
///
/// As GNOME's dialogs, its header has Cancel and the main action and no close button: Cancel
/// is the one way out.
@MainActor
final class ImportDialog {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  let window: Window
  /// Cancel, the spinner and Import; no close button.
  let header = HeaderBar()
  let addressEntry = Entry(placeholder: "https://example.org/a-recipe")
  let importButton = Button(label: localized("Import"))
  let cancelButton = Button(label: localized("Cancel"))
  let chooseFileButton = Button(label: localized("Choose file…"))
  let chooseFolderButton = Button(label: localized("Choose folder…"))
  let spinner = Spinner()
  /// Why the last import failed, with what to do about it.
  let errorLabel = Label()
  private var rendered: ImportFeature.State?

  /// Builds the dialog over `parent`, for the import dialog state of `store`.
  init(application: Application?, store: AppStore, parent: Window?) {
    self.store = store
    window = Window(
      application: application, title: localized("Import Recipes"), width: 560, height: 220)
    window.setParent(parent, modal: true)
    build()
    connect()
  }

  /// Shows the dialog and brings it to the front.
  func present() { window.present() }

  /// Closes the dialog without telling the store (the store already closed it).
  func destroy() { window.destroy() }

  private func build() {
    header.showsWindowButtons = false
    header.packStart(cancelButton)
    importButton.addStyleClass("suggested-action")
    importButton.setAccessibleLabel(localized("Import"))
    header.packEnd(importButton)
    header.packEnd(spinner)
    window.setHeaderBar(header)

    let page = Box(.vertical, spacing: 14)
    page.setMargins(top: 24, bottom: 24, start: 28, end: 28)
    let intro = Label(
      localized(
        """
        Paste the address of a recipe page, or choose a page saved from your browser, \
        a recipe’s .json file, a backup made with “recipes export”, a Nextcloud Cookbook \
        folder, GNOME Recipes’ folder or export, or a Paprika export (.paprikarecipes).
        """))
    intro.wrap()
    intro.setAlignment(x: 0)
    intro.addStyleClass("field-hint")
    page.append(FormField.labelled(localized("Address"), addressEntry))
    page.append(intro)
    let choosers = WrappingBox(spacing: 8)
    chooseFileButton.setAccessibleLabel(localized("Choose file…"))
    choosers.append(chooseFileButton)
    choosers.append(chooseFolderButton)
    page.append(choosers)
    errorLabel.addStyleClass("error-message")
    errorLabel.setAlignment(x: 0)
    errorLabel.wrap()
    errorLabel.makeSelectable()
    errorLabel.isVisible = false
    page.append(errorLabel)
    window.setContent(page)
  }

  private func connect() {
    window.onCloseRequest(keepingOpenIf: { [store] in
      store.send(.importDialogClosed)
      return true
    })
    addressEntry.onChange { [store] in store.send(.importDialog(.addressChanged($0))) }
    addressEntry.onActivate { [store] in store.send(.importDialog(.importTapped)) }
    importButton.onClick { [store] in store.send(.importDialog(.importTapped)) }
    cancelButton.onClick { [store] in
      // Cancel stops a running import and keeps the dialog; otherwise it closes it.
      let isImporting = store.state.importDialog?.isImporting == true
      store.send(isImporting ? .importDialog(.cancelTapped) : .importDialogClosed)
    }
    chooseFileButton.onClick { [weak self] in self?.choose(.file(imagesOnly: false)) }
    chooseFolderButton.onClick { [weak self] in self?.choose(.folder) }
  }

  private func choose(_ kind: FileChooser.Kind) {
    FileChooser.choose(
      kind, title: localized("Choose What to Import"), acceptLabel: localized("Choose"),
      over: window
    ) {
      [store] url in
      guard let url else { return }
      store.send(.importDialog(.fileChosen(url)))
    }
  }

  /// Shows `state`, changing only what differs.
  func render(_ state: ImportFeature.State) {
    guard state != rendered else { return }
    rendered = state
    addressEntry.text = state.address
    // Not editable rather than insensitive: Enter in the field keeps the keyboard there,
    // for the next address after a failure.
    addressEntry.isEditable = !state.isImporting
    importButton.isSensitive = state.canImport
    chooseFileButton.isSensitive = !state.isImporting
    chooseFolderButton.isSensitive = !state.isImporting
    spinner.isSpinning = state.isImporting
    errorLabel.text = state.errorMessage ?? ""
    errorLabel.isVisible = state.errorMessage != nil
    if let message = state.errorMessage { errorLabel.setAccessibleLabel(message) }
  }
}
