import Foundation
import RecipesCore

/// What the server's threads share: routes, records and open connections, under one lock.
final class ServerState: Sendable {
  private struct Guarded {
    var routes: [String: StubResponse] = [:]
    var statistics = ServerStatistics()
    var requests: [RecordedRequest] = []
    var abandoned: [AbandonedResponse] = []
    var openConnections: Set<Int32> = []
    var threads: [ServerThread] = []
    var isStopping = false
  }

  private let guarded = Locked(Guarded())
  private let fallback: StubResponse

  /// Creates the state of a server that answers unrouted targets with `fallback`.
  init(fallback: StubResponse) {
    self.fallback = fallback
  }

  // MARK: - Routes and records

  /// Answers `target` with `response` from now on.
  func setRoute(_ target: String, _ response: StubResponse) {
    guarded.withLock { $0.routes[target] = response }
  }

  /// The counters so far.
  var statistics: ServerStatistics { guarded.withLock { $0.statistics } }
  /// Every request so far, in arrival order.
  var requests: [RecordedRequest] { guarded.withLock { $0.requests } }
  /// Every abandoned response so far.
  var abandoned: [AbandonedResponse] { guarded.withLock { $0.abandoned } }
  /// Whether `stop()` has begun.
  var isStopping: Bool { guarded.withLock { $0.isStopping } }

  /// Records `head` and returns the response routed to its target (the fallback if none).
  func receive(_ head: RequestHead) -> StubResponse {
    guarded.withLock { state in
      state.statistics.requests += 1
      state.requests.append(
        RecordedRequest(method: head.method, target: head.target, headers: head.headers))
      return (state.routes[head.target] ?? fallback)
        .negotiated(acceptEncoding: head.headers["accept-encoding"])
    }
  }

  /// Counts body bytes written.
  func sent(bodyBytes: Int) {
    guarded.withLock { $0.statistics.bodyBytesSent += bodyBytes }
  }

  /// Counts a response sent in full.
  func completed() {
    guarded.withLock { $0.statistics.completedResponses += 1 }
  }

  /// Records that the client left before `target`'s response was fully sent; ignored while
  /// stopping, when it is the server that cut the connection.
  func abandoned(_ target: String, bodyBytesSent: Int, bodyBytes: Int) {
    guarded.withLock { state in
      guard !state.isStopping else { return }
      state.statistics.abandonedResponses += 1
      state.abandoned.append(
        AbandonedResponse(target: target, bodyBytesSent: bodyBytesSent, bodyBytes: bodyBytes))
    }
  }

  // MARK: - Connections

  /// Takes charge of a new connection and starts its thread.
  ///
  /// Once the server is stopping, closes the connection instead and returns false.
  func adopt(_ descriptor: Int32) -> Bool {
    guarded.withLock { state in
      guard !state.isStopping else {
        close(descriptor)
        return false
      }
      do {
        let thread = try ServerThread { [self] in
          HTTPConnection(descriptor: descriptor, state: self).run()
        }
        state.openConnections.insert(descriptor)
        state.threads.append(thread)
        state.statistics.acceptedConnections += 1
      } catch {
        close(descriptor)
      }
      return true
    }
  }

  /// Closes a connection whose thread is done with it.
  ///
  /// Under the lock, so `stop()` never shuts down a descriptor number already reused.
  func closeConnection(_ descriptor: Int32) {
    guarded.withLock { state in
      state.openConnections.remove(descriptor)
      close(descriptor)
    }
  }

  /// Marks the server stopping and shuts down the listener and every open connection, so
  /// blocked `accept`, `recv` and `send` calls return.
  func beginStopping(listener: Int32) {
    guarded.withLock { state in
      state.isStopping = true
      shutdown(listener, Int32(SHUT_RDWR))
      for descriptor in state.openConnections { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }
  }

  /// The connection threads started so far, for `stop()` to join.
  func takeThreads() -> [ServerThread] {
    guarded.withLock { state in
      let threads = state.threads
      state.threads.removeAll()
      return threads
    }
  }
}
