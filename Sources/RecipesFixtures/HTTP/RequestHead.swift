/// The request line and headers of one HTTP/1.1 request.
struct RequestHead {
  /// The method, such as `GET`.
  var method: String
  /// The request target, such as `/search.php?s=tagine`.
  var target: String
  /// The protocol version, such as `HTTP/1.1`.
  var version: String
  /// The headers, names lowercased.
  var headers: [String: String]

  /// Whether the client asked to close the connection after this request.
  var wantsClose: Bool {
    version == "HTTP/1.0" || headers["connection"]?.lowercased() == "close"
  }

  private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

  /// Removes one complete request head from the front of `buffer` and parses it.
  ///
  /// Nil if the buffer does not hold a whole head yet; a malformed head has method `""`.
  static func take(from buffer: inout [UInt8]) -> RequestHead? {
    guard let end = endOfHead(in: buffer) else { return nil }
    let text = String(decoding: buffer[0..<end], as: UTF8.self)
    buffer.removeFirst(end + terminator.count)
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let requestLine = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = String(line[line.index(after: colon)...]).trimmingSpaces()
    }
    guard requestLine.count == 3 else {
      return RequestHead(method: "", target: "", version: "", headers: headers)
    }
    return RequestHead(
      method: String(requestLine[0]), target: String(requestLine[1]),
      version: String(requestLine[2]), headers: headers)
  }

  private static func endOfHead(in buffer: [UInt8]) -> Int? {
    guard buffer.count >= terminator.count else { return nil }
    for start in 0...(buffer.count - terminator.count)
    where buffer[start..<start + terminator.count].elementsEqual(terminator) {
      return start
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }
}
