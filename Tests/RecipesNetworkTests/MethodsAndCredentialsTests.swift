import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@testable import RecipesNetwork

extension NetworkTests {
  /// What WebDAV needs of the session.
  ///
  /// Any method, a body of known length, Basic credentials kept to their origin, and every
  /// status handed back. Uploads themselves are exercised against a real Apache in
  /// RecipesSyncTests.
  @Suite struct MethodsAndCredentials {
    private static let credentials = HTTPCredentials(user: "cook", password: "s3cret pass")
    private static let basic = "Basic " + Data("cook:s3cret pass".utf8).base64EncodedString()

    @Test func credentialsGoToTheRequestedOriginAsBasic() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/private", .json("{}"))
        var request = HTTPRequest(url: try loopback.server.url("/private"))
        request.credentials = Self.credentials
        _ = try await loopback.session.data(for: request)
        #expect(loopback.server.requests.first?.headers["authorization"] == Self.basic)
      }
    }

    @Test func aRedirectWithinTheOriginKeepsTheCredentials() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/old", .redirect(to: "/new"))
        loopback.server.setRoute("/new", .json("{}"))
        var request = HTTPRequest(url: try loopback.server.url("/old"))
        request.credentials = Self.credentials
        _ = try await loopback.session.data(for: request)
        #expect(
          loopback.server.requests.map { $0.headers["authorization"] } == [Self.basic, Self.basic])
      }
    }

    /// Two loopback servers are two origins (another port); `localhost` is another host.
    @Test(arguments: ["127.0.0.1", "localhost"])
    func anAuthenticatedRedirectToAnotherOriginIsRefusedBeforeItIsFollowed(host: String)
      async throws
    {
      let elsewhere = try LoopbackHTTPServer(fallback: .json("{}"))
      defer { elsewhere.stop() }
      try await Loopback.run { loopback in
        let target = "http://\(host):\(elsewhere.port)/steal"
        loopback.server.setRoute("/old", .redirect(to: target))
        var request = HTTPRequest(url: try loopback.server.url("/old"))
        request.credentials = Self.credentials
        let error = await recipesError { try await loopback.session.data(for: request) }
        #expect(error == .refusedURL(target))
        #expect(elsewhere.statistics.requests == 0)
      }
    }

    @Test func anUnauthenticatedRedirectToAnotherOriginIsStillFollowed() async throws {
      let elsewhere = try LoopbackHTTPServer(fallback: .json("[2]"))
      defer { elsewhere.stop() }
      try await Loopback.run { loopback in
        loopback.server.setRoute("/old", .redirect(to: "http://127.0.0.1:\(elsewhere.port)/x"))
        let response = try await loopback.fetch("/old")
        #expect(response.body == Data("[2]".utf8))
      }
    }

    @Test func anotherMethodIsSentAndItsRedirectComesBackUnfollowed() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/folder", .redirect(to: "/folder/", status: 301))
        var request = HTTPRequest(url: try loopback.server.url("/folder"), method: .delete)
        request.credentials = Self.credentials
        let response = try await loopback.session.response(for: request)
        #expect(response.status == 301)
        #expect(response.header("Location") == "/folder/")
        #expect(loopback.server.requests.map(\.method) == ["DELETE"])
      }
    }

    @Test(arguments: [404, 409, 412, 423, 507, 500])
    func responseHandsBackEveryStatusWithItsBodyWhereDataThrows(status: Int) async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/x", .json(#"{"why": "because"}"#, status: status))
        let url = try loopback.server.url("/x")
        let response = try await loopback.session.response(for: HTTPRequest(url: url))
        #expect(response.status == status)
        #expect(response.body == Data(#"{"why": "because"}"#.utf8))
        let error = await recipesError {
          try await loopback.session.data(for: HTTPRequest(url: url))
        }
        #expect(error == .httpStatus(status))
      }
    }

    @Test func responseHeadersAreReadByAnyCase() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute(
          "/f", StubResponse(status: 201, headers: ["ETag": #""a1""#, "OC-ETag": #""b2""#]))
        let request = HTTPRequest(url: try loopback.server.url("/f"), method: .mkcol)
        let response = try await loopback.session.response(for: request)
        #expect(response.status == 201)
        #expect(response.header("etag") == #""a1""#)
        #expect(response.header("OC-ETag") == #""b2""#)
        #expect(loopback.server.requests.first?.method == "MKCOL")
      }
    }

    @Test func anUploadAnnouncesItsLengthAndNeverAsksToContinue() throws {
      let url = try #require(CurlURL("http://127.0.0.1:8080/Recipes/recipe.json"))
      let request = HTTPRequest(
        url: try #require(URL(string: url.absoluteString)), kind: .file, method: .put,
        body: Data(repeating: 0x41, count: 3 * 1024 * 1024), credentials: Self.credentials)
      let settings = TransferSettings(request: request, url: url, userAgent: "UA")
      #expect(settings.customMethod == "PUT")
      #expect(settings.body?.count == 3 * 1024 * 1024)
      #expect(settings.headerLines.contains("Expect:"))
      #expect(!settings.followsRedirects)
      #expect(settings.credentials == Self.credentials)

      let get = TransferSettings(
        request: HTTPRequest(url: try #require(URL(string: url.absoluteString))), url: url,
        userAgent: "UA")
      #expect(get.customMethod == nil)
      #expect(get.followsRedirects)
      #expect(!get.headerLines.contains("Expect:"))
    }

    @Test func thePasswordNeverShowsInText() {
      var dumped = ""
      dump(Self.credentials, to: &dumped)
      let request = HTTPRequest(
        url: URL(fileURLWithPath: "/"), credentials: Self.credentials)
      for text in [
        "\(Self.credentials)", String(reflecting: Self.credentials), dumped,
        String(describing: request), String(reflecting: request),
      ] {
        #expect(!text.contains("s3cret"), "\(text)")
      }
      #expect("\(Self.credentials)" == "cook:•••")
    }

    @Test(arguments: ["PROPFIND", "MKCOL", "X-CUSTOM_1"])
    func methodsAreHTTPTokens(name: String) {
      #expect(HTTPMethod(rawValue: name)?.rawValue == name)
    }

    @Test(arguments: ["", "GET /x HTTP/1.1\r\nHost: evil", "PRO PFIND", "MÖVE", "A\nB"])
    func anythingElseIsNoMethod(name: String) {
      #expect(HTTPMethod(rawValue: name) == nil)
    }
  }
}
