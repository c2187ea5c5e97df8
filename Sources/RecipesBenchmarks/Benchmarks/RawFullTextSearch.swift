import CSQLite
import Foundation
import RecipesCore
import RecipesLibrary

/// The floor under a search: the very statements `Library.search` ran for a text, replayed
/// through the sqlite3 C API on a connection of their own, with nothing around them.
///
/// The statements are recorded, not rewritten: a second `LibraryDatabase` on the same file
/// runs each text once while SQLite's trace hands over every statement it starts, with
/// its parameters written in (`sqlite3_expanded_sql`). The replay prepares each statement
/// once (as the library's statement cache does), then per search resets and steps them,
/// reading every column of every row, on a read-only connection set up as the library's
/// search connection is (a memory map, the `recipes_rank` function). What the library
/// adds on top — its actor hop, binding, copying rows into Swift values, building the
/// summaries — is what the ratio of the two measures.
final class RawFullTextSearch {
  private let handle: OpaquePointer
  /// One prepared statement per distinct recorded SQL text.
  private var prepared: [String: OpaquePointer] = [:]

  /// Opens `file` read-only and prepares every statement of `searches`.
  init(file: URL, searches: [[String]]) throws(BenchmarkError) {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
    guard sqlite3_open_v2(file.path, &handle, flags, nil) == SQLITE_OK, let handle else {
      sqlite3_close_v2(handle)
      throw .unexpected("could not open \(file.path) for the raw search")
    }
    self.handle = handle
    guard recipes_register_fts5_rank(handle) == SQLITE_OK,
      sqlite3_exec(
        handle, "PRAGMA mmap_size = \(LibraryDatabase.searchMemoryMapBytes)", nil, nil, nil)
        == SQLITE_OK
    else { throw .unexpected("raw search set-up: \(String(cString: sqlite3_errmsg(handle)))") }
    for sql in searches.joined() where prepared[sql] == nil {
      var statement: OpaquePointer?
      guard
        sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
          == SQLITE_OK, let statement
      else {
        throw .unexpected("raw search: \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
      }
      prepared[sql] = statement
    }
  }

  deinit {
    for statement in prepared.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Runs one search's statements to their end and returns how many rows they yielded.
  func run(_ statements: [String]) throws(BenchmarkError) -> Int {
    var rows = 0
    var checksum = 0
    for sql in statements {
      guard let statement = prepared[sql] else { throw .unexpected("unprepared: \(sql)") }
      sqlite3_reset(statement)
      let columns = sqlite3_column_count(statement)
      var code = sqlite3_step(statement)
      while code == SQLITE_ROW {
        rows += 1
        for column in 0..<columns {
          // Each value read as the library's row copy reads it: by its type.
          switch sqlite3_column_type(statement, column) {
          case SQLITE_INTEGER: checksum &+= Int(sqlite3_column_int64(statement, column))
          case SQLITE_TEXT:
            if sqlite3_column_text(statement, column) != nil {
              checksum &+= Int(sqlite3_column_bytes(statement, column))
            }
          case SQLITE_FLOAT: checksum &+= Int(sqlite3_column_double(statement, column))
          case SQLITE_BLOB:
            if sqlite3_column_blob(statement, column) != nil {
              checksum &+= Int(sqlite3_column_bytes(statement, column))
            }
          default: break
          }
        }
        code = sqlite3_step(statement)
      }
      guard code == SQLITE_DONE else {
        throw .unexpected("raw search: \(String(cString: sqlite3_errmsg(handle)))")
      }
    }
    // The sum keeps the reads from being optimized away; it is never negative by chance
    // often enough to matter, and a negative one changes nothing but this branch.
    if checksum == Int.min { rows += 1 }
    return rows
  }

  // MARK: - Recording

  /// The statements `Library.search` runs for each of `queries` (with `limit`), in order,
  /// recorded from a second library opened on `directory`, and how many results each gave.
  ///
  /// Recordings of different libraries may run at once (the tests run suites in
  /// parallel): each notes only the statements run on its own file.
  @concurrent
  static func record(
    _ queries: [SearchQuery], limit: Int, in directory: URL, catalog: Data
  ) async throws -> [(statements: [String], resultCount: Int)] {
    let file = directory.appendingPathComponent(LibraryDatabase.fileName)
      .resolvingSymlinksInPath().path
    StatementLog.open(file)
    defer { StatementLog.close(file) }
    // The hook sees only connections opened after it is installed: the library being
    // timed, opened earlier, is never traced.
    let library = Library.live(try await LibraryDatabase.open(in: directory, catalog: catalog))
    var recorded: [(statements: [String], resultCount: Int)] = []
    for query in queries {
      StatementLog.clear(file)
      let count = try await library.search(query, limit).count
      recorded.append((StatementLog.clear(file), count))
    }
    return recorded
  }
}

/// The statements traced on each file being recorded, and the SQLite hook that traces them.
///
/// SQLite's extension hook takes no context, so this is the one place the trace can
/// reach; only `RawFullTextSearch.record` opens and closes logs. The hook is installed
/// while any log is open.
private enum StatementLog {
  private struct State {
    var logs: [String: [String]] = [:]
  }

  private static let state = Locked(State())

  /// Starts noting the statements run on `file`, installing the hook for the first log.
  static func open(_ file: String) {
    state.withLock { state in
      if state.logs.isEmpty {
        sqlite3_auto_extension(unsafeBitCast(installTrace, to: (@convention(c) () -> Void).self))
      }
      state.logs[file] = []
    }
  }

  /// Stops noting `file`'s statements, removing the hook after the last log.
  static func close(_ file: String) {
    state.withLock { state in
      state.logs[file] = nil
      if state.logs.isEmpty {
        _ = sqlite3_cancel_auto_extension(
          unsafeBitCast(installTrace, to: (@convention(c) () -> Void).self))
      }
    }
  }

  /// The statements noted on `file` since the last call, and an empty log from now on.
  @discardableResult
  static func clear(_ file: String) -> [String] {
    state.withLock { state in
      defer { state.logs[file] = [] }
      return state.logs[file] ?? []
    }
  }

  /// SQLite's extension entry point (`int (*)(sqlite3 *, char **, const void *)`), run for
  /// every connection opened while it is installed: traces the statements it starts.
  private static let installTrace:
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeRawPointer?
    ) -> Int32 = { database, _, _ in
      sqlite3_trace_v2(database, UInt32(SQLITE_TRACE_STMT), traceStatement, nil)
    }

  /// Notes a statement as it starts, with its parameters written in, if its file is being
  /// recorded.
  ///
  /// Only the library's own statements: FTS5 runs statements of its own on its shadow
  /// tables (`'main'.'recipes_fts_idx'`, `PRAGMA 'main'.data_version`) inside them, which
  /// replaying the library's statement runs again. (A wrong guess would show: the replay's
  /// rows are checked against the library's results.)
  private static let traceStatement:
    @convention(c) (
      UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Int32 = { _, _, pointer, text in
      guard let pointer, let text else { return 0 }
      let statement = OpaquePointer(pointer)
      guard let name = sqlite3_db_filename(sqlite3_db_handle(statement), "main") else {
        return 0
      }
      let file = String(cString: name)
      guard state.withLock({ $0.logs[file] != nil }) else { return 0 }
      let unexpanded = String(cString: text.assumingMemoryBound(to: CChar.self))
      guard !unexpanded.hasPrefix("--"), !unexpanded.contains("'main'."),
        let expanded = sqlite3_expanded_sql(statement)
      else { return 0 }
      defer { sqlite3_free(expanded) }
      let sql = String(cString: expanded)
      state.withLock { $0.logs[file]?.append(sql) }
      return 0
    }
}
