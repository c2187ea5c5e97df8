import RecipesCLI
import RecipesGTK
import RecipesLibrary

extension ImageSource {
  /// The window's image pipeline: the SQLite image cache, then the app's network session.
  ///
  /// A cache that cannot be opened costs only re-downloads: images still load. Pictures of
  /// own recipes kept in the data folder are read from there and never cached.
  @MainActor
  static func live(_ dependencies: AppDependencies) async -> ImageSource {
    let cache = try? await ImageCache.open(in: dependencies.location.cacheDirectory)
    return ImageSource(
      cached: { url in url.isFileURL ? nil : try? await cache?.data(for: url) },
      store: { data, url in
        guard !url.isFileURL else { return }
        try? await cache?.store(data, for: url)
      },
      fetch: { url in try await dependencies.downloadImage(from: url) })
  }
}
