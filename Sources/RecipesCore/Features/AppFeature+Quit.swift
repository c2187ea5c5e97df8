extension AppFeature {
  /// Where a request to quit stands: the app quits once nothing typed would be lost.
  public enum QuitStatus: Equatable, Sendable {
    /// Nothing asked to quit, or the cook chose to keep editing.
    case running
    /// Quit was asked for while the editor had unsaved changes: the editor asks its own
    /// question, and Discard (or a save that lands meanwhile) quits.
    case askingEditor
    /// Nothing unsaved is left: the app quits now.
    case approved
  }

  /// Quit was asked for (Ctrl+Q, the app's Quit): at once when the editor has nothing
  /// unsaved, otherwise after the editor's question.
  func quitRequested(_ state: inout State) -> Effect<Action> {
    guard state.editor?.hasUnsavedChanges == true else {
      state.quit = .approved
      return .none
    }
    state.quit = .askingEditor
    return reduce(into: &state, action: .editor(.closeRequested))
  }

  /// What the editor's answer means for a quit waiting on it.
  func editorAnswered(_ action: EditorFeature.Action, _ state: inout State) {
    guard state.quit == .askingEditor else { return }
    switch action {
    case .discardConfirmed, .saveResponse(.success): state.quit = .approved
    case .keepEditingTapped, .saveResponse(.failure): state.quit = .running
    // A save refused at once (no name): the editor stays, saying why, and so does the app.
    case .saveAndCloseTapped where state.editor?.isSaving != true: state.quit = .running
    default: break
    }
  }
}
