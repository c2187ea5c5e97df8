import CSQLite
import Foundation

/// A prepared statement: bind parameters, step through rows, reset for the next use.
///
/// Owned by one `SQLiteConnection`, which finalizes it before closing; it never leaves the
/// connection's isolation domain.
final class SQLiteStatement {
  /// The SQL it was prepared from.
  let sql: String
  private let handle: OpaquePointer
  private let database: OpaquePointer

  /// Compiles `sql` (exactly one statement) on `database`.
  init(sql: String, database: OpaquePointer) throws(SQLiteError) {
    var handle: OpaquePointer?
    let code = sqlite3_prepare_v3(
      database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
    guard code == SQLITE_OK, let handle else {
      sqlite3_finalize(handle)
      throw SQLiteError(
        code: code, message: String(cString: sqlite3_errmsg(database)), sql: sql)
    }
    self.sql = sql
    self.handle = handle
    self.database = database
  }

  deinit {
    sqlite3_finalize(handle)
  }

  // MARK: - Binding

  /// Clears earlier bindings, then binds `values` to `?1`, `?2`, … in order.
  func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      try check(bind(value, at: Int32(offset + 1)))
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
    switch value {
    case .null:
      return sqlite3_bind_null(handle, index)
    case .integer(let integer):
      return sqlite3_bind_int64(handle, index, integer)
    case .real(let real):
      return sqlite3_bind_double(handle, index, real)
    case .text(let text):
      var text = text
      return text.withUTF8 { bytes in
        // An empty buffer may have no address, which SQLite would read as NULL.
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
          return sqlite3_bind_text(handle, index, "", 0, recipes_sqlite_transient())
        }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
          sqlite3_bind_text64(
            handle, index, characters, sqlite3_uint64(bytes.count),
            recipes_sqlite_transient(), UInt8(SQLITE_UTF8))
        }
      }
    case .blob(let data):
      guard !data.isEmpty else { return sqlite3_bind_zeroblob(handle, index, 0) }
      return data.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(
          handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count),
          recipes_sqlite_transient())
      }
    }
  }

  // MARK: - Stepping

  /// Advances to the next row: `true` if there is one, `false` when the statement is done.
  func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw error(code)
    }
  }

  /// Copies the current row's columns out of SQLite.
  func currentRow() -> SQLiteRow {
    let count = sqlite3_column_count(handle)
    return SQLiteRow(values: (0..<count).map(column))
  }

  /// Rewinds the statement, releasing the read it may hold open, so it can run again.
  func reset() {
    sqlite3_reset(handle)
  }

  private func column(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, index))
    case SQLITE_TEXT:
      guard let characters = sqlite3_column_text(handle, index) else { return .text("") }
      let count = Int(sqlite3_column_bytes(handle, index))
      return .text(
        String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      // The pointer is only valid until the next step, so the bytes are copied now.
      guard let bytes = sqlite3_column_blob(handle, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, index))))
    default:
      return .null
    }
  }

  // MARK: - Errors

  private func check(_ code: Int32) throws(SQLiteError) {
    guard code == SQLITE_OK else { throw error(code) }
  }

  private func error(_ code: Int32) -> SQLiteError {
    SQLiteError(code: code, message: String(cString: sqlite3_errmsg(database)), sql: sql)
  }
}
