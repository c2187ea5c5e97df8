import Foundation

/// The cook's collections from the main window: made, renamed, deleted (with a few seconds
/// to undo), and filled with recipes dropped on them or added from a recipe's window.
///
/// Deleting a collection never deletes a recipe. The list reads the collections again after
/// every change (`AppFeature`'s `changedLibrary`).
public struct CollectionsFeature: Reducer, Sendable {
  /// What the collections' part of the main window holds.
  public struct State: Equatable, Sendable {
    /// The collection last deleted, while its deletion can be undone (a toast shows).
    public var deleted: DeletedCollection?
    /// The collection last made here, so the window can show it (and the recipe window
    /// that asked for it can check it).
    public var created: RecipeCollection?
    /// Why the last change failed.
    public var error: RecipesError?

    /// Creates the state with nothing done yet.
    public init() {}
  }

  /// What can happen to the collections.
  public enum Action: Equatable, Sendable {
    /// "New collection" was confirmed with `name` (checked already), with `recipes` to put
    /// in it at once (a recipe window's "New collection…").
    case createConfirmed(name: String, recipes: [Recipe.ID])
    /// The library made the collection with `recipes` in it (or failed to).
    case createResponse(Result<RecipeCollection, RecipesError>, recipes: [Recipe.ID])
    /// "Rename" was confirmed with `name` (checked already).
    case renameConfirmed(id: String, name: String)
    /// The library renamed it (or failed to).
    case renameResponse(Result<String, RecipesError>)
    /// "Delete" was chosen for the collection `id`.
    case deleteTapped(id: String)
    /// The library deleted it (or failed to).
    case deleteResponse(Result<DeletedCollection, RecipesError>)
    /// "Undo" was pressed on the deletion's toast.
    case undoTapped
    /// The library put it back (or failed to).
    case undoResponse(Result<String, RecipesError>)
    /// The time to undo ran out, or the toast was closed.
    case undoExpired
    /// Recipes were dropped on the collection `id` (or added to it otherwise).
    case recipesAdded(id: String, recipes: [Recipe.ID])
    /// Recipes were taken out of the collection `id`.
    case recipesRemoved(id: String, recipes: [Recipe.ID])
    /// The library changed the collection's recipes (or failed to).
    case membersResponse(Result<String, RecipesError>)
    /// The error was read and closed.
    case errorDismissed
  }

  /// How long Undo stays offered after a deletion.
  public static let undoDuration = Duration.seconds(6)

  private enum CancelID { case undoTimer }

  private let library: Library
  private let clock: any Clock<Duration>

  /// Creates the feature with the library and the clock that times the undo.
  public init(library: Library, clock: any Clock<Duration>) {
    self.library = library
    self.clock = clock
  }

  /// Applies a collections action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .createConfirmed(let name, let recipes):
      state.error = nil
      return .run { [library] send in
        let made = await Result { () async throws -> RecipeCollection in
          var collection = try await library.collections.create(name)
          if !recipes.isEmpty {
            try await library.collections.add(collection.id, recipes)
            collection.count = recipes.count
          }
          return collection
        }
        await send(.createResponse(made, recipes: recipes))
      }

    case .createResponse(.success(let collection), _):
      state.created = collection
      return .none

    case .renameConfirmed(let id, let name):
      state.error = nil
      return .run { [library] send in
        let renamed = await Result { () async throws -> String in
          try await library.collections.rename(id, name)
          return id
        }
        await send(.renameResponse(renamed))
      }

    case .deleteTapped(let id):
      state.error = nil
      return .run { [library] send in
        await send(.deleteResponse(await Result { try await library.collections.delete(id) }))
      }

    case .deleteResponse(.success(let deleted)):
      state.deleted = deleted
      return .send(.undoExpired, after: Self.undoDuration, on: clock, id: CancelID.undoTimer)

    case .undoTapped:
      guard let deleted = state.deleted else { return .none }
      state.deleted = nil
      return .merge(
        .cancel(id: CancelID.undoTimer),
        .run { [library] send in
          let restored = await Result { () async throws -> String in
            try await library.collections.restore(deleted)
            return deleted.collection.id
          }
          await send(.undoResponse(restored))
        })

    case .undoExpired:
      state.deleted = nil
      return .cancel(id: CancelID.undoTimer)

    case .recipesAdded(let id, let recipes), .recipesRemoved(let id, let recipes):
      guard !recipes.isEmpty else { return .none }
      state.error = nil
      let adding = if case .recipesAdded = action { true } else { false }
      return .run { [library] send in
        let changed = await Result { () async throws -> String in
          if adding {
            try await library.collections.add(id, recipes)
          } else {
            try await library.collections.remove(id, recipes)
          }
          return id
        }
        await send(.membersResponse(changed))
      }

    case .renameResponse(.success), .undoResponse(.success), .membersResponse(.success):
      return .none

    case .createResponse(.failure(let error), _), .renameResponse(.failure(let error)),
      .deleteResponse(.failure(let error)), .undoResponse(.failure(let error)),
      .membersResponse(.failure(let error)):
      state.error = error
      return .none

    case .errorDismissed:
      state.error = nil
      return .none
    }
  }
}

extension CollectionsFeature.Action {
  /// Whether this action reports that the library's collections changed.
  var changedCollections: Bool {
    switch self {
    case .createResponse(.success, _), .renameResponse(.success), .deleteResponse(.success),
      .undoResponse(.success), .membersResponse(.success):
      true
    default:
      false
    }
  }
}
