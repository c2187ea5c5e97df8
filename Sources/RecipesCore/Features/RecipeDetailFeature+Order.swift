import Foundation

/// A recipe window's part of the cook's order: its stars and its collections.
extension RecipeDetailFeature {
  /// Applies a rating or collection action.
  func reduceOrder(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ratingChosen(let stars):
      guard let stars = RecipeRating.stars(stars) else { return .none }
      // Choosing the star already set takes the rating away.
      return rate(state.rating == stars ? nil : stars, &state)

    case .ratingSet(let stars):
      return rate(stars.flatMap(RecipeRating.stars), &state)

    case .ratingSaved:
      return .none

    case .ratingSaveFailed(let previous, let error):
      state.rating = previous
      state.actionError = error
      return .none

    case .collectionToggled(let collection):
      let isMember = !state.collectionIDs.contains(collection)
      if isMember {
        state.collectionIDs.insert(collection)
      } else {
        state.collectionIDs.remove(collection)
      }
      state.actionError = nil
      return .run { [library, id = state.id] send in
        do {
          if isMember {
            try await library.collections.add(collection, [id])
          } else {
            try await library.collections.remove(collection, [id])
          }
          await send(.collectionSaved(collection))
        } catch {
          await send(.collectionSaveFailed(collection, RecipesError(error)))
        }
      }

    case .collectionSaved:
      return .none

    case .collectionSaveFailed(let collection, let error):
      if state.collectionIDs.contains(collection) {
        state.collectionIDs.remove(collection)
      } else {
        state.collectionIDs.insert(collection)
      }
      state.actionError = error
      return .none

    default:
      return .none
    }
  }

  /// Shows `stars` at once and saves them; a failure puts the stars before back.
  private func rate(_ stars: Int?, _ state: inout State) -> Effect<Action> {
    let previous = state.rating
    state.rating = stars
    state.actionError = nil
    return .run { [library, id = state.id] send in
      do {
        try await library.ratings.set(id, stars)
        await send(.ratingSaved(stars))
      } catch {
        await send(.ratingSaveFailed(previous: previous, RecipesError(error)))
      }
    }
    .cancellable(id: CancelID.rating(state.id), cancelInFlight: true)
  }

  /// The rating of `id` and the collections it is in; a library that cannot say (an older
  /// one) leaves them out rather than failing the window.
  static func order(of id: Recipe.ID, in library: Library) async -> (
    rating: Int?, collectionIDs: Set<String>
  ) {
    let rating = try? await library.ratings.all()[id]
    let names = (try? await library.collections.memberships()[id]) ?? []
    var ids: Set<String> = []
    if !names.isEmpty, let collections = try? await library.collections.all() {
      // Matched as the list matches them, without regard to case.
      ids = Set(RecipeListFeature.members([id: names], in: collections).keys)
    }
    return (rating ?? nil, ids)
  }
}
