import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The sync's page of Preferences ("Sync"): the account form (server, user, app password,
/// Connect), the password prompt when the keyring does not have it, and for a connected
/// account its status, "Sync now" and "Disconnect"; the question before a sync deletes most
/// recipes, and the kept conflict copies.
///
/// It renders `SyncWindowViewState` and turns clicks into actions; the password goes from
/// its field straight into the action, never into the state's descriptions.
@MainActor
final class SyncAccountPage {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  /// The page's header (back, "Sync") and its form, shown over the preferences' pages.
  let subpage: PreferencesSubpage
  /// The account's form, status and buttons.
  let form = AccountFormView<SyncAccount, SyncSummary>(
    address: localized("Server"),
    addressHint: localized(
      """
      A Nextcloud address (its Cookbook folder, Recipes, is synced) or the address of \
      any WebDAV folder.
      """),
    runNow: localized("Sync Now"), runNowName: localized("Sync now"))
  /// The kept conflict copies, named.
  let conflictLabel = Label()
  /// The question before a sync deletes more than half of the synced recipes.
  let deletionLabel = Label()
  let keepButton = Button(label: localized("Don’t Delete"))
  let deleteButton = Button(label: localized("Delete"))
  let deletionRow = Box(.horizontal, spacing: 8)
  private var rendered: SyncWindowViewState?

  /// Builds the page for the sync state of `store`.
  init(store: AppStore) {
    self.store = store
    conflictLabel.setAlignment(x: 0)
    conflictLabel.wrap()
    deletionLabel.wrap()
    deletionLabel.setAlignment(x: 0)
    deletionLabel.expandsHorizontally = true
    deleteButton.addStyleClass("destructive-action")
    deletionRow.addStyleClass("banner")
    deletionRow.append(deletionLabel)
    deletionRow.append(keepButton)
    deletionRow.append(deleteButton)
    // Named as the Preferences row that opens it.
    subpage = PreferencesSubpage(
      title: localized("Recipe sync"),
      content: form.page(
        margins: (vertical: 24, horizontal: 28), extras: [deletionRow, conflictLabel]))
    form.send = { [store] in store.send(.sync(.schedule($0))) }
    keepButton.onClick { [store] in store.send(.sync(.massDeletionRefused)) }
    deleteButton.onClick { [store] in store.send(.sync(.massDeletionAllowed)) }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs.
  func render(_ view: SyncWindowViewState) {
    guard view != rendered else { return }
    rendered = view
    form.render(view)
    conflictLabel.show(view.conflictNotice)
    deletionRow.isVisible = view.deletionQuestion != nil
    deletionLabel.text = view.deletionQuestion ?? ""
  }
}
