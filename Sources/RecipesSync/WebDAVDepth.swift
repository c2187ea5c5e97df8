/// How deep a PROPFIND looks (the `Depth` header).
public enum WebDAVDepth: String, Sendable, Equatable {
  /// The folder itself.
  case zero = "0"
  /// The folder and its direct members.
  case one = "1"
  /// The folder and everything below it; servers may refuse it
  /// (`WebDAVError.depthInfinityRefused`).
  case infinity
}
