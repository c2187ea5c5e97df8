import Foundation

/// Serves one keep-alive connection on its own thread: reads requests, answers each as its
/// route says, and closes when the client, the route or the server says so.
final class HTTPConnection {
  private static let sliceSize = 64 * 1024

  private let descriptor: Int32
  private let state: ServerState
  private var buffer: [UInt8] = []

  /// Creates the handler of the accepted socket `descriptor`.
  init(descriptor: Int32, state: ServerState) {
    self.descriptor = descriptor
    self.state = state
  }

  /// Serves requests until the connection ends, then closes it.
  func run() {
    defer { state.closeConnection(descriptor) }
    while let head = nextRequestHead() {
      guard !head.method.isEmpty else {
        // Not HTTP (say, a TLS handshake sent to this plain server): refuse and hang up.
        _ = sendHead(.status(400), length: 0, keepAlive: false)
        return
      }
      guard discardBody(of: head) else { return }
      let response = state.receive(head)
      guard respond(response, to: head) else { return }
    }
  }

  /// Reads and drops the request's body (a PUT's, a PROPFIND's: its `Content-Length`), so
  /// the next request on the connection is read from its start; false if the connection
  /// ended first.
  private func discardBody(of head: RequestHead) -> Bool {
    guard var remaining = head.headers["content-length"].flatMap({ Int($0) }), remaining > 0
    else { return true }
    while true {
      let taken = min(remaining, buffer.count)
      buffer.removeFirst(taken)
      remaining -= taken
      if remaining == 0 { return true }
      guard LoopbackSocket.receive(on: descriptor, into: &buffer) else { return false }
    }
  }

