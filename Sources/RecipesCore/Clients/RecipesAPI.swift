/// The remote TheMealDB-compatible recipes API, as the features need it.
///
/// A struct of closures: the live one (over libcurl) is built in `RecipesNetwork`, tests
/// replace only the endpoints they use, and `offline` answers every call with `.offline`.
public struct RecipesAPI: Sendable {
  /// Recipes whose name contains the text (`search.php?s=`).
  public var search: @Sendable (_ text: String) async throws -> [Recipe]
  /// One recipe in full, or `nil` if the API has no such id (`lookup.php?i=`).
  public var lookup: @Sendable (_ id: Recipe.ID) async throws -> Recipe?
  /// Every recipe whose name starts with the letter (`search.php?f=`).
  public var byFirstLetter: @Sendable (_ letter: Character) async throws -> [Recipe]
  /// The categories (`categories.php`).
  public var categories: @Sendable () async throws -> [Category]
  /// The cuisines (`list.php?a=list`).
  public var areas: @Sendable () async throws -> [Area]
  /// Summaries of the recipes in a category (`filter.php?c=`).
  public var filterByCategory: @Sendable (_ category: String) async throws -> [RecipeSummary]
  /// Summaries of the recipes of a cuisine (`filter.php?a=`).
  public var filterByArea: @Sendable (_ area: String) async throws -> [RecipeSummary]
  /// One random recipe (`random.php`).
  public var random: @Sendable () async throws -> Recipe?

  /// Creates an API client from its endpoints.
  public init(
    search: @escaping @Sendable (String) async throws -> [Recipe],
    lookup: @escaping @Sendable (Recipe.ID) async throws -> Recipe?,
    byFirstLetter: @escaping @Sendable (Character) async throws -> [Recipe],
    categories: @escaping @Sendable () async throws -> [Category],
    areas: @escaping @Sendable () async throws -> [Area],
    filterByCategory: @escaping @Sendable (String) async throws -> [RecipeSummary],
    filterByArea: @escaping @Sendable (String) async throws -> [RecipeSummary],
    random: @escaping @Sendable () async throws -> Recipe?
  ) {
    self.search = search
    self.lookup = lookup
    self.byFirstLetter = byFirstLetter
    self.categories = categories
    self.areas = areas
    self.filterByCategory = filterByCategory
    self.filterByArea = filterByArea
    self.random = random
  }

  /// The API of `--offline`: every endpoint fails with `RecipesError.offline`.
  public static let offline = RecipesAPI(
    search: { _ in throw RecipesError.offline },
    lookup: { _ in throw RecipesError.offline },
    byFirstLetter: { _ in throw RecipesError.offline },
    categories: { throw RecipesError.offline },
    areas: { throw RecipesError.offline },
    filterByCategory: { _ in throw RecipesError.offline },
    filterByArea: { _ in throw RecipesError.offline },
    random: { throw RecipesError.offline }
  )
}
