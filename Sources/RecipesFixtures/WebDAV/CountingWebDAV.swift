import Foundation
import RecipesCore
import RecipesSync

/// A WebDAV client that counts the requests made through it and, when told, fails from the
/// Nth on as a server that went away would: the tests' cut-short syncs, the benchmark's
/// `sync_noop_requests`.
///
/// ```swift
/// let counted = CountingWebDAV(dav)
/// _ = try await engine(counted.client).sync()
/// print(counted.requests)
/// ```
public final class CountingWebDAV: Sendable {
  private let counter = Locked(0)
  private let failFrom = Locked<Int?>(nil)
  /// The counted client.
  public let client: WebDAVClient

  /// Counts the requests made through `base`.
  public init(_ base: WebDAVClient) {
    let counter = self.counter
    let failFrom = self.failFrom
    @Sendable func count() throws(WebDAVError) {
      let number = counter.withLock { count -> Int in
        count += 1
        return count
      }
      if let limit = failFrom.withLock({ $0 }), number >= limit {
        throw .transport(.connectionRefused)
      }
    }
    client = WebDAVClient(
      list: { folder, depth throws(WebDAVError) in
        try count()
        return try await base.list(folder, depth)
      },
      get: { path, limit throws(WebDAVError) in
        try count()
        return try await base.get(path, limit)
      },
      put: { path, data, condition throws(WebDAVError) in
        try count()
        return try await base.put(path, data, condition)
      },
      makeFolder: { path throws(WebDAVError) in
        try count()
        try await base.makeFolder(path)
      },
      move: { source, destination, overwrite throws(WebDAVError) in
        try count()
        try await base.move(source, destination, overwrite)
      },
      delete: { path, tag throws(WebDAVError) in
        try count()
        try await base.delete(path, tag)
      })
  }

  /// The requests made since the last `reset()`.
  public var requests: Int { counter.withLock { $0 } }

  /// Counts afresh.
  public func reset() { counter.withLock { $0 = 0 } }

  /// Fails every request from the `number`th (counted from now) on; nil: none.
  public func failing(from number: Int?) {
    reset()
    failFrom.withLock { $0 = number }
  }
}
