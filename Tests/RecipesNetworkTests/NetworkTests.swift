import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import Testing

/// Every networking test, run one at a time: several assert on elapsed time, and a
/// 2-core machine busy with other suites would blur those figures.
@Suite(.serialized) struct NetworkTests {}

/// Initializes libcurl once for the test process, as the composition root does for the app.
private enum CurlProcess {
  static let isReady: Bool = (try? CurlSession.globalInit()) != nil
}

/// A loopback server and a session talking to it, for one test.
struct Loopback {
  let server: LoopbackHTTPServer
  let session: CurlSession

  /// Runs `body` with a fresh server and session, and shuts both down afterwards.
  static func run<T>(
    policy: HTTPURLPolicy = HTTPURLPolicy(),
    _ body: (Loopback) async throws -> T
  ) async throws -> T {
    try #require(CurlProcess.isReady)
    let server = try LoopbackHTTPServer()
    let session = try CurlSession(policy: policy)
    defer {
      session.shutdown()
      server.stop()
    }
    return try await body(Loopback(server: server, session: session))
  }

  /// Fetches `target` from the server as JSON, with an optional timeout and limit.
  func fetch(
    _ target: String, timeout: Duration = .seconds(5), maximumBodyBytes: Int? = nil
  ) async throws -> HTTPResponse {
    let request = HTTPRequest(
      url: try server.url(target), timeout: timeout, maximumBodyBytes: maximumBodyBytes)
    return try await session.data(for: request)
  }
}

/// The `RecipesError` that `body` throws, or nil if it succeeds.
func recipesError<T>(_ body: () async throws -> T) async -> RecipesError? {
  do {
    _ = try await body()
    return nil
  } catch {
    return RecipesError(error)
  }
}

/// Whether `error` is `.invalidResponse`, whatever its detail.
func isInvalidResponse(_ error: RecipesError?) -> Bool {
  if case .invalidResponse = error { return true }
  return false
}

/// Whether `error` is `.tls`, whatever its detail.
func isTLSFailure(_ error: RecipesError?) -> Bool {
  if case .tls = error { return true }
  return false
}

/// The time `body` takes on the continuous clock.
func measure<T>(_ body: () async throws -> T) async rethrows -> (T, Duration) {
  let clock = ContinuousClock()
  let start = clock.now
  let value = try await body()
  return (value, start.duration(to: clock.now))
}
