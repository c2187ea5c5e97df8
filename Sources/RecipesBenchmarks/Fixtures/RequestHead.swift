import Foundation

/// The parts of an HTTP/1.1 request head the loopback server acts on.
struct RequestHead: Equatable {
  /// Whether the method is `GET`, the only one served.
  var isGet: Bool
  /// Whether the connection stays open afterwards (HTTP/1.1's default, unless
  /// `Connection: close`).
  var keepsAlive: Bool

  private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

  /// Removes the first complete request head from `buffer` and parses it.
  ///
  /// Nil until a whole head has arrived. Request bodies are not expected (GET) and are not
  /// read.
  static func take(from buffer: inout [UInt8]) -> RequestHead? {
    guard let end = firstIndex(of: terminator, in: buffer) else { return nil }
    let text = String(decoding: buffer[..<end], as: UTF8.self)
    buffer.removeSubrange(..<(end + terminator.count))
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let requestLine = lines.first.map(String.init) ?? ""
    let isHTTP10 = requestLine.hasSuffix("HTTP/1.0")
    var keepsAlive = !isHTTP10
    for line in lines.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "connection" else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
      if value == "close" { keepsAlive = false }
      if value == "keep-alive" { keepsAlive = true }
    }
    return RequestHead(isGet: requestLine.hasPrefix("GET "), keepsAlive: keepsAlive)
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      return start
    }
    return nil
  }
}
