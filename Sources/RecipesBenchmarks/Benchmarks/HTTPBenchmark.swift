import Foundation
import RecipesCore
import RecipesNetwork

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Small GETs to a loopback server, through `CurlSession` and through Foundation's
/// `URLSession`, in the same run and against the same server.
///
/// Both clients keep `httpConcurrency` requests in flight and may open the same number of
/// connections to the host (`CurlSession`'s default), so the figures compare the clients,
/// not their connection limits. Each figure is the median of `httpRoundCount` rounds.
enum HTTPBenchmark {
  /// What every request gets back: a small TheMealDB answer.
  static let body = Data(
    (#"{"meals":[{"idMeal":"52772","strMeal":"Teriyaki Chicken Casserole","#
      + #""strCategory":"Chicken","strArea":"Japanese","strMealThumb":null}]}"#).utf8)

  /// Runs both clients against one server.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.HTTPFigures
  {
    let server = try LoopbackHTTPServer(fallback: .json(body))
    defer { server.stop() }
    let count = max(1, configuration.httpRequestCount)
    let concurrency = max(1, configuration.httpConcurrency)
    let urls = try (0..<count).map { index in
      try server.url("/api/json/v1/1/lookup.php?i=\(52_000 + index)")
    }

    try CurlSession.globalInit()
    defer { CurlSession.globalCleanup() }
    let curl = try CurlSession(policy: HTTPURLPolicy())
    defer { curl.shutdown() }
    let curlFetch: @Sendable (URL) async throws -> Int = { url in
      try await curl.data(for: HTTPRequest(url: url, timeout: .seconds(10))).body.count
    }

    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.httpMaximumConnectionsPerHost =
      CurlSession.defaultMaximumConnectionsPerHost
    sessionConfiguration.timeoutIntervalForRequest = 10
    let urlSession = URLSession(configuration: sessionConfiguration)
    defer { urlSession.invalidateAndCancel() }
    let urlSessionFetch: @Sendable (URL) async throws -> Int = { url in
      let (data, response) = try await urlSession.data(from: url)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw BenchmarkError.unexpected("URLSession got \(response)")
      }
      return data.count
    }

    // Warm both up untimed: connections open and first-use costs are paid.
    let warmUp = Array(urls.prefix(min(count, concurrency)))
    _ = try await fetchAll(warmUp, concurrency: concurrency, with: curlFetch)
    _ = try await fetchAll(warmUp, concurrency: concurrency, with: urlSessionFetch)

    // The clients take turns, so a burst of load elsewhere hurts them alike.
    var curlRates: [Double] = []
    var urlSessionRates: [Double] = []
    for _ in 0..<max(1, configuration.httpRoundCount) {
      let curlTime = try await fetchAll(urls, concurrency: concurrency, with: curlFetch)
      curlRates.append(rate(count, per: curlTime))
      let urlSessionTime = try await fetchAll(urls, concurrency: concurrency, with: urlSessionFetch)
      urlSessionRates.append(rate(count, per: urlSessionTime))
    }
    return BenchmarkReport.HTTPFigures(
      curlSessionRequestsPerSecond: median(curlRates),
      urlSessionRequestsPerSecond: median(urlSessionRates),
      serverRequestCount: server.statistics.requests)
  }

  /// Fetches every URL, `concurrency` at a time, checks every body arrived whole, and
  /// returns how long it all took.
  private static func fetchAll(
    _ urls: [URL], concurrency: Int, with fetch: @escaping @Sendable (URL) async throws -> Int
  ) async throws -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let received = try await withThrowingTaskGroup(of: Int.self) { group in
      var pending = urls.makeIterator()
      for _ in 0..<concurrency {
        guard let url = pending.next() else { break }
        group.addTask { try await fetch(url) }
      }
      var received = 0
      while let bytes = try await group.next() {
        received += bytes
        if let url = pending.next() { group.addTask { try await fetch(url) } }
      }
      return received
    }
    let elapsed = clock.now - start
    guard received == urls.count * body.count else {
      throw BenchmarkError.unexpected("received \(received) bytes for \(urls.count) requests")
    }
    return elapsed
  }
}
