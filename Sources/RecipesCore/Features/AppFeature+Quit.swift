extension AppFeature {
  /// Where a request to quit stands: the app quits once nothing typed would be lost.
  public enum QuitStatus: Equatable, Sendable {
    /// Nothing asked to quit, or the cook chose to keep editing.
    case running
    /// Quit was asked for while the editor had unsaved changes: the editor asks its own
    /// question, which also names the timers quitting would stop, and Discard (or a save
    /// that lands meanwhile) quits.
    case askingEditor
    /// Quit was asked for while a kitchen timer runs (which quitting would stop unseen):
    /// the app asks whether to quit anyway.
    case askingTimers
    /// Nothing unsaved is left: the app quits now.
    case approved
  }

  /// Quit was asked for (Ctrl+Q, the app's Quit): at once when the editor has nothing
  /// unsaved and no timer runs, otherwise after one question: the editor's, which names the
  /// running timers too, or the timers' alone.
  func quitRequested(_ state: inout State) -> Effect<Action> {
    guard state.editor?.hasUnsavedChanges == true else {
      state.quit = Self.quitUnlessTimersRun(state)
      return .none
    }
    state.quit = .askingEditor
    return reduce(into: &state, action: .editor(.closeRequested))
  }

  /// Quitting now, or asking first when a kitchen timer is still counting down.
  private static func quitUnlessTimersRun(_ state: State) -> QuitStatus {
    state.cooking.runningTimers.isEmpty ? .approved : .askingTimers
  }

  /// What the editor's answer means for a quit waiting on it.
  ///
  /// Its question told of the running timers as well, so Discard and Quit or Save and Quit
  /// quits: a second question could not stand over the editor, gone with that answer, and
  /// with the editor the last window the app would end under it.
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
