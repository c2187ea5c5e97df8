/// The import dialog: opening it, its import, and what the main window says after one.
extension AppFeature {
  /// An action of the import dialog (`.importTapped`, `.importDialog`, `.importDialogClosed`).
  func reduceImport(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .importTapped:
      if state.importDialog == nil { state.importDialog = ImportFeature.State() }
      return .none

    case .importDialog(let importAction):
      guard var dialog = state.importDialog else { return .none }
      let effect = importing.reduce(into: &dialog, action: importAction)
        .map(Action.importDialog)
      state.importDialog = dialog
      if case .importResponse(.success(let recipes), let alreadyHeld) = importAction {
        state.importDialog = nil
        state.importNotice = ImportNotice(
          imported: recipes, alreadyHeld: alreadyHeld, after: state.importNotice)
      }
      return effect

    case .importDialogClosed:
      guard state.importDialog?.isImporting == true else {
        state.importDialog = nil
        return .none
      }
      let effect = reduce(into: &state, action: .importDialog(.cancelTapped))
      state.importDialog = nil
      return effect

    default:
      return .none
    }
  }
}
