/// The library's ratings: 1 to 5 stars on any recipe (own, catalog, remote).
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// rates nothing and refuses to.
public struct RatingOperations: Sendable {
  /// Every rating, by recipe.
  public var all: @Sendable () async throws -> [Recipe.ID: Int]
  /// Rates a recipe 1 to 5 stars, or (nil) takes its rating away.
  public var set: @Sendable (_ id: Recipe.ID, _ stars: Int?) async throws -> Void

  /// Creates the operations.
  public init(
    all: @escaping @Sendable () async throws -> [Recipe.ID: Int],
    set: @escaping @Sendable (Recipe.ID, Int?) async throws -> Void
  ) {
    self.all = all
    self.set = set
  }

  /// A library that rates nothing.
  public static let unavailable = RatingOperations(
    all: { [:] }, set: { _, _ in throw RecipesError.library("this library keeps no ratings") })
}

/// The library's collections: named groups of recipes, a recipe in any number of them.
///
/// Deleting a collection never deletes a recipe; deleting a recipe takes it out of every
/// collection.
public struct CollectionOperations: Sendable {
  /// Every collection, by name, with how many recipes it holds.
  public var all: @Sendable () async throws -> [RecipeCollection]
  /// The names of the collections each recipe is in (sorted), for the recipes in any.
  public var memberships: @Sendable () async throws -> [Recipe.ID: [String]]
  /// Makes a collection named `name` (already checked: `RecipeCollection.validatedName`).
  public var create: @Sendable (_ name: String) async throws -> RecipeCollection
  /// Gives the collection `id` a new name.
  public var rename: @Sendable (_ id: String, _ name: String) async throws -> Void
  /// Deletes the collection `id` (never a recipe) and returns it as it was, for Undo;
  /// throws `RecipesError.notFound` when there is none.
  public var delete: @Sendable (_ id: String) async throws -> DeletedCollection
  /// Puts a deleted collection back, with its id, name and recipes.
  public var restore: @Sendable (_ deleted: DeletedCollection) async throws -> Void
  /// Puts recipes in the collection `id` (those already there stay).
  public var add: @Sendable (_ id: String, _ recipes: [Recipe.ID]) async throws -> Void
  /// Takes recipes out of the collection `id`.
  public var remove: @Sendable (_ id: String, _ recipes: [Recipe.ID]) async throws -> Void
  /// Puts a recipe in exactly the collections `names` (made when missing): a backup read
  /// or a sync brings a recipe's collections by name.
  public var setMemberships: @Sendable (_ id: Recipe.ID, _ names: [String]) async throws -> Void

  /// Creates the operations.
  public init(
    all: @escaping @Sendable () async throws -> [RecipeCollection],
    memberships: @escaping @Sendable () async throws -> [Recipe.ID: [String]],
    create: @escaping @Sendable (String) async throws -> RecipeCollection,
    rename: @escaping @Sendable (String, String) async throws -> Void,
    delete: @escaping @Sendable (String) async throws -> DeletedCollection,
    restore: @escaping @Sendable (DeletedCollection) async throws -> Void,
    add: @escaping @Sendable (String, [Recipe.ID]) async throws -> Void,
    remove: @escaping @Sendable (String, [Recipe.ID]) async throws -> Void,
    setMemberships: @escaping @Sendable (Recipe.ID, [String]) async throws -> Void
  ) {
    self.all = all
    self.memberships = memberships
    self.create = create
    self.rename = rename
    self.delete = delete
    self.restore = restore
    self.add = add
    self.remove = remove
    self.setMemberships = setMemberships
  }

  /// A library that keeps no collections.
  public static let unavailable: CollectionOperations = {
    let refused = RecipesError.library("this library keeps no collections")
    return CollectionOperations(
      all: { [] }, memberships: { [:] }, create: { _ in throw refused },
      rename: { _, _ in throw refused }, delete: { _ in throw RecipesError.notFound },
      restore: { _ in throw refused }, add: { _, _ in throw refused },
      remove: { _, _ in throw refused }, setMemberships: { _, _ in throw refused })
  }()
}
