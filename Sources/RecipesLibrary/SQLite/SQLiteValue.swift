import Foundation

/// A value SQLite stores or returns: the five storage classes, as plain Sendable Swift data.
enum SQLiteValue: Equatable, Sendable {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes, copied out of SQLite.
  case blob(Data)

  /// Text, or `NULL` when `text` is nil.
  static func optional(_ text: String?) -> SQLiteValue {
    text.map(SQLiteValue.text) ?? .null
  }

  /// A whole number, or `NULL` when `number` is nil.
  static func optional(_ number: Int?) -> SQLiteValue {
    number.map { .integer(Int64($0)) } ?? .null
  }

  /// A point in time as whole milliseconds since 1970, the unit of every timestamp column.
  static func timestamp(_ date: Date) -> SQLiteValue {
    .integer(Int64((date.timeIntervalSince1970 * 1000).rounded()))
  }

  /// The value as text, if it is text.
  var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The value as an integer, if it is one.
  var integer: Int64? {
    if case .integer(let integer) = self { return integer }
    return nil
  }

  /// The value as bytes: a blob as is, text as its UTF-8.
  var data: Data? {
    switch self {
    case .blob(let data): return data
    case .text(let text): return Data(text.utf8)
    default: return nil
    }
  }
}

/// One result row, its columns copied out of the statement so it outlives the next step.
struct SQLiteRow: Equatable, Sendable {
  /// The columns, in `SELECT` order.
  let values: [SQLiteValue]

  /// The column at `index`, or `NULL` past the end.
  subscript(index: Int) -> SQLiteValue {
    values.indices.contains(index) ? values[index] : .null
  }
}
