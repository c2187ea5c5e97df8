import Foundation
import RecipesCore

extension SyncRun {
  /// Brings the favorites here and in the favorites file together, recipe by recipe.
  ///
  /// A mark changed here since the last sync wins, else one changed there. Returns the file's
  /// entity tag to remember (nil: read it next time). `foldersBefore` are the recipes'
  /// folders before this sync: a recipe moved there is still the one the file names.
  ///
  /// The file is read only when its tag changed since the last sync, and written only when
  /// what it should say differs from what it says.
  func syncFavorites(
    listedTag: String?, rememberedTag: String?, foldersBefore: [Recipe.ID: String],
    favoritesBefore: Set<String>
  ) async throws(SyncError) -> String? {
    var there: Set<String>?
    var tag = listedTag
    if let listedTag,
      SyncLayout.comparable(listedTag) != SyncLayout.comparable(rememberedTag)
    {
      (there, tag) = try await readFavorites(listedTag: listedTag)
    }
    let here = try await SyncError.fromLibrary { try await library.favoriteIDs() }
    for (id, record) in records.sorted(by: { $0.key < $1.key }) where recipes[id] != nil {
      let isHere = here.contains(id)
      // A file written before the recipe moved names it by its folder then.
      let isThere =
        there.map { $0.contains(record.folder) || foldersBefore[id].map($0.contains) == true }
        ?? record.isFavorite
      let value = isHere != record.isFavorite ? isHere : isThere
      if value != isHere {
        try await SyncError.fromLibrary { try await library.setFavorite(id, value) }
      }
      if value != record.isFavorite {
        var changed = record
        changed.isFavorite = value
        try await save(changed)
      }
    }
    let known = Set(records.values.map(\.folder))
    // Folders the file names that no record knows (recipes skipped here) stay in it.
    let unknown = (there ?? []).filter { !known.contains($0) }
    let wanted = Set(records.values.filter(\.isFavorite).map(\.folder)).union(unknown)
    let written = there ?? (listedTag == nil ? [] : favoritesBefore)
    guard wanted != written || (listedTag == nil && !wanted.isEmpty) else { return tag }
    let condition: WebDAVWriteCondition =
      tag.flatMap(WebDAVETag.init).map { .unchangedSince($0) } ?? .createOnly
    let file = FavoritesFile(favorites: wanted.sorted())
    switch try await send({ () async throws(WebDAVError) in
      try await dav.put(
        try WebDAVPath(components: [SyncLayout.favoritesFile]), file.data, condition)
    }) {
    case .success(let written): return written?.rawValue
    case .failure(let error):
      skip(SyncLayout.favoritesFile, "the favorites could not be written (\(error)); next sync")
      return nil
    }
  }

  private func readFavorites(listedTag: String) async throws(SyncError) -> (Set<String>?, String?) {
    switch try await send({ () async throws(WebDAVError) in
      try await dav.get(
        try WebDAVPath(components: [SyncLayout.favoritesFile]), SyncLayout.maximumFavoritesBytes)
    }) {
    case .success(let file):
      guard let favorites = FavoritesFile.read(file.data) else {
        skip(SyncLayout.favoritesFile, "the favorites file is not ours; it is written anew")
        return ([], file.etag?.rawValue ?? listedTag)
      }
      return (Set(favorites.favorites), file.etag?.rawValue ?? listedTag)
    case .failure(let error):
      skip(SyncLayout.favoritesFile, "the favorites could not be read (\(error))")
      return (nil, nil)
    }
  }
}
