import Foundation
import RecipesCatalog
import RecipesCore
import RecipesImport
import RecipesLibrary
import RecipesLocalization
import RecipesNetwork
import RecipesNutrition

/// The composition root: builds the live clients once and the one app store from them.
@MainActor
public final class AppDependencies {
  /// Where the library and the image cache are.
  public let location: LibraryLocation
  /// The library, for the headless commands.
  let library: Library
  /// Imports pages, saved pages, backups and GNOME Recipes folders.
  let importer: Importer
  private let api: RecipesAPI
  private let database: LibraryDatabase
  /// The network session; nil with `--offline`.
  let session: CurlSession?
  /// How long one request may take (`--timeout`).
  let requestTimeout: Duration
  private let console: Console
  /// Where the sync's password is kept: the desktop's Secret Service, else nowhere.
  var passwords: PasswordStore = .live()
  /// Whether the network is off (`--offline`).
  public var isOffline: Bool { session == nil }

  private init(
    database: LibraryDatabase, api: RecipesAPI, location: LibraryLocation, session: CurlSession?,
    timeout: Duration, console: Console
  ) {
    self.database = database
    let library = Library.live(database)
    self.library = library
    self.importer = .live(
      ImportContext(
        session: session, library: library, dataDirectory: location.libraryDirectory,
        cacheImage: { data, url in
          try? await ImageCache.open(in: location.cacheDirectory).store(data, for: url)
        },
        timeout: timeout))
    self.api = api
    self.location = location
    self.session = session
    self.requestTimeout = timeout
    self.console = console
  }

  /// The library being opened off the main thread: where it is, and its database.
  public typealias LibraryOpening = Task<(LibraryLocation, LibraryDatabase), any Error>

  /// Opens the library (seeding the catalog, recovering from corruption) and the network.
  ///
  /// The library lives where `options` or, failing that, `environment`'s XDG variables say;
  /// notes go to `console`. Without `verifyingIntegrity`, only a file that is not a database
  /// at all is caught here; `verifyLibrary(then:)` checks the rest later.
  public static func make(
    _ options: AppOptions, environment: [String: String], console: Console,
    verifyingIntegrity: Bool = true
  ) async throws -> AppDependencies {
    let dependencies = try await make(
      options,
      library: openLibrary(
        options, environment: environment, verifyingIntegrity: verifyingIntegrity),
      console: console)
    dependencies.passwords = passwordStore(for: environment)
    return dependencies
  }

  /// Starts opening the library as `make(_:environment:console:verifyingIntegrity:)` does,
  /// on the cooperative pool, for `make(_:library:console:)`.
  ///
  /// The window starts it before GTK opens the display, so neither the main thread nor the
  /// list's first read waits for the library after.
  public nonisolated static func openLibrary(
    _ options: AppOptions, environment: [String: String], verifyingIntegrity: Bool = true
  ) -> LibraryOpening {
    Task.detached {
      let location = LibraryLocation(
        environment: environment, dataDirectory: options.dataDirectory)
      try location.createDirectories()
      let database = try await LibraryDatabase.open(
        in: location.libraryDirectory, catalog: try RecipesCatalog.data(),
        verifyingIntegrity: verifyingIntegrity)
      return (location, database)
    }
  }

  /// Builds the dependencies on the library `opening` gives, and the network `options` say.
  public static func make(
    _ options: AppOptions, library opening: LibraryOpening, console: Console
  ) async throws -> AppDependencies {
    try make(options, opened: try await opening.value, console: console)
  }

  /// Builds the dependencies as `make(_:library:console:)` does, waiting for `opening` on
  /// this thread.
  ///
  /// For the window, before GTK's main loop runs: nothing else waits for the main thread
  /// then, and the opening runs on the cooperative pool (it has usually finished while GTK
  /// opened the display). The store can then be made, and start reading, before GTK and
  /// libadwaita start.
  public static func makeWaiting(
    _ options: AppOptions, for opening: LibraryOpening, console: Console
  ) throws -> AppDependencies {
    let wait = OpeningWait()
    Task.detached {
      wait.result = await opening.result
      wait.finished.signal()
    }
    wait.finished.wait()
    // Always set before the signal.
    guard let result = wait.result else { throw CancellationError() }
    return try make(options, opened: try result.get(), console: console)
  }

