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

  /// Creates an API client from its endpoints.
  public init(
    search: @escaping @Sendable (String) async throws -> [Recipe],
    lookup: @escaping @Sendable (Recipe.ID) async throws -> Recipe?,
    byFirstLetter: @escaping @Sendable (Character) async throws -> [Recipe]
  ) {
    self.search = search
    self.lookup = lookup
    self.byFirstLetter = byFirstLetter
  }

  /// The API of `--offline`: every endpoint fails with `RecipesError.offline`.
  public static let offline = RecipesAPI(
    search: { _ in throw RecipesError.offline },
    lookup: { _ in throw RecipesError.offline },
    byFirstLetter: { _ in throw RecipesError.offline }
  )
}
