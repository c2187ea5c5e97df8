import Foundation
import RecipesCore
import RecipesSync

/// A WebDAV client that counts the requests made through it: `sync_noop_requests`.
final class RequestCountingWebDAV: Sendable {
  private let counter = Locked(0)
  /// The counted client.
  let client: WebDAVClient

  init(_ base: WebDAVClient) {
    let counter = self.counter
    @Sendable func count() {
      counter.withLock { $0 += 1 }
    }
    client = WebDAVClient(
      list: { folder, depth throws(WebDAVError) in
        count()
        return try await base.list(folder, depth)
      },
      get: { path, limit throws(WebDAVError) in
        count()
        return try await base.get(path, limit)
      },
      put: { path, data, condition throws(WebDAVError) in
        count()
        return try await base.put(path, data, condition)
      },
      makeFolder: { path throws(WebDAVError) in
        count()
        try await base.makeFolder(path)
      },
      move: { source, destination, overwrite throws(WebDAVError) in
        count()
        try await base.move(source, destination, overwrite)
      },
      delete: { path, tag throws(WebDAVError) in
        count()
        try await base.delete(path, tag)
      })
  }

  /// The requests made since the last `reset()`.
  var requests: Int { counter.withLock { $0 } }

  /// Counts afresh.
  func reset() { counter.withLock { $0 = 0 } }
}
