/// When a PUT may replace what is on the server.
public enum WebDAVWriteCondition: Sendable, Equatable {
  /// Always (no precondition header).
  case always
  /// Only if nothing is there yet (`If-None-Match: *`); else `preconditionFailed`.
  case createOnly
  /// Only if the file still has this ETag (`If-Match`); else `preconditionFailed`.
  case unchangedSince(WebDAVETag)

  /// The header that says so.
  var header: (name: String, value: String)? {
    switch self {
    case .always: return nil
    case .createOnly: return ("If-None-Match", "*")
    case .unchangedSince(let tag): return ("If-Match", tag.rawValue)
    }
  }
}
