import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import Testing

extension NetworkTests {
  /// `RecipesAPI.live` against fixture JSON served over loopback.
  @Suite struct LiveAPI {
    private static let apiPath = "/api/json/v1/1/"

    /// Runs `body` with a live API whose base URL is the loopback server's `apiPath`, after
    /// routing each `path` (relative to it) to its response.
    private static func withAPI(
      _ routes: [String: StubResponse],
      _ body: (RecipesAPI, LoopbackHTTPServer) async throws -> Void
    ) async throws {
      try await Loopback.run { loopback in
        for (path, response) in routes { loopback.server.setRoute(apiPath + path, response) }
        let api = RecipesAPI.live(
          session: loopback.session, baseURL: try loopback.server.url(apiPath), timeout: .seconds(5)
        )
        try await body(api, loopback.server)
      }
    }

    @Test func searchDecodesFullRecipes() async throws {
      try await Self.withAPI(["search.php?s=tagine": try .fixture("remote/search-tagine.json")]) {
        api, _ in
        let recipes = try await api.search("tagine")
        #expect(recipes.map(\.id) == ["90001", "90002", "90003"])
        let lamb = try #require(recipes.first)
        #expect(lamb.name == "Lamb Tagine with Apricots")
        #expect(lamb.category == "Lamb")
        #expect(lamb.area == "Moroccan")
        #expect(lamb.tags == ["Tagine", "Slow", "Sweet"])
        #expect(lamb.ingredients.count == 10)
        #expect(lamb.ingredients.first == Ingredient(name: "Lamb shoulder", measure: "800 g"))
        #expect(lamb.steps.count == 4)
        #expect(
          lamb.thumbnailURL?.absoluteString
            == "http://127.0.0.1:8080/images/lamb-apricot-tagine.jpg")
        #expect(recipes.last?.tags == [])
      }
    }

    @Test func gzippedSearchDecodesTheSame() async throws {
      let gzip = try StubResponse.fixture("remote/search-tagine.json.gz", contentEncoding: "gzip")
      try await Self.withAPI(["search.php?s=tagine": gzip]) { api, _ in
        let recipes = try await api.search("tagine")
        #expect(recipes.count == 3)
      }
    }

    @Test func queryValuesArePercentEncoded() async throws {
      let encoded =
        "lamb%20%26%20apricot%20%3D%201%2B1%20%232%20cr%C3%A8me%20br%C3%BBl%C3%A9e%20%F0%9F%8D%8B"
      try await Self.withAPI(["search.php?s=" + encoded: try .fixture("remote/meals-null.json")]) {
        api, server in
        let recipes = try await api.search("lamb & apricot = 1+1 #2 crème brûlée 🍋")
        #expect(recipes == [])
        #expect(server.requests.map(\.target) == [Self.apiPath + "search.php?s=" + encoded])
      }
    }

    @Test func byFirstLetterAndLookup() async throws {
      try await Self.withAPI([
        "search.php?f=k": try .fixture("remote/search-letter-k.json"),
        "lookup.php?i=90002": try .fixture("remote/lookup-90002.json"),
        "lookup.php?i=99999": try .fixture("remote/meals-null.json"),
      ]) { api, _ in
        #expect(try await api.byFirstLetter("k").map(\.name) == ["Kefta Tagine with Eggs"])
        let chicken = try #require(try await api.lookup("90002"))
        #expect(chicken.name == "Chicken Tagine with Preserved Lemon")
        #expect(chicken.tags == ["Tagine", "Citrus"])
        #expect(chicken.ingredients.count == 8)
        #expect(try await api.lookup("99999") == nil)
      }
    }

    @Test func nullMealsAreEmpty() async throws {
      let null = try StubResponse.fixture("remote/meals-null.json")
      try await Self.withAPI(["search.php?s=zzz": null, "search.php?f=q": null]) { api, _ in
        let found = try await api.search("zzz")
        let lettered = try await api.byFirstLetter("q")
        #expect(found == [])
        #expect(lettered == [])
      }
    }

    @Test func garbageIsAnInvalidResponse() async throws {
      try await Self.withAPI(["lookup.php?i=1": try .fixture("remote/garbage.json")]) { api, _ in
        #expect(isInvalidResponse(await recipesError { try await api.lookup("1") }))
      }
    }

    @Test func serverErrorIsAnHTTPStatus() async throws {
      try await Self.withAPI(["search.php?s=x": .status(500)]) { api, _ in
        #expect(await recipesError { try await api.search("x") } == .httpStatus(500))
        #expect(await recipesError { try await api.lookup("2") } == .httpStatus(404))
      }
    }
  }
}
