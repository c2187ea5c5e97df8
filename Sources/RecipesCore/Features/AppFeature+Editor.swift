/// The editor of the cook's own recipes: opening it, and what its actions mean for the rest
/// of the app.
extension AppFeature {
  /// Opens the editor on `recipe` (nil: a new one), unless an editor is already open.
  func openEditor(_ recipe: Recipe?, _ state: inout State) -> Effect<Action> {
    guard state.editor == nil else { return .none }
    state.editor = EditorFeature.State(recipe: recipe, newID: newID())
    return .none
  }

  /// An editor action, and what it does beyond the editor: the window closes when nothing
  /// is left to ask, a quit waiting on its question goes ahead or not, and a saved recipe
  /// shows where it went.
  func reduceEditor(_ action: EditorFeature.Action, _ state: inout State)
    -> Effect<Action>
  {
    guard var editorState = state.editor else { return .none }
    let effect = editor.reduce(into: &editorState, action: action).map(Action.editor)
    state.editor = editorState
    editorAnswered(action, &state)
    switch action {
    case .closeRequested:
      if state.editor?.isConfirmingClose == false { state.editor = nil }
      return effect
    case .discardConfirmed:
      state.editor = nil
      return effect
    case .saveResponse(.success(let recipe)):
      state.editor = nil
      // A window showing the recipe shows the saved version; the recipe saved opens (or
      // comes to the front): that is where it went.
      if let index = state.details.firstIndex(where: { $0.id == recipe.id }) {
        state.details[index].recipe = recipe
      }
      return .merge(effect, reduce(into: &state, action: .recipeActivated(recipe.id)))
    default:
      return effect
    }
  }
}
