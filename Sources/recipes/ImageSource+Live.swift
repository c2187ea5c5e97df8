import RecipesCLI
import RecipesGTK
import RecipesLibrary

extension ImageSource {
  /// The window's image pipeline: the SQLite image cache, then the app's network session.
  ///
  /// A cache that cannot be opened costs only re-downloads: images still load. Pictures of
  /// own recipes kept in the data folder are read from there and never cached. The cache
  /// opens on the cooperative pool while the window is built: no picture is asked for before
  /// the first frame, which no longer waits for it.
  @MainActor
  static func live(_ dependencies: AppDependencies) -> ImageSource {
    let cacheDirectory = dependencies.location.cacheDirectory
    let opening = Task.detached { try? await ImageCache.open(in: cacheDirectory) }
    return ImageSource(
      cached: { url in url.isFileURL ? nil : try? await opening.value?.data(for: url) },
      store: { data, url in
        guard !url.isFileURL else { return }
        try? await opening.value?.store(data, for: url)
      },
      fetch: { url in try await dependencies.downloadImage(from: url) })
  }
}
