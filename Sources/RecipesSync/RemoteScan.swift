import RecipesCore

/// Reads what the synced folder holds: one `Depth: infinity` PROPFIND where the server
/// allows it; else the folder at `Depth: 1`, and only the recipe folders whose entity tag
/// changed since the last sync (or that no record knows) one level deeper.
struct RemoteScan {
  let dav: WebDAVClient

  /// The snapshot of the folder, given what the last sync recorded.
  func snapshot(records: [SyncRecord]) async throws(WebDAVError) -> RemoteSnapshot {
    var known: [RemoteRecipe] = []
    let recordsByFolder = Dictionary(
      records.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
    // Level by level, only the recipe folders whose tag changed are walked into; the
    // others are known as they were recorded.
    let tree = try await dav.listTree(.root, maximumFolders: .max) { folder in
      guard folder.path.components.count == 1 else { return false }
      let name = folder.path.components[0]
      guard let record = recordsByFolder[name], record.recipeETag != nil, let tag = folder.etag,
        SyncLayout.comparable(record.folderETag) == SyncLayout.comparable(tag.rawValue)
      else { return true }
      known.append(
        RemoteRecipe(
          folder: name, folderETag: tag.rawValue, recipeETag: record.recipeETag,
          pictureETag: record.pictureETag))
      return false
    }
    return Self.snapshot(
      of: tree.listing.entries, skipped: tree.listing.skipped,
      known: tree.usedDepthInfinity ? [] : known)
  }

  /// The recipe folders among `entries` (paths below the synced folder), with `known` ones
  /// (unchanged folders not walked into) as they were recorded.
  static func snapshot(
    of entries: [WebDAVEntry], skipped: [WebDAVListing.Skipped], known: [RemoteRecipe]
  ) -> RemoteSnapshot {
    var folders: [String: WebDAVEntry] = [:]
    var recipeFiles: [String: WebDAVEntry] = [:]
    var pictures: [String: WebDAVEntry] = [:]
    var favoritesETag: String?
    var skippedItems = skipped.map { SyncReport.Skipped(path: $0.href, reason: $0.reason) }
    for entry in entries {
      let names = entry.path.components
      if names.count == 1 {
        if entry.isCollection {
          folders[names[0]] = entry
        } else if names[0] == SyncLayout.favoritesFile {
          favoritesETag = entry.etag?.rawValue
        }
      } else if names.count == 2, !entry.isCollection {
        if names[1] == SyncLayout.recipeFile { recipeFiles[names[0]] = entry }
        if names[1] == SyncLayout.pictureFile { pictures[names[0]] = entry }
      }
    }
    var recipes = known
    let knownFolders = Set(known.map(\.folder))
    for (name, folder) in folders.sorted(by: { $0.key < $1.key }) where !knownFolders.contains(name)
    {
      guard let file = recipeFiles[name] else { continue }
      guard isOrdinary(name) else {
        skippedItems.append(.init(path: name, reason: "the folder's name holds control characters"))
        continue
      }
      recipes.append(
        RemoteRecipe(
          folder: name, folderETag: folder.etag?.rawValue, recipeETag: file.etag?.rawValue,
          recipeSize: file.size, pictureETag: pictures[name]?.etag?.rawValue))
    }
    return RemoteSnapshot(
      recipes: recipes, takenFolderNames: Set(folders.keys.map { $0.lowercased() }),
      favoritesETag: favoritesETag, skipped: skippedItems)
  }

  /// Whether a folder's name is one a person could have typed: no control characters, at
  /// most 255 bytes.
  private static func isOrdinary(_ name: String) -> Bool {
    name.utf8.count <= 255
      && !name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}
