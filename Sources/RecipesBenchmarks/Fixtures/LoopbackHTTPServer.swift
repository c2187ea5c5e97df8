import Foundation
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1, for the HTTP benchmark: every GET gets the same
/// `200 OK` JSON body, over keep-alive connections.
///
/// Bounded: at most `maximumConnections` connections (more are closed at once), request
/// heads of at most 8 KiB, and it stops itself after `idleTimeout` without a request, so a
/// forgotten server never outlives its benchmark for long. One thread accepts; each
/// connection has its own thread.
///
/// ```swift
/// let server = try LoopbackHTTPServer(body: Data(#"{"meals":null}"#.utf8))
/// defer { server.stop() }
/// let url = server.url(path: "/search.php?s=1")
/// ```
final class LoopbackHTTPServer: Sendable {
  /// The port the server listens on.
  let port: UInt16

  private let listener: Int32
  private let response: [UInt8]
  private let maximumConnections: Int
  private let idleTimeout: Duration
  private let state = Mutex(State())
  private let threads = DispatchGroup()

  private struct State {
    var isStopping = false
    var connections: Set<Int32> = []
    var lastActivity = ContinuousClock.now
    var requestCount = 0
  }

  /// The longest request head accepted.
  static let maximumHeadBytes = 8 * 1024
  /// How often blocked threads look at whether the server is stopping, in milliseconds.
  private static let pollMilliseconds: Int32 = 100

  /// Starts listening on a free port of 127.0.0.1 and accepting connections.
  init(body: Data, maximumConnections: Int = 64, idleTimeout: Duration = .seconds(20)) throws {
    listener = try LoopbackSocket.listen()
    do {
      port = try LoopbackSocket.port(of: listener)
    } catch {
      close(listener)
      throw error
    }
    response =
      Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.count)\r\n\r\n").utf8) + Array(body)
    self.maximumConnections = maximumConnections
    self.idleTimeout = idleTimeout
    spawn { [self] in acceptConnections() }
  }

  /// The address of `path` on this server.
  func url(path: String) -> URL? {
    URL(string: "http://127.0.0.1:\(port)\(path)")
  }

  /// How many requests were answered so far.
  var requestCount: Int { state.withLock { $0.requestCount } }

  /// Stops accepting, closes every connection and waits for the server's threads.
  func stop() {
    state.withLock { state in
      state.isStopping = true
      // Wakes threads blocked on these sockets; each thread closes its own.
      for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
    }
    threads.wait()
  }

  // MARK: - Threads

  private func spawn(_ body: @escaping @Sendable () -> Void) {
    threads.enter()
    let thread = Thread { [threads] in
      body()
      threads.leave()
    }
    thread.start()
  }

  private func acceptConnections() {
    defer { close(listener) }
    while true {
      let shouldStop = state.withLock { state in
        if ContinuousClock.now - state.lastActivity > idleTimeout { state.isStopping = true }
        return state.isStopping
      }
      guard !shouldStop else { return }
      guard LoopbackSocket.waitForInput(listener, milliseconds: Self.pollMilliseconds) else {
        continue
      }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      let accepted = state.withLock { state in
        guard !state.isStopping, state.connections.count < maximumConnections else {
          return false
        }
        state.connections.insert(connection)
        state.lastActivity = .now
        return true
      }
      guard accepted else {
        close(connection)
        continue
      }
      LoopbackSocket.disableNagle(connection)
      spawn { [self] in serve(connection) }
    }
  }

  /// Answers requests on `connection` until the client closes it, asks to, sends a head
  /// too large, or the server stops.
  private func serve(_ connection: Int32) {
    defer {
      state.withLock { _ = $0.connections.remove(connection) }
      close(connection)
    }
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      if let head = RequestHead.take(from: &buffer) {
        state.withLock { state in
          state.requestCount += 1
          state.lastActivity = .now
        }
        let reply = head.isGet ? response : Array(Self.notAllowed.utf8)
        guard LoopbackSocket.sendAll(reply, to: connection), head.keepsAlive, head.isGet else {
          return
        }
        continue
      }
      guard buffer.count <= Self.maximumHeadBytes else {
        _ = LoopbackSocket.sendAll(Array(Self.headTooLarge.utf8), to: connection)
        return
      }
      guard !state.withLock({ $0.isStopping }) else { return }
      guard LoopbackSocket.waitForInput(connection, milliseconds: Self.pollMilliseconds) else {
        continue
      }
      let received = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard received > 0 else { return }
      buffer.append(contentsOf: chunk[0..<received])
    }
  }

  private static let notAllowed =
    "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
  private static let headTooLarge =
    "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\n"
    + "Connection: close\r\n\r\n"
}
