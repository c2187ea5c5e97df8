import Foundation
import RecipesArtwork
import RecipesCore
import RecipesFixtures
import RecipesLibrary
import RecipesNetwork
import RecipesSync

/// Syncing own recipes with a WebDAV folder: `sync_first_1000_ms`, `sync_noop_ms` and
/// `sync_noop_requests`.
///
/// A real Apache mod_dav on loopback (RecipesFixtures' `ApacheWebDAVServer`, `Depth: infinity`
/// off as in Debian's default, the stricter case) and a real library on disk. The first sync
/// uploads `syncRecipeCount` own recipes, each with its own picture and the two thumbnails
/// Cookbook wants, to a fresh folder; then,
/// once the tags Apache weakens within the second have settled, a sync with nothing to do is
/// timed `syncNoOpRoundCount` times and its requests counted.
enum SyncBenchmark {
  /// The slowest acceptable first sync of 1 000 recipes with pictures, in milliseconds.
  static let targetFirstMilliseconds = 15_000.0
  /// The slowest acceptable sync with nothing to do, in milliseconds.
  static let targetNoOpMilliseconds = 100.0
  /// The most requests a sync with nothing to do may make.
  static let targetNoOpRequests = 3

  /// Runs the first sync and the no-op syncs; throws `.notInstalled` without Apache.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.SyncFigures
  {
    try CurlSession.globalInit()
    let server = try await ApacheWebDAVServer.start(allowsDepthInfinity: false)
    let session = try CurlSession()
    defer {
      session.shutdown()
      server.stop()
    }
    return try await TemporaryDirectory.with(label: "bench-sync") { directory in
      let database = try await LibraryDatabase.open(
        in: directory.url, catalog: SearchBenchmark.emptyCatalog)
      let library = Library.live(database)
      let pictures = directory.url.appendingPathComponent("pictures")
      let pictureBytes = try await saveOwnRecipes(
        max(1, configuration.syncRecipeCount), library: library, pictures: pictures)
      let folder = server.baseURL.appendingPathComponent("Recipes/")
      let counted = CountingWebDAV(
        try await freshFolder(folder, on: server, session: session))
      // Cookbook's thumbnails made as the app makes them (gdk-pixbuf), two more files a recipe.
      var syncPictures = SyncPictures.files(in: pictures)
      syncPictures.thumbnail = { data, size in SyncThumbnail.jpeg(of: data, size: size) }
      let engine = SyncEngine(
        dav: counted.client, library: library,
        account: SyncAccount(serverURL: folder, user: server.user),
        pictures: syncPictures, machineName: "bench")

      let clock = ContinuousClock()
      var first = SyncReport()
      let firstElapsed = try await clock.measure { first = try await engine.sync() }
      guard first.uploaded == configuration.syncRecipeCount, first.skipped.isEmpty else {
        throw BenchmarkError.unexpected("the first sync did \(first)")
      }
      let firstRequests = counted.requests
      try settle(server)
      _ = try await engine.sync()  // Reads the settled, strong tags once.
      var samples = Samples()
      var requests = 0
      for _ in 0..<max(1, configuration.syncNoOpRoundCount) {
        counted.reset()
        var report = SyncReport()
        samples.append(try await clock.measure { report = try await engine.sync() })
        guard report == SyncReport() else {
          throw BenchmarkError.unexpected("a sync with nothing to do did \(report)")
        }
        requests = max(requests, counted.requests)
      }
      return BenchmarkReport.SyncFigures(
        firstMilliseconds: firstElapsed.milliseconds, recipeCount: configuration.syncRecipeCount,
        pictureBytes: pictureBytes, firstRequests: firstRequests,
        noOpMedianMilliseconds: samples.median, noOpRequests: requests)
    }
  }

  /// Saves `count` synthetic own recipes, each with a picture file of its own; returns the
  /// pictures' total size.
  private static func saveOwnRecipes(
    _ count: Int, library: Library, pictures: URL
  ) async throws -> Int {
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    var total = 0
    var recipes: [Recipe] = []
    for (index, recipe) in SyntheticRecipes.recipes(count: count).enumerated() {
      let picture = TestImages.png(
        width: 96, height: 64, red: UInt8(index % 256), green: UInt8(index / 256 % 256))
      let file = pictures.appendingPathComponent("own-\(index).png")
      try picture.write(to: file)
      total += picture.count
      recipes.append(
        Recipe(
          id: Recipe.ID(rawValue: "mine-00000000-0000-0000-0000-\(String(format: "%012d", index))"),
          // Unique names: one folder each, as a cook's own book mostly has.
          name: "\(recipe.name) \(index + 1)", category: recipe.category, area: recipe.area,
          instructions: recipe.instructions, tags: recipe.tags, thumbnailURL: file,
          ingredients: recipe.ingredients, stepSections: recipe.stepSections,
          servings: recipe.servings))
    }
    try await library.saveMine(recipes)
    return total
  }

  /// The client of `folder`, `Recipes/` made new and empty on `server`.
  private static func freshFolder(
    _ folder: URL, on server: ApacheWebDAVServer, session: CurlSession
  ) async throws -> WebDAVClient {
    let credentials = HTTPCredentials(user: server.user, password: server.password)
    let top = try WebDAVClient.live(
      session: session, folder: server.baseURL, credentials: credentials)
    try await top.makeFolder(WebDAVPath("Recipes"))
    return try WebDAVClient.live(session: session, folder: folder, credentials: credentials)
  }

  /// Dates every file below `Recipes/` back, so Apache's tags are strong from now on.
  private static func settle(_ server: ApacheWebDAVServer) throws {
    let top = server.file("Recipes")
    guard let walker = FileManager.default.enumerator(atPath: top.path) else { return }
    for case let relative as String in walker {
      try server.settle("Recipes/\(relative)")
    }
  }
}

extension BenchmarkReport {
  /// Syncing own recipes with a WebDAV folder on loopback.
  public struct SyncFigures: Sendable, Equatable {
    /// The first sync of every recipe to a fresh folder, in milliseconds.
    public var firstMilliseconds: Double
    /// How many recipes it uploaded.
    public var recipeCount: Int
    /// Their pictures' total size.
    public var pictureBytes: Int
    /// How many requests the first sync made.
    public var firstRequests: Int
    /// The median sync with nothing to do, in milliseconds.
    public var noOpMedianMilliseconds: Double
    /// The most requests a sync with nothing to do made.
    public var noOpRequests: Int
  }
}
