import Foundation
import RecipesCatalog
import RecipesCore
import RecipesGTK
import RecipesLibrary
import RecipesNetwork

/// The composition root: builds the live clients once and the one app store from them.
@MainActor
final class AppDependencies {
  let library: Library
  let api: RecipesAPI
  let location: LibraryLocation
  private let database: LibraryDatabase
  private let session: CurlSession?
  /// Whether the network is off (`--offline`).
  var isOffline: Bool { session == nil }

  private init(
    database: LibraryDatabase, api: RecipesAPI, location: LibraryLocation, session: CurlSession?
  ) {
    self.database = database
    self.library = .live(database)
    self.api = api
    self.location = location
    self.session = session
  }

  /// Opens the library (seeding the catalog, recovering from corruption) and the network.
  ///
  /// Without `verifyingIntegrity`, only a file that is not a database at all is caught
  /// here; `verifyLibrary(then:)` checks the rest later.
  static func make(
    _ options: AppOptions, verifyingIntegrity: Bool = true
  ) async throws -> AppDependencies {
    let location = LibraryLocation(
      environment: ProcessInfo.processInfo.environment, dataDirectory: options.dataDirectory)
    try location.createDirectories()
    let database = try await LibraryDatabase.open(
      in: location.libraryDirectory, catalog: try RecipesCatalog.data(),
      verifyingIntegrity: verifyingIntegrity)
    if let moved = database.recoveredCorruptFile {
      Diagnostics.note(
        "the recipe library was damaged; it was moved aside to \(moved.path) "
          + "and a fresh library was created.")
    }
    guard !options.offline else {
      return AppDependencies(database: database, api: .offline, location: location, session: nil)
    }
    try CurlSession.globalInit()
    let session = try CurlSession(
      policy: HTTPURLPolicy(allowingPlainHTTPTo: Set(options.allowHTTPHosts)),
      userAgent: "Recipes/\(AppInfo.version) (+Linux)")
    let api = RecipesAPI.live(
      session: session, baseURL: options.apiURL ?? RecipesAPI.productionBaseURL,
      timeout: .milliseconds(Int(options.timeout * 1000)))
    return AppDependencies(database: database, api: api, location: location, session: session)
  }

  /// Creates the app's one store.
  func makeStore(opener: URLOpener) -> Store<AppFeature.State, AppFeature.Action> {
    Store(
      initialState: AppFeature.State(offline: isOffline),
      reducer: AppFeature(api: api, library: library, clock: ContinuousClock(), opener: opener))
  }

  /// The image pipeline's sources: the SQLite image cache, then the network.
  ///
  /// A cache that cannot be opened costs only re-downloads: images still load.
  func makeImageSource() async -> ImageSource {
    let cache = try? await ImageCache.open(in: location.cacheDirectory)
    let session = self.session
    return ImageSource(
      cached: { url in try? await cache?.data(for: url) },
      store: { data, url in try? await cache?.store(data, for: url) },
      fetch: { url in
        guard let session else { throw RecipesError.offline }
        return try await session.imageData(from: url)
      })
  }

  /// Checks every page of the library file in the background.
  ///
  /// The window opens without waiting for it. A damaged file is set aside for a fresh,
  /// seeded library: the person is told, and `reload` shows the new one.
  func verifyLibrary(then reload: @escaping @MainActor () -> Void) {
    Task { [database] in
      do {
        guard let moved = try await database.verifyIntegrity(catalog: RecipesCatalog.data())
        else { return }
        Diagnostics.note(
          "the recipe library was damaged; it was moved aside to \(moved.path) "
            + "and a fresh library was created.")
        reload()
      } catch {
        Diagnostics.error("could not check the recipe library: \(RecipesError(error).message)")
      }
    }
  }

  /// Stops network transfers and releases libcurl.
  func shutdown() {
    guard let session else { return }
    session.shutdown()
    CurlSession.globalCleanup()
  }
}

/// Messages for the person at the terminal, on standard error.
enum Diagnostics {
  static func note(_ message: String) {
    FileHandle.standardError.write(Data("recipes: note: \(message)\n".utf8))
  }

  static func error(_ message: String) {
    FileHandle.standardError.write(Data("recipes: error: \(message)\n".utf8))
  }
}
