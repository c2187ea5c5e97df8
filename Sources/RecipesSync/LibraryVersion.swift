import RecipesCore

/// The version of an own recipe the library held when a sync began: its stamp and the hash
/// of its canonical `recipe.json`.
struct LibraryVersion: Equatable {
  /// `StoredRecipe.stamp`; nil when the library gives none.
  var stamp: String?
  /// `SyncContent.hash(of:)` of that version.
  var contentHash: String

  /// The versions of `own`, by id.
  ///
  /// A recipe whose stamp is the one its record remembers is the version that record hashed
  /// (the stamp is derived from the stored bytes), so it takes the record's hash; any other
  /// is hashed, which encoding it to JSON makes the costly part of a sync with nothing to do.
  static func versions(
    of own: [StoredRecipe], records: [SyncRecord]
  ) -> [Recipe.ID: LibraryVersion] {
    let stamps = Dictionary(
      records.compactMap { record in record.libraryStamp.map { (record.recipeID, $0) } },
      uniquingKeysWith: { first, _ in first })
    let hashes = Dictionary(
      records.map { ($0.recipeID, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
    var versions: [Recipe.ID: LibraryVersion] = [:]
    for stored in own {
      let id = stored.recipe.id
      if let stamp = stored.stamp, stamps[id] == stamp, let hash = hashes[id] {
        versions[id] = LibraryVersion(stamp: stamp, contentHash: hash)
      } else {
        versions[id] = LibraryVersion(
          stamp: stored.stamp, contentHash: SyncContent.hash(of: stored.recipe))
      }
    }
    return versions
  }
}
