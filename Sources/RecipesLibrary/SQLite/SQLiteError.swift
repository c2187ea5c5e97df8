import CSQLite

/// A failed SQLite call: SQLite's own result code and message, and the SQL that failed.
struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, …).
  let code: Int32
  /// What `sqlite3_errmsg` said.
  let message: String
  /// The statement that failed, when there was one.
  let sql: String?

  /// Creates an error from its parts.
  init(code: Int32, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// The primary result code (`SQLITE_CONSTRAINT` for any constraint failure).
  var primaryCode: Int32 { code & 0xFF }

  /// Whether the file is damaged or is not a database at all.
  var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

  /// The message and code, then the SQL if any.
  var description: String {
    let base = "\(message) (SQLite code \(code))"
    guard let sql else { return base }
    return "\(base) in: \(sql.prefix(200))"
  }
}
