import CCurl
import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@testable import RecipesNetwork

extension NetworkTests {
  /// Which addresses may be fetched, and the curl options that enforce it.
  ///
  /// TLS cannot be served over loopback here, so the "never from https to http" rule is
  /// tested in two halves: the redirect check refuses an https → http hop, and a transfer
  /// that starts on https tells curl to follow redirects to https only.
  @Suite struct URLPolicy {
    private static func url(_ string: String) throws -> URL {
      try #require(URL(string: string))
    }

    @Test(arguments: [
      "ftp://127.0.0.1/recipes.txt", "file:///etc/passwd", "gopher://127.0.0.1/",
      "javascript:alert(1)", "http://recipes.example.com/api/", "http://10.0.0.7/",
    ])
    func refusedBeforeAnyConnection(address: String) async throws {
      try await Loopback.run { loopback in
        let request = HTTPRequest(url: try Self.url(address))
        let error = await recipesError { try await loopback.session.data(for: request) }
        #expect(error == .refusedURL(address))
        #expect(loopback.server.statistics.acceptedConnections == 0)
      }
    }

    @Test(arguments: [
      "https://www.themealdb.com/api/json/v1/1/", "http://127.0.0.1:8080/x", "http://127.9.9.9/",
      "http://localhost/", "http://LOCALHOST:99/", "http://[::1]:8080/", "HTTP://127.0.0.1/",
    ])
    func allowedWithoutAllowList(address: String) throws {
      try HTTPURLPolicy().check(try Self.url(address))
    }

    @Test func allowListOpensPlainHTTPToThoseHostsOnly() throws {
      let policy = HTTPURLPolicy(allowingPlainHTTPTo: ["Pantry.LAN"])
      try policy.check(try Self.url("http://pantry.lan:8080/api/"))
      #expect(throws: RecipesError.refusedURL("http://kitchen.lan/")) {
        try policy.check(try Self.url("http://kitchen.lan/"))
      }
    }

    @Test(arguments: ["127.0.0.1", "127.255.0.1", "::1", "[::1]", "localhost", "LocalHost."])
    func loopbackHosts(host: String) {
      #expect(HTTPURLPolicy.isLoopback(host: host))
    }

    @Test(arguments: ["128.0.0.1", "127.0.0.1.example.com", "::2", "localhost.example.com", ""])
    func notLoopbackHosts(host: String) {
      #expect(!HTTPURLPolicy.isLoopback(host: host))
    }

    @Test func redirectFromHTTPSToHTTPIsRefusedEvenToLoopback() {
      let policy = HTTPURLPolicy()
      #expect(throws: RecipesError.refusedURL("http://127.0.0.1/b")) {
        _ = try policy.vetRedirect(from: "https://www.themealdb.com/a", to: "http://127.0.0.1/b")
      }
      #expect(throws: Never.self) {
        _ = try policy.vetRedirect(from: "https://www.themealdb.com/a", to: "/b")
      }
    }

    @Test func httpsTransferFollowsRedirectsToHTTPSOnly() throws {
      let secure = try #require(CurlURL("https://www.themealdb.com/api/json/v1/1/random.php"))
      let settings = TransferSettings(
        request: HTTPRequest(url: try Self.url(secure.absoluteString)), url: secure,
        userAgent: CurlSession.defaultUserAgent)
      #expect(settings.protocols == "http,https")
      #expect(settings.redirectProtocols == "https")
      #expect(settings.maximumRedirects == 5)
      #expect(settings.bypassesProxy == false)
      #expect(settings.waitsToMultiplex)

      let local = try #require(CurlURL("http://127.0.0.1:8080/x"))
      let localSettings = TransferSettings(
        request: HTTPRequest(url: try Self.url(local.absoluteString)), url: local,
        userAgent: CurlSession.defaultUserAgent)
      #expect(localSettings.redirectProtocols == "http,https")
      #expect(localSettings.bypassesProxy)
      #expect(localSettings.waitsToMultiplex == false)
    }

    @Test func timeoutsAndLimitsFollowTheRequest() throws {
      let url = try #require(CurlURL("https://www.themealdb.com/"))
      let quick = TransferSettings(
        request: HTTPRequest(url: try Self.url(url.absoluteString), timeout: .milliseconds(1_500)),
        url: url, userAgent: "UA")
      #expect(quick.timeoutMilliseconds == 1_500)
      #expect(quick.connectTimeoutMilliseconds == 1_500)
      #expect(quick.maximumBodyBytes == 10 * 1024 * 1024)
      #expect(quick.lowSpeedBytesPerSecond > 0 && quick.lowSpeedSeconds > 0)
      let image = TransferSettings(
        request: HTTPRequest(url: try Self.url(url.absoluteString), kind: .image), url: url,
        userAgent: "UA")
      #expect(image.timeoutMilliseconds == 15_000)
      #expect(image.connectTimeoutMilliseconds == 10_000)
      #expect(image.maximumBodyBytes == 20 * 1024 * 1024)
      #expect(image.headerLines == ["Accept: image/*"])
    }

    @Test func headersWithLineBreaksAreDropped() throws {
      let url = try #require(CurlURL("https://www.themealdb.com/"))
      let request = HTTPRequest(
        url: try Self.url(url.absoluteString),
        headers: ["X-Smuggle": "a\r\nHost: elsewhere", "X-Trace": "1"])
      let settings = TransferSettings(request: request, url: url, userAgent: "UA")
      #expect(settings.headerLines == ["Accept: application/json", "X-Trace: 1"])
    }

    @Test func endpointPathsEncodeOnlyWhatTheyMust() {
      #expect(MealDBEndpoint.search("a-b_c.d~e").relativePath == "search.php?s=a-b_c.d~e")
      #expect(MealDBEndpoint.firstLetter("é").relativePath == "search.php?f=%C3%A9")
      #expect(MealDBEndpoint.lookup("52 77").relativePath == "lookup.php?i=52%2077")
      #expect(
        MealDBEndpoint.search("Côte d'Ivoire").relativePath
          == "search.php?s=C%C3%B4te%20d%27Ivoire")
    }

    @Test func curlCodesMapToTypedErrors() {
      func map(_ code: CURLcode) -> RecipesError {
        CurlErrorMapping.error(for: code, detail: "detail", url: "u", limit: 7)
      }
      #expect(map(CURLE_COULDNT_RESOLVE_HOST) == .offline)
      #expect(map(CURLE_COULDNT_RESOLVE_PROXY) == .offline)
      #expect(map(CURLE_COULDNT_CONNECT) == .connectionRefused)
      #expect(map(CURLE_OPERATION_TIMEDOUT) == .timedOut)
      #expect(map(CURLE_PEER_FAILED_VERIFICATION) == .tls("detail"))
      #expect(map(CURLE_SSL_CONNECT_ERROR) == .tls("detail"))
      #expect(map(CURLE_FILESIZE_EXCEEDED) == .tooLarge(limit: 7))
      #expect(map(CURLE_UNSUPPORTED_PROTOCOL) == .refusedURL("u"))
      #expect(isInvalidResponse(map(CURLE_TOO_MANY_REDIRECTS)))
      #expect(isInvalidResponse(map(CURLE_PARTIAL_FILE)))
      #expect(map(CURLE_OUT_OF_MEMORY) == .other("detail"))
    }
  }
}
