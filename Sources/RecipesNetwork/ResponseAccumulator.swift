import Foundation

/// The response being received: status, headers and body, reset at each new status line
/// (redirects, `100 Continue` and proxy `CONNECT` answers each bring their own).
struct ResponseAccumulator {
  /// The status of the latest status line.
  private(set) var status = 0
  /// The latest response's headers, names lowercased, repeated ones joined by ", ".
  private(set) var headers: [String: String] = [:]
  /// The body bytes kept so far.
  var body = Data()

  /// The latest response's `Content-Length`, if it sent a valid one.
  var contentLength: Int? {
    headers["content-length"].flatMap { Int($0) }
  }

  /// Where the latest response redirects to, if it is a redirect with a `Location`.
  var redirectLocation: String? {
    (300..<400).contains(status) ? headers["location"] : nil
  }

  /// Records one header line as curl delivers it (with its line break); true when the
  /// line is the blank one ending a response's headers.
  mutating func receive(line rawLine: String) -> Bool {
    let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty { return true }
    if line.hasPrefix("HTTP/") {
      status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      headers = [:]
      body.removeAll(keepingCapacity: true)
      return false
    }
    guard let colon = line.firstIndex(of: ":") else { return false }
    let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    return false
  }
}
