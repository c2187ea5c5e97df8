import Foundation

/// Downloaded images on disk (`images.sqlite` in the cache directory), evicting the least
/// recently used ones beyond a byte budget.
///
/// Only a cache: a damaged file, found on opening or later by any read or write, is deleted
/// and recreated empty, since every image can be downloaded again. Opening skips the full
/// integrity scan the library gets: reading 200 MB at every launch would cost more than
/// the rare damaged image it could find.
public actor ImageCache {
  /// The name of the cache file inside its directory.
  public static let fileName = "images.sqlite"
  /// The default budget: 200 MB of image bytes.
  public static let defaultByteBudget = 200 * 1024 * 1024

  /// Where the cache file is.
  public nonisolated let fileURL: URL
  /// How many image bytes the cache keeps at most.
  public nonisolated let byteBudget: Int

  /// The open file; nil only while a damaged file is being replaced.
  private var connection: SQLiteConnection?
  private let now: @Sendable () -> Date

  private init(
    connection: sending SQLiteConnection, fileURL: URL, byteBudget: Int,
    now: @escaping @Sendable () -> Date
  ) {
    self.connection = connection
    self.fileURL = fileURL
    self.byteBudget = byteBudget
    self.now = now
  }

  /// Opens (or creates) `images.sqlite` in `directory`, recreating it if it is damaged.
  @concurrent
  public static func open(
    in directory: URL, byteBudget: Int = defaultByteBudget,
    now: @escaping @Sendable () -> Date = { Date() }
  ) async throws(LibraryError) -> ImageCache {
    let fileURL = directory.appendingPathComponent(fileName)
    let connection: SQLiteConnection
    do {
      connection = try openFile(fileURL)
    } catch  where error.isCorruption {
      try DatabaseFile.remove(fileURL)
      connection = try openFile(fileURL)
    }
    return ImageCache(
      connection: connection, fileURL: fileURL, byteBudget: max(0, byteBudget), now: now)
  }

  private static func openFile(_ fileURL: URL) throws(LibraryError) -> SQLiteConnection {
    try DatabaseFile.open(
      at: fileURL, migrations: ImageCacheSchema.migrations, verifyingIntegrity: false)
  }

  // MARK: - Images

  /// The cached bytes of the image at `url`, marking it as just used; nil if not cached.
  public func data(for url: URL) throws(LibraryError) -> Data? {
    let key = url.absoluteString
    let date = now()
    return try perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        let bytes = try connection.scalar("SELECT bytes FROM images WHERE url = ?", [.text(key)])
        guard let data = bytes.data else { return nil }
        try connection.run(
          "UPDATE images SET last_access = ? WHERE url = ?", [.timestamp(date), .text(key)])
        return data
      }
    }
  }

  /// Keeps `data` as the image at `url`, evicting older images to stay within the budget.
  ///
  /// The least recently used images go first. An image larger than the whole budget is
  /// not kept.
  public func store(_ data: Data, for url: URL) throws(LibraryError) {
    let key = url.absoluteString
    let date = now()
    let budget = Int64(byteBudget)
    try perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        guard data.count <= budget else {
          try connection.run("DELETE FROM images WHERE url = ?", [.text(key)])
          return
        }
        try connection.run(
          """
          INSERT INTO images (url, bytes, fetched_at, last_access, size)
          VALUES (?1, ?2, ?3, ?3, ?4)
          ON CONFLICT (url) DO UPDATE SET bytes = excluded.bytes,
            fetched_at = excluded.fetched_at, last_access = excluded.last_access,
            size = excluded.size
          """,
          [.text(key), .blob(data), .timestamp(date), .integer(Int64(data.count))])
        try Self.evict(beyond: budget, in: connection)
      }
    }
  }

  /// The total size of the cached images, in bytes.
  public func totalBytes() throws(LibraryError) -> Int {
    try perform { connection throws(SQLiteError) in
      Int(try connection.scalar("SELECT COALESCE(SUM(size), 0) FROM images").integer ?? 0)
    }
  }

  /// Deletes the least recently used images that do not fit `budget`.
  ///
  /// Keeps the most recently used images whose running total stays within the budget,
  /// newest first; everything older than the first one that overflows goes.
  private static func evict(beyond budget: Int64, in connection: SQLiteConnection)
    throws(SQLiteError)
  {
    try connection.run(
      """
      DELETE FROM images WHERE url IN (
        SELECT url FROM (
          SELECT url, SUM(size) OVER (
            ORDER BY last_access DESC, rowid DESC ROWS UNBOUNDED PRECEDING
          ) AS running_total
          FROM images
        ) WHERE running_total > ?
      )
      """,
      [.integer(budget)])
  }

  // MARK: - Recovery

  /// Runs `operation`; if the file turns out to be damaged, recreates it empty and runs
  /// `operation` once more.
  private func perform<Result>(
    _ operation: (SQLiteConnection) throws(SQLiteError) -> Result
  ) throws(LibraryError) -> Result {
    do {
      return try attempt(operation)
    } catch  where error.isCorruption {
      try recreate()
      return try attempt(operation)
    }
  }

  private func attempt<Result>(
    _ operation: (SQLiteConnection) throws(SQLiteError) -> Result
  ) throws(LibraryError) -> Result {
    let current: SQLiteConnection
    if let connection {
      current = connection
    } else {
      current = try Self.openFile(fileURL)
      connection = current
    }
    return try LibraryError.wrapping { () throws(SQLiteError) in try operation(current) }
  }

  private func recreate() throws(LibraryError) {
    // Dropping the only reference closes the damaged file before it is deleted; closing it
    // afterwards would make SQLite delete the new file's log, which has the same name.
    connection = nil
    try DatabaseFile.remove(fileURL)
    connection = try Self.openFile(fileURL)
  }
}
