import RecipesCore

/// One thing a sync does, as the planner decided it.
public enum SyncStep: Equatable, Sendable {
  /// Writes a recipe the server does not have into a new folder (or the folder an
  /// unfinished upload claimed).
  case uploadNew(Recipe.ID, folder: String)
  /// Writes a recipe edited here over its folder, if `recipe.json` still has `ifMatch`.
  case uploadChanged(Recipe.ID, folder: String, ifMatch: String?)
  /// Moves a recipe renamed here to a folder named after its new name (MOVE keeps
  /// Cookbook's id).
  case move(Recipe.ID, from: String, to: String)
  /// Follows a folder renamed there: only the record changes.
  case followRename(Recipe.ID, to: RemoteRecipe)
  /// Reads a recipe added there into the library as a new own recipe.
  case downloadNew(RemoteRecipe)
  /// Reads a recipe edited there (or edited there and deleted here: the edit wins).
  case downloadChanged(Recipe.ID, RemoteRecipe)
  /// Deletes the folder of a recipe deleted here, if its `recipe.json` is unchanged.
  case deleteThere(Recipe.ID, RemoteRecipe)
  /// Deletes a recipe here that was deleted there.
  case deleteHere(Recipe.ID)
  /// A recipe edited on both sides, or whose record is unfinished: the server's version
  /// stays the recipe, this one is kept beside it as a copy (unless both are the same).
  case conflict(Recipe.ID, RemoteRecipe)
  /// Forgets the record of a recipe gone from both sides.
  case forget(Recipe.ID)
  /// Notes the folder's new entity tag; nothing in it changed.
  case refresh(Recipe.ID, RemoteRecipe)

  /// Whether the step deletes a recipe on either side.
  var isDeletion: Bool {
    switch self {
    case .deleteThere, .deleteHere: return true
    default: return false
    }
  }
}
