import Foundation
import RecipesCore
import RecipesImport
import RecipesNetwork
import RecipesTestSupport

/// A live importer over an in-memory library, a data folder of its own and, when given, a
/// session for loopback pages; it records the pictures put in the image cache.
final class ImportHarness: Sendable {
  let library: InMemoryLibrary
  let dataDirectory: TemporaryDirectory
  let cachedPictures = Locked<[URL: Data]>([:])
  let importer: Importer
  private let session: CurlSession?

  init(library: InMemoryLibrary = InMemoryLibrary(), online: Bool = false) throws {
    self.library = library
    dataDirectory = try TemporaryDirectory(label: "import")
    let session = online ? try CurlSession() : nil
    self.session = session
    let cachedPictures = self.cachedPictures
    let ids = Locked(0)
    importer = .live(
      ImportContext(
        session: session, library: library.client, dataDirectory: dataDirectory.url,
        cacheImage: { data, url in cachedPictures.withLock { $0[url] = data } },
        timeout: .seconds(5),
        newID: {
          ids.withLock { next in
            next += 1
            return Recipe.ID(rawValue: "mine-\(next)")
          }
        }))
  }

  deinit {
    session?.shutdown()
  }

  /// Detects `address` and imports it.
  func importing(_ address: String, pageURL: URL? = nil) async throws -> [Recipe] {
    let source = try await importer.source(address, pageURL)
    return try await importer.importSources([source])
  }

  /// The data folder's `pictures/` files.
  func keptPictures() -> [String] {
    let folder = dataDirectory.url.appendingPathComponent("pictures").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
