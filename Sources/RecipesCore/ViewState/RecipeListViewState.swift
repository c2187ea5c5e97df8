import Foundation
import RecipesLocalization

/// What the list window shows, derived from the app state by a pure function.
public struct RecipeListViewState: Equatable, Sendable {
  /// One card of the grid.
  public struct Card: Equatable, Sendable, Identifiable {
    /// The recipe a click on the card opens.
    public let id: Recipe.ID
    /// The recipe's name, the card's first line.
    public let title: String
    /// "Category · Area", or whichever of the two is known.
    public let subtitle: String
    /// The picture, if the recipe has one.
    public let thumbnailURL: URL?
    /// Whether the recipe is a favorite.
    public let isFavorite: Bool
    /// The cook's rating, 1 to 5 stars; nil when not rated.
    public let rating: Int?
    /// What is drawn under the picture, and shows when there is none.
    public let illustration: Illustration
    /// How long it takes from start to table ("Total 1 h 30 min"), or "" when unknown.
    public let totalTime: String
    /// Whether it is the cook's version of a catalog or remote recipe (which the list then
    /// leaves out).
    public let isOwnVersion: Bool

    /// The card of `summary`, its subtitle and illustration derived from the category and area.
    public init(_ summary: RecipeSummary, isFavorite: Bool, rating: Int? = nil) {
      id = summary.id
      title = summary.name
      subtitle = RecipeListViewState.subtitle(category: summary.category, area: summary.area)
      thumbnailURL = summary.thumbnailURL
      self.isFavorite = isFavorite
      self.rating = rating
      illustration = Illustration(category: summary.category, area: summary.area)
      totalTime = RecipeListViewState.totalTime(summary.totalMinutes)
      isOwnVersion = summary.basedOn != nil
    }

    /// The line under the subtitle: "Your version · Total 1 h 30 min", either part alone,
    /// or "".
    public var footnote: String {
      [isOwnVersion ? localized("Your version") : "", totalTime].filter { !$0.isEmpty }
        .joined(separator: " · ")
    }

    /// The stars as drawn on the card ("★★★★☆"), or "" when not rated.
    public var stars: String { RecipeListViewState.stars(rating) }

    /// What a screen reader says of the stars ("Rated 4 stars of 5"), or "" when not rated.
    public var ratingDescription: String { RecipeListViewState.ratingDescription(rating) }
  }

  /// What fills the grid.
  public enum Status: Equatable, Sendable {
    /// Waiting for the library: a spinner.
    case loading
    /// The cards of the list or of the search results.
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

  /// The cards, by position; only those of loaded pages are derived, when asked for.
  public let cards: Cards
  /// Whether the cards are search results (shown in their own grid) rather than the list.
  public let showsSearchResults: Bool
  /// Whether a new search's first answer is awaited: the results that come next are a new
  /// list, shown from the top, where the same search read again after a change stays put.
  public let awaitsNewResults: Bool
  /// What fills the grid.
  public let status: Status
  /// The network banner, if any.
  public let banner: Banner?
  /// Whether a refresh or a search is running (a small spinner in the header).
  public let isBusy: Bool
  /// Whether Refresh can do anything (not in offline mode).
  public let canRefresh: Bool
  /// What the search box holds: the query typed so far, kept across re-renders.
  public let searchText: String
  /// How many recipes a search found ("12 recipes"), once it answered; nil without a search
  /// or before its first answer.
  public let resultCount: String?
  /// What "Did you mean…?" offers instead of the search's text, after it found nothing.
  public let suggestion: String?
  /// The categories of the category drop-down, as stored (shown through
  /// `CatalogNames.category`), in the order their names read.
  public let categories: [String]
  /// The cuisines of the area drop-down, as stored (shown through `CatalogNames.cuisine`),
  /// in the order their names read.
  public let areas: [String]
  /// The chosen category, if any.
  public let selectedCategory: String?
  /// The chosen cuisine, if any.
  public let selectedArea: String?
  /// Whether only favorites are shown.
  public let favoritesOnly: Bool
  /// Whether only the cook's own recipes are shown ("My recipes").
  public let mineOnly: Bool
  /// The cook's collections, by name, each with its count.
  public let collections: [RecipeCollection]
  /// The collection shown, if the list shows one.
  public let selectedCollection: RecipeCollection?

