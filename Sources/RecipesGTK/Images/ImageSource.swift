import Foundation

/// Where image bytes come from, below the loader's memory cache.
///
/// The composition root builds it from the library's SQLite image cache and the shared
/// `CurlSession`; tests pass closures. A struct of closures, like the other clients.
public struct ImageSource: Sendable {
  /// The cached bytes of `url`, if the disk cache has them.
  public var cached: @Sendable (_ url: URL) async -> Data?
  /// Keeps bytes that decoded into an image, for next time and for offline use.
  public var store: @Sendable (_ data: Data, _ url: URL) async -> Void
  /// Downloads `url`; throws on failure or cancellation.
  public var fetch: @Sendable (_ url: URL) async throws -> Data

  /// Creates a source from its three operations.
  public init(
    cached: @escaping @Sendable (URL) async -> Data?,
    store: @escaping @Sendable (Data, URL) async -> Void,
    fetch: @escaping @Sendable (URL) async throws -> Data
  ) {
    self.cached = cached
    self.store = store
    self.fetch = fetch
  }
}
