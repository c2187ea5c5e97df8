/// A database's schema as an append-only list of scripts, versioned by `PRAGMA user_version`.
///
/// Script `n` (counting from 1) turns a version `n - 1` file into a version `n` file. A
/// release that changes the schema appends a script and never edits an earlier one, so
/// every file ever written can be brought up to date one step at a time.
struct SchemaMigrations: Sendable {
  /// The scripts, oldest first.
  let scripts: [String]

  /// The version a fully migrated file has.
  var latestVersion: Int { scripts.count }

  /// The version recorded in the file (0 for a new, empty file).
  static func version(of connection: SQLiteConnection) throws(SQLiteError) -> Int {
    Int(try connection.scalar("PRAGMA user_version").integer ?? 0)
  }

  /// Brings the file up to `target` (the latest version by default), one transaction per step.
  ///
  /// Each step commits with its version number, so a crash between steps leaves a file at
  /// a known version that the next launch continues from.
  func migrate(_ connection: SQLiteConnection, to target: Int? = nil) throws(LibraryError) {
    let target = min(target ?? latestVersion, latestVersion)
    let current = try LibraryError.wrapping { () throws(SQLiteError) in
      try Self.version(of: connection)
    }
    guard current <= latestVersion else {
      throw .newerSchema(found: current, supported: latestVersion)
    }
    guard current < target else { return }
    for version in (current + 1)...target {
      try LibraryError.wrapping { () throws(SQLiteError) in
        try connection.transaction { () throws(SQLiteError) in
          try connection.execute(scripts[version - 1])
          try connection.execute("PRAGMA user_version = \(version)")
        }
      }
    }
  }
}
