import Foundation
import RecipesCore
import RecipesFixtures
import RecipesTestSupport

@testable import RecipesSync

/// One machine of a two-machine sync test: its own library (in memory) and pictures
/// folder, syncing with the same folder as the other.
struct SyncMachine {
  let name: String
  let library: InMemoryLibrary
  let pictures: TemporaryDirectory
  let account: SyncAccount

  /// Makes the thumbnails the sync uploads; none by default.
  var thumbnail: (@Sendable (Data, Int) async -> Data?)?

  init(_ name: String, folder: URL) throws {
    self.name = name
    library = InMemoryLibrary()
    pictures = try TemporaryDirectory(label: "sync-\(name)")
    account = SyncAccount(serverURL: folder, user: "cook")
  }

  /// Syncs once through `dav`, as the app would.
  func sync(
    _ dav: WebDAVClient, allowingMassDeletion: Bool = false,
    now: Date = Date(timeIntervalSince1970: 1_780_000_000),
    uploadAnswered: @escaping @Sendable (SyncError?) async -> Void = { _ in }
  ) async throws(SyncError) -> SyncReport {
    let remembered = (try? await library.client.syncAccount()) ?? nil
    let files = SyncPictures.files(in: pictures.url)
    var engine = SyncEngine(
      dav: dav, library: library.client, account: remembered ?? account,
      pictures: SyncPictures(
        read: files.read, keep: files.keep, thumbnail: thumbnail), machineName: name,
      now: { now })
    engine.uploadAnswered = uploadAnswered
    return try await engine.sync(allowingMassDeletion: allowingMassDeletion)
  }

  /// The day the syncs' clock says, as conflict copies name it.
  static var today: String {
    Date(timeIntervalSince1970: 1_780_000_000).formatted(
      Date.ISO8601FormatStyle(timeZone: .current).year().month().day())
  }

  /// Saves an own recipe; with a picture when `picture` is given.
  @discardableResult
  func write(_ recipe: Recipe, picture: Data? = nil) async throws -> Recipe {
    var recipe = recipe
    if let picture {
      let file = pictures.file("\(recipe.id.rawValue)-own-\(picture.count).png")
      try picture.write(to: file)
      recipe = recipe.withPicture(file)
    }
    try await library.client.saveMine([recipe])
    return recipe
  }

  /// The own recipes' names, sorted.
  func names() async -> [String] {
    await library.allRecipes.filter { $0.id.origin == .mine }.map(\.name).sorted()
  }

  /// The own recipe called `name`.
  func recipe(named name: String) async -> Recipe? {
    await library.allRecipes.first { $0.name == name }
  }
}

extension ApacheWebDAVServer {
  /// Dates every file below `Recipes/` back, so the next conditional write sees strong
  /// tags (Apache weakens the tag of a file changed within the second).
  func settleAll() throws {
    let top = file("Recipes")
    guard let walker = FileManager.default.enumerator(atPath: top.path) else { return }
    for case let relative as String in walker {
      let full = top.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        try settle("Recipes/\(relative)")
      }
    }
  }
}
