/// Counters of what a `LoopbackHTTPServer` has seen, for assertions.
public struct ServerStatistics: Sendable, Equatable {
  /// TCP connections accepted.
  public var acceptedConnections = 0
  /// Requests read, on all connections.
  public var requests = 0
  /// Responses sent in full.
  public var completedResponses = 0
  /// Responses the client walked away from: it closed the connection before the server
  /// had sent everything (or anything) it meant to.
  public var abandonedResponses = 0
  /// Body bytes written to clients, in total.
  public var bodyBytesSent = 0

  /// Creates zeroed counters.
  public init() {}
}

/// One request as the server received it.
public struct RecordedRequest: Sendable, Equatable {
  /// The method, such as `GET`.
  public var method: String
  /// The request target as sent: path and query, still percent-encoded.
  public var target: String
  /// The headers, names lowercased.
  public var headers: [String: String]

  /// Creates a record.
  public init(method: String, target: String, headers: [String: String]) {
    self.method = method
    self.target = target
    self.headers = headers
  }
}

/// A response the client closed its connection on before it was fully sent.
public struct AbandonedResponse: Sendable, Equatable {
  /// The request target that was being answered.
  public var target: String
  /// How many body bytes had been sent when the client went away.
  public var bodyBytesSent: Int
  /// How many body bytes the response has in full.
  public var bodyBytes: Int

  /// Creates a record.
  public init(target: String, bodyBytesSent: Int, bodyBytes: Int) {
    self.target = target
    self.bodyBytesSent = bodyBytesSent
    self.bodyBytes = bodyBytes
  }
}
