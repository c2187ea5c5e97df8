import Foundation
import RecipesCore

/// The recipe library on disk: recipes, their full-text index, favorites and the seeded
/// catalog, in `library.sqlite`.
///
/// An actor, so every SQLite call runs off the main thread, one at a time, on the one
/// connection it owns. Open it with `open(in:catalog:now:)`; wrap it with `Library.live(_:)`
/// for the features.
///
/// ```swift
/// let database = try await LibraryDatabase.open(in: location.libraryDirectory,
///                                               catalog: try RecipesCatalog.data())
/// if let damaged = database.recoveredCorruptFile { tellPersonOnce(damaged) }
/// let library = Library.live(database)
/// ```
public actor LibraryDatabase {
  /// The name of the library file inside its directory.
  public static let fileName = "library.sqlite"

  /// Where the library file is.
  public nonisolated let fileURL: URL
  /// Where a damaged library file was moved on opening, if it was: tell the person once.
  public nonisolated let recoveredCorruptFile: URL?

  /// Everything but searches: writes, the list's pages, favorites.
  ///
  /// Reads through SQLite's bounded page cache. Readable by the extensions in this target
  /// (the shopping list's).
  private(set) var connection: SQLiteConnection
  /// Searches only, reading through a memory map.
  ///
  /// Full-text queries walk long posting lists, which a map reads without a system call
  /// and a copy per page (p99 at 100 000 recipes: 4.1 ms mapped, 5.6 ms not). Opening the
  /// window runs no search, so nothing is mapped at start-up.
  private var searchConnection: SQLiteConnection
  /// Where every 50th recipe of the lists read lately sorts, so a page deep in a list is a
  /// seek, not a walk; forgotten on every write (by the extensions in this target too).
  var anchors = ListAnchorCache()
  /// Every recipe's pantry needs as last read, while the file is unchanged.
  var pantryNeeds = PantryNeedsCache()
  private let now: @Sendable () -> Date

  private init(
    connections: sending Connections, fileURL: URL, recoveredCorruptFile: URL?,
    now: @escaping @Sendable () -> Date
  ) {
    self.connection = connections.main
    self.searchConnection = connections.search
    self.fileURL = fileURL
    self.recoveredCorruptFile = recoveredCorruptFile
    self.now = now
  }

  // MARK: - Opening

  /// Opens (or creates) `library.sqlite` in `directory`, migrates it and seeds `catalog`
  /// if that catalog is not the one already seeded.
  ///
  /// A file that is not a database, or (when `verifyingIntegrity`) fails its integrity
  /// check, is moved aside as `library.sqlite.corrupt-<timestamp>` and a fresh library is
  /// created and seeded; the moved file is reported in `recoveredCorruptFile`. Runs on the
  /// global executor, never on the caller's (main) thread.
  ///
  /// The integrity check reads the whole file (~0.25 s at 100 000 recipes): the window
  /// opens without it and calls `verifyIntegrity(catalog:)` once it is on screen.
  @concurrent
  public static func open(
    in directory: URL, catalog: Data, verifyingIntegrity: Bool = true,
    now: @escaping @Sendable () -> Date = { Date() }
  ) async throws(LibraryError) -> LibraryDatabase {
    let fileURL = directory.appendingPathComponent(fileName)
    var recovered: URL?
    let connections: Connections
    do {
      connections = try openAndSeed(
        fileURL, catalog: catalog, verifyingIntegrity: verifyingIntegrity, now: now)
    } catch  where error.isCorruption {
      recovered = try DatabaseFile.moveAside(fileURL, at: now())
      connections = try openAndSeed(fileURL, catalog: catalog, now: now)
    }
    return LibraryDatabase(
      connections: connections, fileURL: fileURL, recoveredCorruptFile: recovered, now: now)
  }

  /// The library's two connections to its file.
  private struct Connections {
    let main: SQLiteConnection
    let search: SQLiteConnection
  }

  private static func openAndSeed(
    _ fileURL: URL, catalog: Data, verifyingIntegrity: Bool = true, now: @Sendable () -> Date
  ) throws(LibraryError) -> Connections {
    let connection = try DatabaseFile.open(
      at: fileURL, migrations: LibrarySchema.migrations, verifyingIntegrity: verifyingIntegrity)
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.execute(RecipeRecord.createStagingSQL)
    }
    try CatalogSeeder.seed(catalog, into: connection, at: now())
    return Connections(main: connection, search: try DatabaseFile.openSearchReader(at: fileURL))
  }

  /// Checks every page of the library and, if any is damaged, sets the file aside and
  /// carries on with a fresh library seeded with `catalog`, as `open` would have; returns
  /// where the damaged file went, or nil if the library is sound.
  ///
  /// The check runs on a connection of its own, off this actor, so the list and searches
  /// go on reading meanwhile.
  public func verifyIntegrity(catalog: Data) async throws(LibraryError) -> URL? {
    guard try await Self.isDamaged(fileURL) else { return nil }
    let moved = try DatabaseFile.moveAside(fileURL, at: now())
    let fresh = try Self.openAndSeed(fileURL, catalog: catalog, now: now)
    connection = fresh.main
    searchConnection = fresh.search
    anchors.removeAll()
    return moved
  }

  @concurrent
  private static func isDamaged(_ fileURL: URL) async throws(LibraryError) -> Bool {
    try DatabaseFile.isDamaged(fileURL)
  }

  // MARK: - Reading

  /// Recipes matching `query`, best first, at most `limit`.
  ///
  /// Words match the start of any word of the name, ingredients, category, cuisine or tags,
  /// ignoring case and diacritics. Recipes with every word in the name come first, ranked
  /// by bm25 (without its document-frequency factor) with name hits weighted highest; then
  /// the others, by name. Text with no letters or digits matches nothing; no input makes
  /// this throw a syntax error.
  public func search(_ query: SearchQuery, limit: Int) throws(LibraryError) -> [RecipeSummary] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try SearchQueries.search(query, limit: limit, in: searchConnection)
    }
  }

  /// Recipes passing `filter`, sorted by name without regard to case.
  public func recipes(_ filter: RecipeFilter) throws(LibraryError) -> [RecipeSummary] {
    try recipes(filter, in: 0..<Int.max)
  }

  /// The recipes at positions `range` of the list of those passing `filter`, sorted by name
  /// without regard to case; fewer (or none) past the end of the list.
  ///
  /// Only the rows asked for are read: a page past the first starts from the list's nearest
  /// anchor (read with its count), so position 99 000 costs a seek, not a walk of the
  /// 99 000 recipes before it.
  public func recipes(
    _ filter: RecipeFilter, in range: Range<Int>
  ) throws(LibraryError) -> [RecipeSummary] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      let anchor =
        range.lowerBound < ListAnchors.defaultInterval
        ? nil
        : try anchors.anchors(for: filter, connection: connection)
          .anchor(atOrBefore: range.lowerBound)
      return try ListQueries.page(filter, in: range, from: anchor, connection: connection)
    }
  }

  /// How many recipes pass `filter`.
  ///
  /// Counting walks the list's index, so the walk also notes the list's anchors for the
  /// pages read next.
  public func recipeCount(_ filter: RecipeFilter) throws(LibraryError) -> Int {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try anchors.anchors(for: filter, connection: connection).count
    }
  }

  /// The recipe `id` in full, or nil if the library does not have it.
  public func recipe(_ id: Recipe.ID) throws(LibraryError) -> Recipe? {
    let row = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query("SELECT json FROM recipes WHERE id = ?", [.text(id.rawValue)]).first
    }
    guard let row else { return nil }
    return try RecipeRecord.recipe(fromJSON: row[0], id: id.rawValue)
  }

  /// The identifiers of the favorite recipes.
  public func favoriteIDs() throws(LibraryError) -> Set<Recipe.ID> {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query("SELECT recipe_id FROM favorites")
    }
    return Set(rows.compactMap { $0[0].text.map(Recipe.ID.init(rawValue:)) })
  }

  /// The distinct categories of the stored recipes, sorted.
  public func categories() throws(LibraryError) -> [String] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try ListQueries.distinctValues(of: .category, in: connection)
    }
  }

  /// The distinct cuisines of the stored recipes, sorted.
  public func areas() throws(LibraryError) -> [String] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try ListQueries.distinctValues(of: .area, in: connection)
    }
  }

  // MARK: - The cook's own recipes

  /// The cook's own recipe that was imported from `url` (the page's canonical address, or
  /// the one it was fetched from), if there is one: re-importing a page updates it.
  public func mine(withSource url: URL) throws(LibraryError) -> Recipe? {
    let row = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT id, json FROM recipes WHERE origin = 'mine' AND source_url = ?
        ORDER BY updated_at DESC, id LIMIT 1
        """, [.text(url.absoluteString)]
      ).first
    }
    guard let row else { return nil }
    return try RecipeRecord.recipe(fromJSON: row[1], id: row[0].text ?? "")
  }

  /// Every one of the cook's own recipes, by id, in one query; each stamped with the hash of
  /// its stored JSON, which any saved change alters.
  public func ownRecipes() throws(LibraryError) -> [StoredRecipe] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query("SELECT id, json FROM recipes WHERE origin = 'mine' ORDER BY id")
    }
    return try rows.map { row throws(LibraryError) in
      let id = row[0].text ?? ""
      let recipe = try RecipeRecord.recipe(fromJSON: row[1], id: id)
      let stamp = row[1].text.map(ContentFingerprint.hex(ofUTF8:))
      return StoredRecipe(recipe: recipe, stamp: stamp ?? row[1].data.map(ContentFingerprint.hex))
    }
  }

  /// Saves the cook's own recipes in one transaction, inserting or replacing each.
  ///
  /// Favorite marks are kept. Only `mine-` recipes are accepted: with any other, nothing
  /// is saved. A version of another recipe saved for the first time takes its original's
  /// place in the plan and on the shopping list (`VersionPlaces`).
  public func saveMine(_ recipes: [Recipe]) throws(LibraryError) {
    if let other = recipes.first(where: { $0.id.origin != .mine }) {
      throw .notMine(id: other.id.rawValue)
    }
    try upsert(
      recipes,
      before: { connection throws(SQLiteError) in
        try VersionPlaces.moveForNewVersions(recipes, in: connection)
      })
  }

  /// Deletes the cook's own recipe `id`, its favorite mark, its rating and its place in
  /// every collection (a version gives its places in the plan and on the shopping list back
  /// to its original); returns whether it existed.
  ///
  /// Catalog and remote recipes are refused: they would come back with the next seeding
  /// or refresh anyway.
  @discardableResult
  public func deleteMine(_ id: Recipe.ID) throws(LibraryError) -> Bool {
    guard id.origin == .mine else { throw .notMine(id: id.rawValue) }
    anchors.removeAll()
    return try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        let key: [SQLiteValue] = [.text(id.rawValue)]
        let existed = try connection.scalar("SELECT 1 FROM recipes WHERE id = ?", key) != .null
        try VersionPlaces.giveBack(from: id.rawValue, in: connection)
        try connection.run("DELETE FROM favorites WHERE recipe_id = ?", key)
        try connection.run("DELETE FROM ratings WHERE recipe_id = ?", key)
        try connection.run("DELETE FROM collection_members WHERE recipe_id = ?", key)
        try connection.run("DELETE FROM imported_versions WHERE recipe_id = ?", key)
        try connection.run("DELETE FROM recipes WHERE id = ?", key)
        return existed
      }
    }
  }

  // MARK: - Writing

  /// Inserts catalog or remote `recipes`, replacing stored ones with the same id, in one
  /// transaction.
  ///
  /// Favorites are kept: they are keyed by id, not by row. The cook's own recipes are
  /// left out — only `saveMine` writes those, so no refresh can overwrite one.
  public func save(_ recipes: [Recipe]) throws(LibraryError) {
    try upsert(recipes.filter { $0.id.origin != .mine })
  }

  /// Stores `recipes` in one transaction, with `before` run first and `after` last.
  func upsert(
    _ recipes: [Recipe],
    before: (SQLiteConnection) throws(SQLiteError) -> Void = { _ throws(SQLiteError) in },
    after: (SQLiteConnection) throws(SQLiteError) -> Void = { _ throws(SQLiteError) in }
  ) throws(LibraryError) {
    guard !recipes.isEmpty else { return }
    let date = now()
    let rows = try recipes.map { recipe throws(LibraryError) in
      RecipeRecord.parameters(for: recipe, json: try RecipeRecord.json(for: recipe), at: date)
    }
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try before(connection)
        try RecipeRecord.upsert(rows, in: connection)
        try after(connection)
      }
    }
  }

  /// Marks or unmarks the recipe `id` as a favorite.
  public func setFavorite(_ id: Recipe.ID, _ isFavorite: Bool) throws(LibraryError) {
    let date = now()
    anchors.removeAll()
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        if isFavorite {
          try connection.run(
            "INSERT OR IGNORE INTO favorites (recipe_id, added_at) VALUES (?, ?)",
            [.text(id.rawValue), .timestamp(date)])
        } else {
          try connection.run("DELETE FROM favorites WHERE recipe_id = ?", [.text(id.rawValue)])
        }
      }
    }
  }

  // MARK: - Preferences

  /// The cook's choice stored under `key`, or nil when there is none.
  public func preference(_ key: String) throws(LibraryError) -> String? {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.scalar("SELECT value FROM preferences WHERE key = ?", [.text(key)]).text
    }
  }

  /// Stores the cook's choice `value` under `key`, replacing the one before.
  public func setPreference(_ key: String, _ value: String) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        "INSERT OR REPLACE INTO preferences (key, value) VALUES (?, ?)", [.text(key), .text(value)])
    }
  }

  // MARK: - Maintenance

  /// Seeds `catalog` now if it differs from the seeded one; returns whether it did.
  ///
  /// Opening already does this; the app calls it only to apply a catalog it obtained later.
  @discardableResult
  public func seedCatalog(_ catalog: Data) throws(LibraryError) -> Bool {
    anchors.removeAll()
    return try CatalogSeeder.seed(catalog, into: connection, at: now())
  }
}

extension LibraryDatabase {
  /// How much of the file the search connection may map into memory (the benchmark's raw
  /// search maps as much).
  public static let searchMemoryMapBytes = 256 * 1024 * 1024
}
