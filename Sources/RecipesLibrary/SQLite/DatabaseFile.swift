import CSQLite
import Foundation

/// Opening a database file safely, and setting a damaged one aside.
enum DatabaseFile {
  /// How long a writer waits for another connection's lock before giving up.
  static let busyTimeoutMilliseconds: Int32 = 5_000
  /// How much memory SQLite's own page cache may use, in KiB.
  static let pageCacheKibibytes = 16 * 1024

  /// Opens the database at `url` (creating it and its directory if needed), configures it,
  /// checks it and migrates it to the latest schema.
  ///
  /// Configuration: write-ahead logging (readers never wait for the writer), a busy
  /// timeout, foreign keys on. A file that is not SQLite, or (when `verifyingIntegrity`)
  /// fails `PRAGMA quick_check`, throws an error whose `isCorruption` is true.
  static func open(
    at url: URL, migrations: SchemaMigrations, verifyingIntegrity: Bool = true
  ) throws(LibraryError) -> SQLiteConnection {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .fileSystem(
        "could not create \(url.deletingLastPathComponent().path): \(error.localizedDescription)")
    }
    let connection = try LibraryError.wrapping { () throws(SQLiteError) in
      let connection = try connect(url)
      _ = try connection.query("PRAGMA journal_mode = WAL")
      try connection.execute("PRAGMA synchronous = NORMAL")
      try connection.execute("PRAGMA foreign_keys = ON")
      try connection.execute("PRAGMA cache_size = -\(pageCacheKibibytes)")
      // Reading the schema fails at once on a file that is not a database.
      _ = try connection.scalar("SELECT count(*) FROM sqlite_master")
      if verifyingIntegrity { try checkIntegrity(of: connection) }
      // No memory map here (searches have their own connection with one): through a map,
      // every page read — and the kernel's read-around of its neighbours, table and index
      // pages being interleaved in the file — stays resident. Counting 100 000 recipes
      // through the name index left 112 MB of the file mapped; through the bounded page
      // cache it costs at most `pageCacheKibibytes`.
      return connection
    }
    try migrations.migrate(connection)
    return connection
  }

  /// A connection to `url` that waits `busyTimeoutMilliseconds` for another's lock.
  private static func connect(_ url: URL) throws(SQLiteError) -> SQLiteConnection {
    let connection = try SQLiteConnection(path: url.path)
    connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    try connection.registerRankFunction()
    return connection
  }

  /// A read-only connection to the (open, migrated) database at `url` that reads through
  /// a memory map, for full-text searches.
  static func openSearchReader(at url: URL) throws(LibraryError) -> SQLiteConnection {
    try LibraryError.wrapping { () throws(SQLiteError) in
      let connection = try connect(url)
      try connection.execute("PRAGMA query_only = ON")
      try connection.execute("PRAGMA mmap_size = \(LibraryDatabase.searchMemoryMapBytes)")
      return connection
    }
  }

  /// Reads every page of the database (`PRAGMA quick_check`); throws an error whose
  /// `isCorruption` is true if any is damaged.
  static func checkIntegrity(of connection: SQLiteConnection) throws(SQLiteError) {
    let problems = try connection.query("PRAGMA quick_check").compactMap { $0[0].text }
    guard problems == ["ok"] else {
      throw SQLiteError(
        code: SQLITE_CORRUPT, message: "quick_check: " + problems.joined(separator: "; "))
    }
  }

  /// Whether the database at `url` is damaged, checked on a connection of its own (so the
  /// one in use goes on reading and writing meanwhile, write-ahead logging allowing it).
  static func isDamaged(_ url: URL) throws(LibraryError) -> Bool {
    do throws(SQLiteError) {
      let connection = try connect(url)
      try connection.execute("PRAGMA cache_size = -\(pageCacheKibibytes)")
      try checkIntegrity(of: connection)
      return false
    } catch  where error.isCorruption {
      return true
    } catch {
      throw LibraryError(error)
    }
  }

  /// The database file and the write-ahead log and shared-memory files beside it.
  static func files(of url: URL) -> [URL] {
    [url, sibling(of: url, suffix: "-wal"), sibling(of: url, suffix: "-shm")]
  }

  /// Renames the database and its companions to `<name>.corrupt-<timestamp>` (plus `-wal`,
  /// `-shm`), keeping them for inspection; returns the new name of the main file.
  static func moveAside(_ url: URL, at date: Date) throws(LibraryError) -> URL {
    let fileManager = FileManager.default
    let stamp = timestamp(date)
    var attempt = 1
    var destination = sibling(of: url, suffix: ".corrupt-\(stamp)")
    while fileManager.fileExists(atPath: destination.path) {
      attempt += 1
      destination = sibling(of: url, suffix: ".corrupt-\(stamp)-\(attempt)")
    }
    for (source, target) in zip(files(of: url), files(of: destination))
    where fileManager.fileExists(atPath: source.path) {
      do {
        try fileManager.moveItem(at: source, to: target)
      } catch {
        throw .fileSystem("could not move \(source.path) aside: \(error.localizedDescription)")
      }
    }
    return destination
  }

  /// Deletes the database and its companions, ignoring those that do not exist.
  static func remove(_ url: URL) throws(LibraryError) {
    let fileManager = FileManager.default
    for file in files(of: url) where fileManager.fileExists(atPath: file.path) {
      do {
        try fileManager.removeItem(at: file)
      } catch {
        throw .fileSystem("could not delete \(file.path): \(error.localizedDescription)")
      }
    }
  }

  // MARK: - Names

  private static func sibling(of url: URL, suffix: String) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + suffix)
  }

  /// `date` in UTC as `20250131T235959Z`: sortable, and safe in a file name.
  private static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func padded(_ value: Int?, _ width: Int) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "T"
      + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2) + "Z"
  }
}
