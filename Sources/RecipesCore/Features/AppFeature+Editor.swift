/// The editor of the cook's own recipes: opening it, and what its actions mean for the rest
/// of the app.
extension AppFeature {
  /// Opens the recipe the cook's version `versionID` was made from, marked as its original
  /// (read-only, leading back to the cook's version).
  func showOriginal(of versionID: Recipe.ID, _ state: inout State) -> Effect<Action> {
    guard let originalID = state.detail(versionID)?.recipe?.basedOn else { return .none }
    let opened = reduce(into: &state, action: .recipeActivated(originalID))
    if let index = state.details.firstIndex(where: { $0.id == originalID }) {
      state.details[index].cooksVersionID = versionID
    }
    return opened
  }

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
    let editedOwnRecipe = editorState.original.map { $0.id == editorState.id } ?? false
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
      // comes to the front) and says it was saved, and where the cook finds it again. The
      // cook's version of another's recipe takes the original's place: its window too.
      if let index = state.details.firstIndex(where: { $0.id == recipe.id }) {
        state.details[index].recipe = recipe
      }
      var effects = [effect, reduce(into: &state, action: .recipeActivated(recipe.id))]
      if let original = recipe.basedOn, original != recipe.id, state.detail(original) != nil {
        effects.append(reduce(into: &state, action: .detailWindowClosed(original)))
      }
      if let index = state.details.firstIndex(where: { $0.id == recipe.id }) {
        state.details[index].savedNotice = SavedRecipeNotice(
          saved: recipe, isNew: !editedOwnRecipe, after: state.details[index].savedNotice)
      }
      return .merge(effects)
    default:
      return effect
    }
  }

  /// The main window's Recipes view with only the cook's own recipes, nothing else narrowing
  /// them and no search: where a recipe just saved is found again.
  func showMyRecipes(_ state: inout State) -> Effect<Action> {
    let mine = RecipeFilter(mineOnly: true)
    let shown: Effect<Action> =
      mine == state.list.filter ? .none : reduce(into: &state, action: .list(.filterApplied(mine)))
    return .merge(
      selectView(.recipes, &state), reduce(into: &state, action: .search(.queryChanged(""))),
      shown)
  }
}
