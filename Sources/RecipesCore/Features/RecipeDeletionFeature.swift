/// Deleting one of the cook's own recipes, with a few seconds to undo it.
///
/// The recipe is deleted at once (the list and search no longer show it); the state keeps
/// it, and whether it was a favorite, until the undo time runs out on the injected clock.
/// Undo saves it back under the same id, with its favorite mark.
public struct RecipeDeletionFeature: Reducer, Sendable {
  /// A deleted recipe, kept for Undo.
  public struct Deleted: Equatable, Sendable {
    /// The recipe as it was.
    public var recipe: Recipe
    /// Whether it was a favorite.
    public var wasFavorite: Bool
    /// Its rating, if it had one.
    public var rating: Int?
    /// The collections it was in, by name.
    public var collections: [String]

    /// Creates the record of a deletion.
    public init(
      recipe: Recipe, wasFavorite: Bool, rating: Int? = nil, collections: [String] = []
    ) {
      self.recipe = recipe
      self.wasFavorite = wasFavorite
      self.rating = rating
      self.collections = collections
    }
  }

  /// What the undo banner holds.
  public struct State: Equatable, Sendable {
    /// The recipe last deleted, while it can still be restored (the banner shows).
    public var deleted: Deleted?
    /// Recipes a sync deleted here because another device deleted them, while they can be
    /// put back (a second toast shows).
    public var removedBySync: [Deleted] = []
    /// Why the last deletion or undo failed.
    public var error: RecipesError?

    /// Creates the state with nothing deleted.
    public init(deleted: Deleted? = nil) {
      self.deleted = deleted
    }
  }

  /// What can happen to a deletion.
  public enum Action: Equatable, Sendable {
    /// "Delete" was pressed in the recipe's window.
    case deleteTapped(Recipe.ID)
    /// The library deleted the recipe (or failed to).
    case deleteResponse(Result<Deleted, RecipesError>)
    /// "Undo" was pressed in the banner.
    case undoTapped
    /// The library put the recipe back (or failed to).
    case undoResponse(Result<Recipe.ID, RecipesError>)
    /// The time to undo ran out: the banner goes.
    case undoExpired
    /// The banner's close button was pressed.
    case dismissTapped
    /// A sync deleted these here, because they were deleted on the server.
    case removedBySync([Deleted])
    /// "Undo" was pressed on what the sync deleted.
    case undoRemovedBySyncTapped
    /// The library put back what the sync deleted (or failed to).
    case removedBySyncRestored(Result<[Recipe.ID], RecipesError>)
    /// The time to undo what the sync deleted ran out, or its toast was closed.
    case removedBySyncSettled
  }

  /// How long Undo stays offered.
  public static let undoDuration = Duration.seconds(6)
  /// How long Undo stays offered for what a sync deleted: longer, as the cook did not do it
  /// and may look up later.
  public static let syncUndoDuration = Duration.seconds(30)

  private enum CancelID { case undoTimer, syncUndoTimer }

  private let library: Library
  private let clock: any Clock<Duration>

  /// Creates the feature with the library and the clock that times the undo.
  public init(library: Library, clock: any Clock<Duration>) {
    self.library = library
    self.clock = clock
  }

  /// Applies a deletion action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deleteTapped(let id):
      state.error = nil
      return .run { [library] send in
        let deleted = await Result { () async throws -> Deleted in
          guard let recipe = try await library.recipe(id) else { throw RecipesError.notFound }
          let wasFavorite = try await library.favoriteIDs().contains(id)
          // Kept for Undo: deleting the recipe takes its rating and collections along.
          let rating = try await library.ratings.all()[id]
          let collections = try await library.collections.memberships()[id] ?? []
          try await library.deleteMine(id)
          return Deleted(
            recipe: recipe, wasFavorite: wasFavorite, rating: rating, collections: collections)
        }
        await send(.deleteResponse(deleted))
      }

    case .deleteResponse(.success(let deleted)):
      state.deleted = deleted
      return .send(.undoExpired, after: Self.undoDuration, on: clock, id: CancelID.undoTimer)

    case .deleteResponse(.failure(let error)):
      state.error = error
      return .none

    case .undoTapped:
      guard let deleted = state.deleted else { return .none }
      state.deleted = nil
      return .merge(
        .cancel(id: CancelID.undoTimer),
        .run { [library] send in
          let restored = await Result { () async throws -> Recipe.ID in
            try await library.saveMine([deleted.recipe])
            try await Self.restoreMarks(of: deleted, in: library)
            return deleted.recipe.id
          }
          await send(.undoResponse(restored))
        })

    case .undoResponse(.success):
      return .none

    case .undoResponse(.failure(let error)):
      state.error = error
      return .none

    case .undoExpired, .dismissTapped:
      state.deleted = nil
      return .cancel(id: CancelID.undoTimer)

    case .removedBySync(let removed):
      guard !removed.isEmpty else { return .none }
      state.removedBySync += removed
      return .send(
        .removedBySyncSettled, after: Self.syncUndoDuration, on: clock,
        id: CancelID.syncUndoTimer)

    case .undoRemovedBySyncTapped:
      let removed = state.removedBySync
      guard !removed.isEmpty else { return .none }
      state.removedBySync = []
      return .merge(
        .cancel(id: CancelID.syncUndoTimer),
        .run { [library] send in
          // Saved back as the cook's own recipes: the next sync sends them up again.
          let restored = await Result { () async throws -> [Recipe.ID] in
            try await library.saveMine(removed.map(\.recipe))
            for deleted in removed {
              try await Self.restoreMarks(of: deleted, in: library)
            }
            return removed.map(\.recipe.id)
          }
          await send(.removedBySyncRestored(restored))
        })

    case .removedBySyncRestored(.success):
      return .none

    case .removedBySyncRestored(.failure(let error)):
      state.error = error
      return .none

    case .removedBySyncSettled:
      state.removedBySync = []
      return .cancel(id: CancelID.syncUndoTimer)
    }
  }

  /// Puts back what a deleted recipe had besides itself: its favorite mark, its rating and
  /// its collections.
  private static func restoreMarks(of deleted: Deleted, in library: Library) async throws {
    let id = deleted.recipe.id
    if deleted.wasFavorite { try await library.setFavorite(id, true) }
    if let rating = deleted.rating { try await library.ratings.set(id, rating) }
    if !deleted.collections.isEmpty {
      try await library.collections.setMemberships(id, deleted.collections)
    }
  }

}
