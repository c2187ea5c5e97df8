import Foundation
import RecipesCore
import RecipesFixtures

@testable import RecipesLibrary

/// A library in its own temporary directory, opened with a small catalog.
struct TestLibrary {
  /// The directory holding the library file; released with the library.
  let directory: TemporaryDirectory
  /// The open library.
  let database: LibraryDatabase

  /// Opens a fresh library seeded with `catalog`, then saves `remote`.
  static func make(
    catalog: [Recipe] = [], remote: [Recipe] = TestRecipes.remote
  ) async throws -> TestLibrary {
    let directory = try TemporaryDirectory()
    let clock = SteppingClock()
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON(catalog), now: clock.now)
    try await database.save(remote)
    return TestLibrary(directory: directory, database: database)
  }

  /// The names of the recipes `query` (parsed like the search box) finds, best first.
  func names(_ text: String, limit: Int = 50) async throws -> [String] {
    try await database.search(SearchQuery(parsing: text), limit: limit).map(\.name)
  }
}
