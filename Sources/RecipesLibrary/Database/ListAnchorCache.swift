import RecipesCore

/// The anchors of the lists read lately, forgotten whenever the library changes.
///
/// The library's own writes call `removeAll()`; a write by another connection (a headless
/// `recipes favorite` while the window is open) shows in SQLite's `data_version`, which is
/// checked before every use.
struct ListAnchorCache {
  /// How many lists' anchors are kept: a few filters' worth (each ~100 kB at 100 000 recipes).
  private static let capacity = 8

  private var anchors: [RecipeFilter: ListAnchors] = [:]
  private var dataVersion: Int64?

  /// Creates an empty cache.
  init() {}

  /// The anchors of the list passing `filter`, read now unless known for the file as it is.
  mutating func anchors(
    for filter: RecipeFilter, connection: SQLiteConnection
  ) throws(SQLiteError) -> ListAnchors {
    let version = try connection.scalar("PRAGMA data_version").integer
    if version != dataVersion {
      anchors.removeAll()
      dataVersion = version
    }
    if let known = anchors[filter] { return known }
    let fresh = try ListQueries.anchors(filter, connection: connection)
    if anchors.count >= Self.capacity { anchors.removeAll() }
    anchors[filter] = fresh
    return fresh
  }

  /// Forgets every list's anchors (the library was written to).
  mutating func removeAll() {
    anchors.removeAll()
  }
}
