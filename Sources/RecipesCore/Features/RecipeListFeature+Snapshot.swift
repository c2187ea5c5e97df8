extension RecipeListFeature {
  /// What the library answered for the list.
  public struct Snapshot: Equatable, Sendable {
    /// How many recipes pass the filter.
    public var count: Int
    /// The position of the first of `recipes` (the start of a page).
    public var start: Int
    /// The recipes passing the filter from `start` on, as many as were asked for.
    public var recipes: [RecipeSummary]
    /// The favorites.
    public var favoriteIDs: Set<Recipe.ID>
    /// The ratings.
    public var ratings: [Recipe.ID: Int]
    /// The collections.
    public var collections: [RecipeCollection]
    /// The recipes of every collection, by its id.
    public var collectionMembers: [String: Set<Recipe.ID>]
    /// The categories present.
    public var categories: [String]
    /// The cuisines present.
    public var areas: [String]

    /// Creates a snapshot of `count` recipes (all of `recipes` unless told), of which
    /// `recipes` start at position `start`.
    public init(
      recipes: [RecipeSummary], favoriteIDs: Set<Recipe.ID>, categories: [String],
      areas: [String], count: Int? = nil, start: Int = 0, ratings: [Recipe.ID: Int] = [:],
      collections: [RecipeCollection] = [], collectionMembers: [String: Set<Recipe.ID>] = [:]
    ) {
      self.count = count ?? start + recipes.count
      self.start = start
      self.recipes = recipes
      self.favoriteIDs = favoriteIDs
      self.ratings = ratings
      self.collections = collections
      self.collectionMembers = collectionMembers
      self.categories = categories
      self.areas = areas
    }
  }

  /// Pages read from the library: which positions, for which of its answers.
  public struct PageRequest: Equatable, Sendable {
    /// The `State.generation` the pages were asked for.
    public var generation: Int
    /// The positions asked for (whole pages).
    public var range: Range<Int>

    /// Creates a request.
    public init(generation: Int, range: Range<Int>) {
      self.generation = generation
      self.range = range
    }
  }
}
