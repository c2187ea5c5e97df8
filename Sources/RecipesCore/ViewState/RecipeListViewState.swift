import Foundation

/// What the list window shows, derived from the app state by a pure function.
public struct RecipeListViewState: Equatable, Sendable {
  /// One card of the grid.
  public struct Card: Equatable, Sendable, Identifiable {
    /// The recipe's identifier.
    public let id: Recipe.ID
    /// The recipe's name.
    public let title: String
    /// "Category · Area", or whichever of the two is known.
    public let subtitle: String
    /// The picture, if the recipe has one.
    public let thumbnailURL: URL?
    /// Whether the recipe is a favorite.
    public let isFavorite: Bool
    /// What the placeholder tile shows when there is no picture.
    public let placeholder: Placeholder
  }

  /// What fills the grid.
  public enum Status: Equatable, Sendable {
    /// Waiting for the library: a spinner.
    case loading
    /// Cards to show.
    case cards
    /// Nothing to show, and why ("No recipes match “tofu”").
    case empty(message: String)
    /// The library failed: a message and a Retry button.
    case failed(message: String)
  }

  /// A strip above the grid about the network.
  public struct Banner: Equatable, Sendable {
    /// What the banner says.
    public let message: String
    /// Whether it offers Retry.
    public let canRetry: Bool
    /// Whether it is the offline notice (the cards shown are the saved ones).
    public let isOffline: Bool
  }

  /// The cards, in order.
  public let cards: [Card]
  /// Whether the cards are search results (shown in their own grid) rather than the list.
  public let showsSearchResults: Bool
  /// What fills the grid.
  public let status: Status
  /// The network banner, if any.
  public let banner: Banner?
  /// Whether a refresh or a search is running (a small spinner in the header).
  public let isBusy: Bool
  /// Whether Refresh can do anything (not in offline mode).
  public let canRefresh: Bool
  /// The text of the search box.
  public let searchText: String
  /// The categories of the category drop-down.
  public let categories: [String]
  /// The cuisines of the area drop-down.
  public let areas: [String]
  /// The chosen category, if any.
  public let selectedCategory: String?
  /// The chosen cuisine, if any.
  public let selectedArea: String?
  /// Whether only favorites are shown.
  public let favoritesOnly: Bool

  /// What the cards are derived from: when it is unchanged, so are the cards.
  ///
  /// Comparing it is cheap when nothing changed (arrays sharing storage compare in O(1)),
  /// so a window can skip re-deriving 100 000 cards on every keystroke.
  public struct CardSource: Equatable, Sendable {
    let recipes: [RecipeSummary]
    let searchResults: [RecipeSummary]?
    let favoriteIDs: Set<Recipe.ID>
    let filter: RecipeFilter

    /// The parts of `state` the cards depend on.
    public init(_ state: AppFeature.State) {
      recipes = state.list.recipes
      let search = state.search
      // Until the library's first answer, keep what is on screen instead of a blank page.
      let isFirstAnswerPending = search.isSearching && search.results.isEmpty
      searchResults = search.isActive && !isFirstAnswerPending ? search.results : nil
      favoriteIDs = state.list.favoriteIDs
      filter = state.list.filter
    }

    /// The cards, in order.
    public func cards() -> [Card] {
      let source =
        searchResults?.filter { filter.includes($0, favoriteIDs: favoriteIDs) } ?? recipes
      return source.map { summary in
        Card(
          id: summary.id,
          title: summary.name,
          subtitle: RecipeListViewState.subtitle(category: summary.category, area: summary.area),
          thumbnailURL: summary.thumbnailURL,
          isFavorite: favoriteIDs.contains(summary.id),
          placeholder: Placeholder(name: summary.name, category: summary.category))
      }
    }
  }

  /// Derives what the list window shows from the app state.
  public init(_ state: AppFeature.State) {
    let source = CardSource(state)
    self.init(state, source: source, cards: source.cards())
  }

  /// Derives the list window's state around `cards`, already derived from `source`
  /// (`CardSource(state)`, which a window keeps to skip re-deriving unchanged cards).
  public init(_ state: AppFeature.State, source: CardSource, cards: [Card]) {
    let list = state.list
    let search = state.search
    self.cards = cards
    showsSearchResults = source.searchResults != nil

    let isSearching = search.isActive && (search.isSearching || search.isSearchingRemote)
    if case .failed(let error) = list.status, !search.isActive {
      status = .failed(message: error.message)
    } else if let error = search.localError, search.isActive {
      status = .failed(message: error.message)
    } else if !cards.isEmpty {
      status = .cards
    } else if list.status == .loading || list.status == .idle || isSearching {
      status = .loading
    } else {
      status = .empty(message: Self.emptyMessage(state))
    }

    if !list.canRefresh {
      banner = Banner(
        message: "Offline mode — showing saved recipes", canRetry: false, isOffline: true)
    } else if let error = list.refreshError ?? (search.isActive ? search.remoteError : nil) {
      banner =
        error.isConnectivity
        ? Banner(message: "Offline — showing saved recipes", canRetry: true, isOffline: true)
        : Banner(message: error.message, canRetry: true, isOffline: false)
    } else {
      banner = nil
    }

    isBusy = list.isRefreshing || isSearching
    canRefresh = list.canRefresh
    searchText = search.text
    categories = list.categories
    areas = list.areas
    selectedCategory = list.filter.category
    selectedArea = list.filter.area
    favoritesOnly = list.filter.favoritesOnly
  }

  /// "Dessert · French", "Dessert", "French" or "".
  public static func subtitle(category: String?, area: String?) -> String {
    [category, area].compactMap { $0 }.joined(separator: " · ")
  }

  private static func emptyMessage(_ state: AppFeature.State) -> String {
    if state.search.isActive {
      let text = state.search.text.trimmingWhitespace()
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return "No recipes match “\(shown)”"
    }
    if state.list.filter.favoritesOnly {
      return "No favorites yet — click a recipe’s star to keep it here"
    }
    if state.list.filter != RecipeFilter() { return "No recipes in this category and cuisine" }
    return "No recipes yet"
  }
}

/// The tile drawn when a recipe has no picture: its initial on a colour chosen by category.
public struct Placeholder: Equatable, Sendable {
  /// The first letter of the name, upper-cased.
  public let initial: String
  /// Which of `tintCount` colours to use; the same category always gets the same one.
  public let tint: Int

  /// How many tints the GTK layer defines in its style sheet.
  public static let tintCount = 12

  /// Creates the placeholder of a recipe.
  public init(name: String, category: String?) {
    initial =
      name.first(where: { $0.isLetter || $0.isNumber }).map { String($0).uppercased() } ?? "?"
    // A stable hash (not `hashValue`, which changes between runs).
    let key = (category ?? "").lowercased().unicodeScalars.reduce(UInt32(5381)) {
      ($0 &* 33) &+ $1.value
    }
    tint = Int(key % UInt32(Self.tintCount))
  }
}