  private func nextRequestHead() -> RequestHead? {
    while true {
      if let first = buffer.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
        return RequestHead(method: "", target: "", version: "", headers: [:])
      }
      if let head = RequestHead.take(from: &buffer) { return head }
      guard LoopbackSocket.receive(on: descriptor, into: &buffer) else { return nil }
    }
  }

  // MARK: - Responding

  /// Sends `response`; true if the connection may serve another request.
  private func respond(_ response: StubResponse, to head: RequestHead) -> Bool {
    let body = response.body
    var progress = Progress(target: head.target, total: body.count)
    let keepAlive: Bool
    switch response.delivery {
    case .contentLength:
      keepAlive = !head.wantsClose
      guard sendHead(response, length: body.count, keepAlive: keepAlive, joining: body, &progress),
        sendBody(body, upTo: body.count, &progress)
      else { return abandon(progress) }
    case .chunked(let chunkSize):
      keepAlive = !head.wantsClose
      guard sendHead(response, length: nil, keepAlive: keepAlive),
        sendChunks(body, size: max(1, chunkSize), &progress)
      else { return abandon(progress) }
    case .truncated(let after):
      guard sendHead(response, length: body.count, keepAlive: false),
        sendBody(body, upTo: min(after, body.count), &progress)
      else { return abandon(progress) }
      return false
    case .stallBeforeHeaders:
      return waitForClientToLeave(progress)
    case .stallAfter(let bytes):
      guard sendHead(response, length: body.count, keepAlive: false),
        sendBody(body, upTo: min(bytes, body.count), &progress)
      else { return abandon(progress) }
      return waitForClientToLeave(progress)
    case .paced(let bytesPerWrite, let interval):
      keepAlive = !head.wantsClose
      guard sendHead(response, length: body.count, keepAlive: keepAlive),
        sendPaced(body, size: max(1, bytesPerWrite), interval: interval, &progress)
      else { return abandon(progress) }
    }
    state.completed()
    return keepAlive
  }

  /// How much of a response's body has gone out.
  private struct Progress {
    let target: String
    let total: Int
    var sent = 0
  }

  private func abandon(_ progress: Progress) -> Bool {
    state.abandoned(progress.target, bodyBytesSent: progress.sent, bodyBytes: progress.total)
    return false
  }

  /// Blocks until the client closes (recorded as abandoning the response) or the server
  /// stops; the connection is then done.
  private func waitForClientToLeave(_ progress: Progress) -> Bool {
    var ignored: [UInt8] = []
    while LoopbackSocket.receive(on: descriptor, into: &ignored) { ignored.removeAll() }
    return abandon(progress)
  }

  /// Sends the head with the body's first slice in the same write, as a real server does:
  /// one packet for a small response, which the benchmarks' request rates depend on.
  private func sendHead(
    _ response: StubResponse, length: Int, keepAlive: Bool, joining body: StubResponse.Body,
    _ progress: inout Progress
  ) -> Bool {
    var packet = Self.head(of: response, length: length, keepAlive: keepAlive)
    let first = min(Self.sliceSize, body.count)
    packet.append(Self.slice(of: body, from: 0, count: first))
    guard LoopbackSocket.send(packet, on: descriptor) else { return false }
    progress.sent = first
    state.sent(bodyBytes: first)
    return true
  }

  private func sendHead(_ response: StubResponse, length: Int?, keepAlive: Bool) -> Bool {
    LoopbackSocket.send(
      Self.head(of: response, length: length, keepAlive: keepAlive), on: descriptor)
  }

  private static func head(of response: StubResponse, length: Int?, keepAlive: Bool) -> Data {
    var head = "HTTP/1.1 \(response.status) \(reason(for: response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    if let length {
      head += "Content-Length: \(length)\r\n"
    } else {
      head += "Transfer-Encoding: chunked\r\n"
    }
    head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
    return Data(head.utf8)
  }

  private func sendBody(_ body: StubResponse.Body, upTo end: Int, _ progress: inout Progress)
    -> Bool
  {
    while progress.sent < end {
      let slice = Self.slice(
        of: body, from: progress.sent, count: min(Self.sliceSize, end - progress.sent))
      guard LoopbackSocket.send(slice, on: descriptor) else { return false }
      progress.sent += slice.count
      state.sent(bodyBytes: slice.count)
    }
    return true
  }

  private func sendChunks(_ body: StubResponse.Body, size: Int, _ progress: inout Progress)
    -> Bool
  {
    while progress.sent < body.count {
      let slice = Self.slice(
        of: body, from: progress.sent, count: min(size, body.count - progress.sent))
      var chunk = Data((String(slice.count, radix: 16) + "\r\n").utf8)
      chunk.append(slice)
      chunk.append(contentsOf: Array("\r\n".utf8))
      guard LoopbackSocket.send(chunk, on: descriptor) else { return false }
      progress.sent += slice.count
      state.sent(bodyBytes: slice.count)
    }
    return LoopbackSocket.send(Data("0\r\n\r\n".utf8), on: descriptor)
  }

  private func sendPaced(
    _ body: StubResponse.Body, size: Int, interval: Duration, _ progress: inout Progress
  ) -> Bool {
    while progress.sent < body.count {
      guard sendBody(body, upTo: min(body.count, progress.sent + size), &progress) else {
        return false
      }
      guard !state.isStopping else { return false }
      if progress.sent < body.count { Self.sleep(for: interval) }
    }
    return true
  }

  // MARK: - Helpers

  private static func slice(of body: StubResponse.Body, from start: Int, count: Int) -> Data {
    switch body {
    case .data(let data):
      let lower = data.startIndex + start
      return data.subdata(in: lower..<(lower + count))
    case .repeating(let byte, _):
      return Data(repeating: byte, count: count)
    }
  }

  private static func sleep(for interval: Duration) {
    let (seconds, attoseconds) = interval.components
    var request = timespec(
      tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }

  private static func reason(for status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 301: return "Moved Permanently"
    case 302: return "Found"
    case 307: return "Temporary Redirect"
    case 404: return "Not Found"
    case 500: return "Internal Server Error"
    default: return "Status \(status)"
    }
  }
}