  private static func make(
    _ options: AppOptions, opened: (LibraryLocation, LibraryDatabase), console: Console
  ) throws -> AppDependencies {
    let (location, database) = opened
    if let moved = database.recoveredCorruptFile {
      console.note(movedAsideMessage(moved))
    }
    let timeout = Duration.milliseconds(Int(options.timeout * 1000))
    guard !options.offline else {
      return AppDependencies(
        database: database, api: .offline, location: location, session: nil, timeout: timeout,
        console: console)
    }
    try CurlSession.globalInit()
    let session = try CurlSession(
      policy: HTTPURLPolicy(allowingPlainHTTPTo: Set(options.allowHTTPHosts)),
      userAgent: "Recipes/\(AppInfo.version) (+Linux)")
    let api = RecipesAPI.live(
      session: session, baseURL: options.apiURL ?? RecipesAPI.productionBaseURL,
      timeout: timeout)
    return AppDependencies(
      database: database, api: api, location: location, session: session, timeout: timeout,
      console: console)
  }

  /// Creates the app's one store; the window brings the desktop's `inhibitor` and
  /// `notifier` for cooking mode, the `style` and `view` it was built with
  /// (`savedChoices()`), and asks for `nutrition` (worked out for each recipe window; the
  /// headless commands do without, `recipes nutrition` has its own).
  public func makeStore(
    opener: URLOpener, inhibitor: IdleInhibitor = .none, notifier: TimerNotifier = .none,
    style: StylePreference = .followSystem, view: HomeView = .recipes, nutrition: Bool = false
  ) -> Store<AppFeature.State, AppFeature.Action> {
    Store(
      initialState: AppFeature.State(offline: isOffline, style: style, view: view),
      reducer: AppFeature(
        api: api, library: library, importer: importer, clock: ContinuousClock(), opener: opener,
        inhibitor: inhibitor, notifier: notifier, sync: recipeSync, passwords: passwords,
        planCalendar: planCalendar,
        nutrition: nutrition ? .live(FoodTableLoader()) : .unavailable))
  }

  /// Downloads a picture with the app's session; `RecipesError.offline` with `--offline`.
  ///
  /// A picture of the cook's own recipes kept in the data folder (a `file:` address inside
  /// its `pictures/`) is read from there; no other file is.
  public nonisolated func downloadImage(from url: URL) async throws -> Data {
    if url.isFileURL {
      // No `..` at all, and inside the pictures folder once links are followed.
      let folder =
        location.libraryDirectory.appendingPathComponent(PictureStore.folderName)
        .resolvingSymlinksInPath().path + "/"
      guard !url.pathComponents.contains(".."),
        url.resolvingSymlinksInPath().path.hasPrefix(folder)
      else { throw RecipesError.refusedURL(url.absoluteString) }
      return try Data(contentsOf: url)
    }
    guard let session else { throw RecipesError.offline }
    return try await session.imageData(from: url)
  }

  /// A picture's bytes for a backup: from the data folder, the image cache, or the network;
  /// nil when none has it.
  nonisolated func pictureData(_ url: URL) async -> Data? {
    if !url.isFileURL,
      let cached = try? await ImageCache.open(in: location.cacheDirectory).data(for: url)
    {
      return cached
    }
    return try? await downloadImage(from: url)
  }

  /// Checks every page of the library file in the background.
  ///
  /// The window opens without waiting for it. A damaged file is set aside for a fresh,
  /// seeded library: the person is told, and `reload` shows the new one.
  public func verifyLibrary(then reload: @escaping @MainActor () -> Void) {
    Task { [database, console] in
      do {
        guard let moved = try await database.verifyIntegrity(catalog: RecipesCatalog.data())
        else { return }
        console.note(Self.movedAsideMessage(moved))
        reload()
      } catch {
        console.error(
          localized(
            "could not check the recipe library: {reason}",
            ["reason": RecipesError(error).message]))
      }
    }
  }

  /// Stops network transfers and releases libcurl.
  public func shutdown() {
    guard let session else { return }
    session.shutdown()
    CurlSession.globalCleanup()
  }

  private nonisolated static func movedAsideMessage(_ moved: URL) -> String {
    localized(
      "the recipe library was damaged; it was moved aside to {path} and a fresh library was created.",
      ["path": moved.path])
  }
}

/// The opening's result, handed from the task that awaits it to the thread that waits.
private final class OpeningWait: @unchecked Sendable {
  // Written once by the task before it signals; read only after waiting for that signal.
  var result: Result<(LibraryLocation, LibraryDatabase), any Error>?
  let finished = DispatchSemaphore(value: 0)
}
