import Foundation
import RecipesCore
import RecipesTestSupport

/// What the app-level tests of changes to the library share: the cook's scones, an importer
/// that saves recipes, and the list's answer read from the library as it is now.
enum LibraryChangeFixtures {
  /// One of the cook's own recipes, with the page it was imported from.
  static let scones = Recipe(
    id: "mine-scones", name: "Scones", category: "Baking",
    sourceURL: URL(string: "https://cooking.example.org/scones"))
}

extension Importer {
  /// An importer that takes any address as a web page and imports `recipes` from it,
  /// saving them in `library` as the cook's own.
  static func saving(_ recipes: [Recipe], into library: InMemoryLibrary) -> Importer {
    var importer = Importer.failing
    importer.source = { address, _ in
      guard let url = URL(string: address) else { throw ImportError.noRecipe }
      return .webPage(url)
    }
    importer.importSources = { _ in
      try await library.client.saveMine(recipes)
      return recipes
    }
    return importer
  }
}

/// The list's answer after a change, read from `library` as it is now.
func snapshot(
  of library: InMemoryLibrary, filter: RecipeFilter = RecipeFilter()
) async -> RecipeListFeature.Snapshot {
  let client = library.client
  return RecipeListFeature.Snapshot(
    recipes: (try? await client.recipes(filter, 0..<1000)) ?? [],
    favoriteIDs: await library.favoriteIDs(),
    categories: (try? await client.categories()) ?? [],
    areas: (try? await client.areas()) ?? [])
}

/// The list showing `snapshot`, as its answer to a change leaves it.
func show(_ snapshot: RecipeListFeature.Snapshot, in state: inout AppFeature.State) {
  state.list.status = .loaded
  state.list.generation += 1
  state.list.recipes = RecipePages(all: snapshot.recipes)
  state.list.favoriteIDs = snapshot.favoriteIDs
  state.list.categories = snapshot.categories
  state.list.areas = snapshot.areas
}
