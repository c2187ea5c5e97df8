import RecipesCLI
import RecipesGTK
import RecipesLibrary

extension ImageSource {
  /// The window's image pipeline: the SQLite image cache, then the app's network session.
  ///
  /// A cache that cannot be opened costs only re-downloads: images still load.
  @MainActor
  static func live(_ dependencies: AppDependencies) async -> ImageSource {
    let cache = try? await ImageCache.open(in: dependencies.location.cacheDirectory)
    return ImageSource(
      cached: { url in try? await cache?.data(for: url) },
      store: { data, url in try? await cache?.store(data, for: url) },
      fetch: { url in try await dependencies.downloadImage(from: url) })
  }
}