  /// Whether nothing narrows the grid: no collection, category, cuisine, favorites or own
  /// recipes only ("All recipes" shows chosen exactly then).
  public var showsEveryRecipe: Bool {
    selectedCollection == nil && selectedCategory == nil && selectedArea == nil
      && !favoritesOnly && !mineOnly
  }

  /// Derives what the list window shows from the app state.
  public init(_ state: AppFeature.State) {
    self.init(Parts(state))
  }

  /// Derives what the list window shows from the parts of the state it shows.
  public init(_ parts: Parts) {
    let list = parts.list
    let search = parts.search
    // Until the search's first answer, keep what is on screen instead of a blank page.
    let isFirstAnswerPending = search.isSearching && search.results.isEmpty
    if search.isActive && !isFirstAnswerPending {
      let results = search.results.filter {
        list.filter.includes(
          $0, favoriteIDs: list.favoriteIDs,
          collectionMembers: list.filter.collection.flatMap { list.collectionMembers[$0] } ?? [])
      }
      cards = Cards(results: results, favoriteIDs: list.favoriteIDs, ratings: list.ratings)
      showsSearchResults = true
    } else {
      cards = Cards(list: list.recipes, favoriteIDs: list.favoriteIDs, ratings: list.ratings)
      showsSearchResults = false
    }

    awaitsNewResults = search.isActive && search.isSearching
    let isSearching = parts.isSearching
    if case .failed(let error) = list.status, !search.isActive {
      status = .failed(message: error.message)
    } else if let error = search.localError, search.isActive {
      status = .failed(message: error.message)
    } else if !cards.isEmpty {
      status = .cards
    } else if list.status == .loading || list.status == .idle || isSearching {
      status = .loading
    } else {
      status = .empty(message: Self.emptyMessage(parts))
    }

    if !list.canRefresh {
      banner = Banner(
        message: localized("Offline mode — showing saved recipes"), canRetry: false, isOffline: true
      )
    } else if let error = list.refreshError ?? (search.isActive ? search.remoteError : nil) {
      banner =
        error.isConnectivity
        ? Banner(
          message: localized("Offline — showing saved recipes"), canRetry: true, isOffline: true)
        : Banner(message: error.message, canRetry: true, isOffline: false)
    } else {
      banner = nil
    }

    isBusy = parts.isBusy
    canRefresh = list.canRefresh
    searchText = search.text
    resultCount =
      showsSearchResults && !search.isSearching && !cards.isEmpty
      ? localizedPlural("{count} recipe", "{count} recipes", count: cards.count)
      : nil
    suggestion = search.isActive ? search.suggestion : nil
    // In the reader's language's order, not the stored English one.
    categories = CatalogNames.inReadingOrder(list.categories, name: CatalogNames.category)
    areas = CatalogNames.inReadingOrder(list.areas, name: CatalogNames.cuisine)
    selectedCategory = list.filter.category
    selectedArea = list.filter.area
    favoritesOnly = list.filter.favoritesOnly
    mineOnly = list.filter.mineOnly
    collections = list.collections
    selectedCollection = list.filter.collection.flatMap { id in
      list.collections.first { $0.id == id }
    }
  }

  /// The grid's cards by position, made from the recipes when the grid asks for one.
  ///
  /// Equal when made from equal recipes and favorites, which is cheap to check when
  /// nothing changed (arrays sharing storage compare in O(1)).
  public struct Cards: Equatable, Sendable {
    private enum Source: Equatable, Sendable {
      case list(RecipePages)
      case results([RecipeSummary])
    }

