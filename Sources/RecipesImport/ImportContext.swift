import Foundation
import RecipesCore
import RecipesNetwork

/// What the live importer works with, built once by the composition root.
public struct ImportContext: Sendable {
  /// The app's session; nil with `--offline` (web pages then fail, files still import).
  public var session: CurlSession?
  /// The library recipes are saved into.
  public var library: Library
  /// The data folder: pictures of own recipes are kept in its `pictures/`.
  public var dataDirectory: URL
  /// Keeps a downloaded picture in the image cache under its address.
  public var cacheImage: @Sendable (_ data: Data, _ url: URL) async -> Void
  /// The groups of a GNOME Recipes `recipes.db` key file (GLib's `GKeyFile` by default).
  public var readKeyFile: @Sendable (_ file: URL) throws(ImportError) -> [KeyFileGroup]
  /// How long a page or picture download may take.
  public var timeout: Duration
  /// The most bytes a page may have.
  public var maximumPageBytes: Int
  /// Names a new own recipe.
  public var newID: @Sendable () -> Recipe.ID

  /// Creates a context; pages are capped at the session's HTML limit unless told.
  public init(
    session: CurlSession?, library: Library, dataDirectory: URL,
    cacheImage: @escaping @Sendable (Data, URL) async -> Void,
    readKeyFile: @escaping @Sendable (URL) throws(ImportError) -> [KeyFileGroup] = {
      file throws(ImportError) in try KeyFileGroups.read(file)
    },
    timeout: Duration = HTTPRequest.defaultTimeout,
    maximumPageBytes: Int = HTTPRequest.Kind.html.defaultMaximumBodyBytes,
    newID: @escaping @Sendable () -> Recipe.ID = { .mine(UUID()) }
  ) {
    self.session = session
    self.library = library
    self.dataDirectory = dataDirectory
    self.cacheImage = cacheImage
    self.readKeyFile = readKeyFile
    self.timeout = timeout
    self.maximumPageBytes = maximumPageBytes
    self.newID = newID
  }

  var fetcher: PageFetcher {
    PageFetcher(session: session, timeout: timeout, maximumBytes: maximumPageBytes)
  }

  var pictures: PictureStore {
    PictureStore(
      folder: dataDirectory.appendingPathComponent(PictureStore.folderName, isDirectory: true),
      cacheImage: cacheImage)
  }
}
