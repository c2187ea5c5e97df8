import CSQLite
import Foundation

/// One open SQLite database, with a cache of prepared statements.
///
/// Not thread-safe by design: it belongs to one actor (`LibraryDatabase`, `ImageCache`),
/// which serializes every use. Raw SQLite pointers never leave this file and
/// `SQLiteStatement`.
final class SQLiteConnection {
  /// Where the database lives.
  let path: String
  private let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens (creating if needed) the database at `path`, with extended result codes on.
  ///
  /// SQLite reads the file lazily, so a file that is not a database is only reported by the
  /// first statement (`SQLITE_NOTADB`).
  init(path: String) throws(SQLiteError) {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_close_v2(handle)
      throw SQLiteError(code: code, message: message ?? String(cString: sqlite3_errstr(code)))
    }
    sqlite3_extended_result_codes(handle, 1)
    self.path = path
    self.handle = handle
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  // MARK: - Running SQL

  /// Runs one or more statements that take no parameters (schema scripts, pragmas).
  func execute(_ sql: String) throws(SQLiteError) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    defer { sqlite3_free(message) }
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
    }
  }

  /// Runs one statement for its effect, with `parameters` bound to `?1`, `?2`, ….
  func run(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    while try statement.step() {}
  }

  /// Runs one query and returns all its rows.
  func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    var rows: [SQLiteRow] = []
    while try statement.step() {
      rows.append(statement.currentRow())
    }
    return rows
  }

  /// Runs one query and returns how many rows it yielded and a copy of every `interval`th
  /// row (the rows at 0, `interval`, 2 × `interval`, …).
  ///
  /// The rows between are stepped over without being copied out of SQLite, so sampling
  /// a query of 100 000 rows costs little more than counting them.
  func sampledQuery(
    _ sql: String, _ parameters: [SQLiteValue] = [], every interval: Int
  ) throws(SQLiteError) -> (count: Int, samples: [SQLiteRow]) {
    precondition(interval > 0, "a sample every 0 rows")
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    var count = 0
    var samples: [SQLiteRow] = []
    while try statement.step() {
      if count % interval == 0 { samples.append(statement.currentRow()) }
      count += 1
    }
    return (count, samples)
  }

  /// The first column of the first row of a query, or `NULL` when there is no row.
  func scalar(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(parameters)
    return try statement.step() ? statement.currentRow()[0] : .null
  }

  /// Runs `body` in a write transaction: committed if it returns, rolled back if it throws.
  ///
  /// `BEGIN IMMEDIATE` takes the write lock up front, so the busy timeout applies to it
  /// instead of failing later when a read would be upgraded.
  func transaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError)
    -> Result
  {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }

  /// Makes the full-text rank function `recipes_rank` (see `recipes_fts5_rank` in the
  /// CSQLite shim) available to this connection's queries.
  func registerRankFunction() throws(SQLiteError) {
    // Registering runs a statement, so a file that is not a database fails here first.
    let code = recipes_register_fts5_rank(handle)
    guard code == SQLITE_OK else {
      throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
  }

  /// How long to wait for another connection's lock before failing with `SQLITE_BUSY`.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  // MARK: - Statement cache

  /// The prepared statement for `sql`, compiled once and reused.
  private func prepared(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = statements[sql] { return statement }
    let statement = try SQLiteStatement(sql: sql, database: handle)
    statements[sql] = statement
    return statement
  }

  /// How many statements are cached (for tests of the cache).
  var cachedStatementCount: Int { statements.count }
}
