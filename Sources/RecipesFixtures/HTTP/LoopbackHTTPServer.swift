import Foundation
import RecipesCore

/// A small HTTP/1.1 server on 127.0.0.1 for the tests and the benchmarks: it answers the
/// routes it is given, keeps connections alive, records what it sees, and misbehaves on
/// demand.
///
/// It listens only on 127.0.0.1, on a port the kernel picks, with one thread per
/// connection. Targets without a route get the `fallback` response (a 404 unless told).
///
/// ```swift
/// let server = try LoopbackHTTPServer()
/// defer { server.stop() }
/// server.setRoute("/categories.php", try .fixture("remote/categories.json"))
/// let url = try server.url("/categories.php")
/// ```
public final class LoopbackHTTPServer: Sendable {
  /// The port the server listens on.
  public let port: UInt16
  /// `http://127.0.0.1:PORT/`.
  public let baseURL: URL

  private let listener: Int32
  private let state: ServerState
  private let acceptThread: Locked<ServerThread?>

  /// Starts listening on 127.0.0.1 at an ephemeral port; requests for a target without a
  /// route get `fallback`.
  public init(fallback: StubResponse = .status(404)) throws(LoopbackHTTPServerError) {
    let state = ServerState(fallback: fallback)
    let (listener, port) = try LoopbackSocket.listen()
    guard let baseURL = URL(string: "http://127.0.0.1:\(port)/") else {
      close(listener)
      throw .invalidTarget("/")
    }
    let thread: ServerThread
    do {
      thread = try ServerThread {
        while let descriptor = LoopbackSocket.accept(on: listener), state.adopt(descriptor) {}
      }
    } catch {
      close(listener)
      throw error
    }
    self.state = state
    self.listener = listener
    self.port = port
    self.baseURL = baseURL
    self.acceptThread = Locked(thread)
  }

  deinit {
    stop()
  }

  /// The URL of `target`, a path with an optional query like `/search.php?s=x`.
  public func url(_ target: String) throws(LoopbackHTTPServerError) -> URL {
    guard target.hasPrefix("/"), let url = URL(string: "http://127.0.0.1:\(port)\(target)") else {
      throw .invalidTarget(target)
    }
    return url
  }

  /// Answers requests for `target` (path and query exactly as sent, percent-encoded) with
  /// `response` from now on.
  public func setRoute(_ target: String, _ response: StubResponse) {
    state.setRoute(target, response)
  }

  /// The counters so far.
  public var statistics: ServerStatistics { state.statistics }
  /// Every request received so far, in arrival order.
  public var requests: [RecordedRequest] { state.requests }
  /// Every response a client walked away from so far.
  public var abandonedResponses: [AbandonedResponse] { state.abandoned }

  /// Waits until `condition` holds for the statistics, checking every 2 ms for at most
  /// `timeout`; returns whether it held.
  ///
  /// The timeout is generous on purpose: it costs nothing when the condition comes true,
  /// and `make test` runs the Apache, Radicale and keyring suites beside this one on two
  /// cores, where a server thread has waited whole seconds for its turn.
  public func waitUntil(
    timeout: Duration = .seconds(30), _ condition: (ServerStatistics) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      if condition(statistics) { return true }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return condition(statistics)
  }

  /// Stops listening, closes every connection and waits for all server threads to end.
  ///
  /// Safe to call more than once; also done on deinit.
  public func stop() {
    guard let thread = acceptThread.withLock({ $0.take() }) else { return }
    state.beginStopping(listener: listener)
    thread.join()
    close(listener)
    for connectionThread in state.takeThreads() { connectionThread.join() }
  }
}
