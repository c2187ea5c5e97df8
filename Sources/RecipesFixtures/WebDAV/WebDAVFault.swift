import Foundation

/// What `FaultyWebDAVProxy` does to a request that matches a rule, instead of forwarding it
/// whole.
public enum WebDAVFault: Sendable {
  /// Answers itself, without asking the server: a status (423, 507, 503, 412 as if someone
  /// else wrote first, a 302 with a `Location`), headers and a body (XML that is broken,
  /// cut short, or names hrefs outside the folder).
  case answer(status: Int, headers: [String: String] = [:], body: Data = Data())
  /// Holds the answer: sends nothing until the client gives up (its timeout) and leaves.
  case stall
  /// Runs `write` first — someone else writing the same file just before — then forwards
  /// the request, which the server answers as it does a lost race (412 to a conditional
  /// write).
  case preempt(_ write: @Sendable () -> Void)
  /// Forwards the request, then sends only the first `bytes` of the server's answer and
  /// hangs up.
  case cutAfter(bytes: Int)

  /// A redirect to `location` (another host, plain http).
  public static func redirect(to location: String, status: Int = 302) -> WebDAVFault {
    .answer(status: status, headers: ["Location": location])
  }

  /// A 207 multistatus answer with `text` as its body, whatever it is.
  public static func multistatus(_ text: String) -> WebDAVFault {
    .answer(
      status: 207, headers: ["Content-Type": "application/xml; charset=utf-8"],
      body: Data(text.utf8))
  }
}

/// When a fault applies: to requests with this method (any when nil) whose target ends with
/// `pathSuffix` (any when nil), the first `times` such requests (all when nil).
struct WebDAVFaultRule: Sendable {
  var fault: WebDAVFault
  var method: String?
  var pathSuffix: String?
  var remaining: Int?

  func matches(method: String, target: String) -> Bool {
    if let expected = self.method, expected != method { return false }
    if let suffix = pathSuffix, !target.hasSuffix(suffix) { return false }
    return remaining.map { $0 > 0 } ?? true
  }
}
