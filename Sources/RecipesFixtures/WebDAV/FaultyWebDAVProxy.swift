import Foundation
import RecipesCore

/// A loopback HTTP proxy in front of a WebDAV server (the Apache fixture) that forwards
/// requests and, when told, misbehaves as a broken or dying server does: answers 423, 507,
/// 503 or 412 itself, loses a race to another writer, stalls, cuts an answer short, sends broken or hostile XML, redirects,
/// or stops answering after a number of requests.
///
/// One request per connection (`Connection: close` both ways), so a fault never leaks into
/// the next request.
///
/// ```swift
/// let proxy = try FaultyWebDAVProxy(upstream: apache.baseURL)
/// defer { proxy.stop() }
/// proxy.inject(.answer(status: 507), method: "PUT")
/// let dav = try WebDAVClient.live(session: session, folder: proxy.url(for: folder), …)
/// ```
public final class FaultyWebDAVProxy: Sendable {
  /// The port the proxy listens on, on 127.0.0.1.
  public let port: UInt16
  private let upstreamPort: UInt16
  private let listener: Int32
  private let state = Locked(ProxyState())
  private let acceptThread: Locked<ServerThread?>

  private struct ProxyState {
    var rules: [WebDAVFaultRule] = []
    var answerLimit: Int?
    var requests = 0
    var open: Set<Int32> = []
  }

  /// What to do with one request.
  private enum Action {
    case hangUp
    case fault(WebDAVFault)
    case forward
  }

  /// Starts a proxy of the server at `upstream` (its port on 127.0.0.1).
  public init(upstream: URL) throws(LoopbackHTTPServerError) {
    guard let upstreamPort = upstream.port.flatMap(UInt16.init(exactly:)) else {
      throw .invalidTarget(upstream.absoluteString)
    }
    let (listener, port) = try LoopbackSocket.listen()
    self.listener = listener
    self.port = port
    self.upstreamPort = upstreamPort
    acceptThread = Locked(nil)
    let thread: ServerThread
    do {
      thread = try ServerThread { [self] in
        while let descriptor = LoopbackSocket.accept(on: listener) {
          state.withLock { _ = $0.open.insert(descriptor) }
          do {
            try ServerThread { [self] in self.serve(descriptor) }.detach()
          } catch {
            state.withLock { _ = $0.open.remove(descriptor) }
            close(descriptor)
          }
        }
      }
    } catch {
      close(listener)
      throw error
    }
    acceptThread.withLock { $0 = thread }
  }

  deinit {
    stop()
  }

  // MARK: - Control

  /// `url` (an address of the upstream server) as reached through the proxy.
  public func url(for url: URL) -> URL {
    var parts = URLComponents(url: url, resolvingAgainstBaseURL: true)
    parts?.host = "127.0.0.1"
    parts?.port = Int(port)
    return parts?.url ?? url
  }

  /// Applies `fault` to requests with `method` whose target ends with `pathSuffix`.
  ///
  /// Only the first `times` of them (all when nil); the first matching rule wins.
  public func inject(
    _ fault: WebDAVFault, method: String? = nil, pathSuffix: String? = nil, times: Int? = nil
  ) {
    state.withLock {
      $0.rules.append(
        WebDAVFaultRule(fault: fault, method: method, pathSuffix: pathSuffix, remaining: times))
    }
  }

  /// After `requests` more requests, the server is gone: every later connection is closed
  /// without an answer.
  public func dieAfter(requests: Int) {
    state.withLock { $0.answerLimit = $0.requests + requests }
  }

  /// Forgets every fault: from now on every request is forwarded whole.
  public func heal() {
    state.withLock {
      $0.rules = []
      $0.answerLimit = nil
    }
  }

  /// The requests seen so far.
  public var requests: Int { state.withLock { $0.requests } }

  /// Stops listening and hangs up every open connection.
  public func stop() {
    let open = state.withLock { state -> Set<Int32> in
      defer { state.open = [] }
      return state.open
    }
    for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
    shutdown(listener, Int32(SHUT_RDWR))
    if let thread = acceptThread.withLock({ thread -> ServerThread? in
      defer { thread = nil }
      return thread
    }) {
      thread.join()
      close(listener)
    }
  }

  // MARK: - One connection

  private func serve(_ descriptor: Int32) {
    defer {
      let owned = state.withLock { $0.open.remove(descriptor) != nil }
      if owned { shutdown(descriptor, Int32(SHUT_RDWR)) }
      close(descriptor)
    }
    var buffer: [UInt8] = []
    var head: RequestHead?
    while head == nil {
      head = RequestHead.take(from: &buffer)
      if head == nil, !LoopbackSocket.receive(on: descriptor, into: &buffer) { return }
    }
    guard let head, !head.method.isEmpty else { return }
    let length = Int(head.headers["content-length"] ?? "0") ?? 0
    while buffer.count < length {
      guard LoopbackSocket.receive(on: descriptor, into: &buffer) else { return }
    }
    let body = Data(buffer.prefix(length))
    switch action(for: head) {
    case .hangUp:
      return
    case .forward:
      _ = LoopbackSocket.send(forward(head, body), on: descriptor)
    case .fault(.answer(let status, let headers, let answer)):
      _ = LoopbackSocket.send(Self.response(status, headers, answer), on: descriptor)
    case .fault(.stall):
      var ignored: [UInt8] = []
      while LoopbackSocket.receive(on: descriptor, into: &ignored) { ignored.removeAll() }
    case .fault(.preempt(let write)):
      write()
      _ = LoopbackSocket.send(forward(head, body), on: descriptor)
    case .fault(.cutAfter(let bytes)):
      _ = LoopbackSocket.send(forward(head, body).prefix(bytes), on: descriptor)
    }
  }

  private func action(for head: RequestHead) -> Action {
    state.withLock { state in
      state.requests += 1
      if let limit = state.answerLimit, state.requests > limit { return .hangUp }
      guard
        let index = state.rules.firstIndex(where: {
          $0.matches(method: head.method, target: head.target)
        })
      else { return .forward }
      if let remaining = state.rules[index].remaining {
        state.rules[index].remaining = remaining - 1
      }
      return .fault(state.rules[index].fault)
    }
  }

  // MARK: - Forwarding

  /// The server's whole answer to the request, read to the end of the connection; an empty
  /// answer if the server cannot be reached.
  private func forward(_ head: RequestHead, _ body: Data) -> Data {
    let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard upstream >= 0 else { return Data() }
    defer { close(upstream) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = upstreamPort.bigEndian
    _ = inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return Data() }
    var request = "\(head.method) \(head.target) \(head.version)\r\n"
    for (name, value) in head.headers where name != "connection" {
      // MOVE names its destination through the proxy: the server must see its own port.
      let forwarded =
        name == "destination"
        ? value.replacingOccurrences(of: ":\(port)/", with: ":\(upstreamPort)/") : value
      request += "\(name): \(forwarded)\r\n"
    }
    request += "connection: close\r\n\r\n"
    guard LoopbackSocket.send(Data(request.utf8) + body, on: upstream) else { return Data() }
    var answer: [UInt8] = []
    while LoopbackSocket.receive(on: upstream, into: &answer) {}
    return Data(answer)
  }

  private static func response(_ status: Int, _ headers: [String: String], _ body: Data) -> Data {
    var head = "HTTP/1.1 \(status) Fault\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    return Data((head + "\r\n").utf8) + body
  }
}