    private let source: Source
    private let favoriteIDs: Set<Recipe.ID>
    private let ratings: [Recipe.ID: Int]

    /// The cards of the list's pages (a card whose page is not loaded is nil).
    public init(list: RecipePages, favoriteIDs: Set<Recipe.ID>, ratings: [Recipe.ID: Int] = [:]) {
      source = .list(list)
      self.favoriteIDs = favoriteIDs
      self.ratings = ratings
    }

    /// The cards of search results, all known.
    public init(
      results: [RecipeSummary], favoriteIDs: Set<Recipe.ID>, ratings: [Recipe.ID: Int] = [:]
    ) {
      source = .results(results)
      self.favoriteIDs = favoriteIDs
      self.ratings = ratings
    }

    /// How many positions there are, loaded or not.
    public var count: Int {
      switch source {
      case .list(let pages): pages.count
      case .results(let results): results.count
      }
    }

    /// Whether there are no cards at all.
    public var isEmpty: Bool { count == 0 }

    /// The card at `position`, or nil while its page is being read (or out of range).
    public subscript(position: Int) -> Card? {
      let summary: RecipeSummary?
      switch source {
      case .list(let pages): summary = pages[position]
      case .results(let results):
        summary = results.indices.contains(position) ? results[position] : nil
      }
      return summary.map {
        Card($0, isFavorite: favoriteIDs.contains($0.id), rating: ratings[$0.id])
      }
    }

    /// The cards that are loaded, in order.
    public var loaded: [Card] { (0..<count).compactMap { self[$0] } }
  }

  /// "Dessert · French", "Dessert", "French" or "", in the reader's language ("Dessert ·
  /// Französisch").
  public static func subtitle(category: String?, area: String?) -> String {
    [category.map(CatalogNames.category), area.map(CatalogNames.cuisine)].compactMap { $0 }
      .joined(separator: " · ")
  }

  /// "Total 1 h 30 min" (the recipe window's words), or "" when the time is unknown.
  public static func totalTime(_ minutes: Int?) -> String {
    guard let minutes else { return "" }
    return localized("Total {time}", ["time": RecipeFacts.duration(minutes)])
  }

  /// "★★★★☆" for 4 stars, "" when not rated.
  public static func stars(_ rating: Int?) -> String {
    guard let rating = rating.flatMap(RecipeRating.stars) else { return "" }
    return String(repeating: "★", count: rating)
      + String(repeating: "☆", count: RecipeRating.range.upperBound - rating)
  }

  /// "Rated 4 stars of 5", "" when not rated.
  public static func ratingDescription(_ rating: Int?) -> String {
    guard let rating = rating.flatMap(RecipeRating.stars) else { return "" }
    return localizedPlural(
      "Rated {count} star of 5", "Rated {count} stars of 5", count: rating)
  }

  private static func emptyMessage(_ state: Parts) -> String {
    if state.search.isActive {
      let text = state.search.text.trimmingWhitespace()
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return localized("No recipes match “{search}”", ["search": shown])
    }
    let filter = state.list.filter
    let narrowing = [
      filter.mineOnly, filter.favoritesOnly, filter.collection != nil,
      filter.category != nil || filter.area != nil,
    ].filter { $0 }.count
    if narrowing > 1 {
      return localized("No recipe is in all the filters chosen — turn one off to see more")
    }
    if filter.mineOnly {
      return localized(
        "No recipes of your own yet — write one with “New recipe” or import one")
    }
    if filter.favoritesOnly {
      return localized("No favorites yet — click a recipe’s star to keep it here")
    }
    if filter.collection != nil {
      return localized(
        "Nothing in this collection yet — drag a recipe here, or add it from its window")
    }
    if state.list.filter != RecipeFilter() {
      return localized("No recipes in this category and cuisine")
    }
    return localized("No recipes yet")
  }
}
