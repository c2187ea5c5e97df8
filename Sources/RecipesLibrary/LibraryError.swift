import Foundation

/// Why the library or the image cache failed.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// SQLite refused: its message and extended result code.
  case database(message: String, code: Int32)
  /// The file was written by a newer version of the app, whose schema this one cannot read.
  case newerSchema(found: Int, supported: Int)
  /// A recipe could not be encoded for saving, or a saved one could not be decoded.
  case invalidRecipe(id: String, reason: String)
  /// The embedded catalog could not be decoded.
  case unreadableCatalog(String)
  /// A directory could not be created, or a damaged file could not be moved aside.
  case fileSystem(String)
  /// Only the cook's own recipes can be saved as theirs or deleted; `id` is not one.
  case notMine(id: String)

  /// Wraps a SQLite failure.
  init(_ error: SQLiteError) {
    self = .database(message: "\(error.message) (SQLite code \(error.code))", code: error.code)
  }

  /// Whether SQLite found the file damaged or not a database at all.
  var isCorruption: Bool {
    guard case .database(_, let code) = self else { return false }
    return SQLiteError(code: code, message: "").isCorruption
  }

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .database(let message, _):
      return message
    case .newerSchema(let found, let supported):
      return "the library was written by a newer version of Recipes "
        + "(schema \(found), this version reads up to \(supported))"
    case .invalidRecipe(let id, let reason):
      return "the recipe \(id) could not be stored or read: \(reason)"
    case .unreadableCatalog(let reason):
      return "the built-in catalog could not be read: \(reason)"
    case .fileSystem(let reason):
      return reason
    case .notMine(let id):
      return "\(id) is not one of your own recipes, so it cannot be changed or deleted"
    }
  }
}

extension LibraryError {
  /// Runs `body`, turning a SQLite failure into a `LibraryError`.
  static func wrapping<Result>(_ body: () throws(SQLiteError) -> Result) throws(LibraryError)
    -> Result
  {
    do throws(SQLiteError) {
      return try body()
    } catch {
      throw LibraryError(error)
    }
  }
}
