/// Enter in the Recipes view's search box opens the first recipe the grid shows for the
/// search, as the searches of GNOME's apps do; before the text typed is answered, the
/// search runs at once and its first result opens when the library answers.
extension AppFeature {
  func reduceSearchEntered(_ state: inout State) -> Effect<Action> {
    let query = SearchQuery(parsing: state.search.text)
    guard !query.isEmpty else { return .none }
    let isAnswered = state.search.query == query && !state.search.isSearching
    if isAnswered, let first = state.firstShownSearchResult {
      return reduce(into: &state, action: .recipeActivated(first))
    }
    state.opensFirstSearchResult = true
    return reduce(into: &state, action: .search(.searchSubmitted))
  }

  /// After a search action, the first result opens if Enter asked for it.
  ///
  /// It opens once the library answered the text, or, when the library found nothing, once
  /// the remote API's matches were saved and the library read again: the grid then shows
  /// them in the library's order, and what opens is its first card, not the API's first
  /// match (nil when there is nothing to do). Typing again forgets Enter.
  func openFirstSearchResultIfAsked(
    after action: SearchFeature.Action, _ state: inout State
  ) -> Effect<Action>? {
    guard state.opensFirstSearchResult else { return nil }
    switch action {
    case .queryChanged, .suggestionTapped:
      state.opensFirstSearchResult = false
      return nil
    case .localResponse(let query, _) where query == state.search.query,
      .rereadResponse(let query, _) where query == state.search.query:
      // Nothing in the library yet: the remote API, still asked, may find it.
      guard let first = state.firstShownSearchResult else {
        state.opensFirstSearchResult = state.search.isSearchingRemote
        return nil
      }
      state.opensFirstSearchResult = false
      return reduce(into: &state, action: .recipeActivated(first))
    case .remoteResponse(let query, let result) where query == state.search.query:
      // Matches are saved, then read again with the library's (the grid's order follows).
      if case .success(let matches) = result, !matches.isEmpty { return nil }
      state.opensFirstSearchResult = false
      guard let first = state.firstShownSearchResult else { return nil }
      return reduce(into: &state, action: .recipeActivated(first))
    default:
      return nil
    }
  }
}

extension AppFeature.State {
  /// The first of the search's results the grid shows (narrowed by what the grid shows:
  /// favorites, a collection, a category…), if any.
  var firstShownSearchResult: Recipe.ID? {
    let filter = list.filter
    let members = filter.collection.flatMap { list.collectionMembers[$0] } ?? []
    return search.results.first {
      filter.includes($0, favoriteIDs: list.favoriteIDs, collectionMembers: members)
    }?.id
  }
}
