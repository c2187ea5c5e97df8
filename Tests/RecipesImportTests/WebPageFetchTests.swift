import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// What the server says around a page — its charset, its encoding, its redirects — as the
/// importer meets it over HTTP.
@Suite struct WebPageFetchTests {
  @Test func theCharsetOfTheContentTypeHeaderIsFollowed() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    // "Σπανακόπιτα" in ISO-8859-7: read as windows-1252 (the guess for an undeclared page
    // that is not UTF-8) it would come out as "Óðáíáêüðéôá".
    let greekName: [UInt8] = [0xD3, 0xF0, 0xE1, 0xED, 0xE1, 0xEA, 0xFC, 0xF0, 0xE9, 0xF4, 0xE1]
    var greek = Data(
      #"<html><head><title>x</title></head><body><script type="application/ld+json">{"@type":"Recipe","name":""#
        .utf8)
    greek.append(contentsOf: greekName)
    greek.append(
      contentsOf: Data(#"","recipeIngredient":["1 egg"]}</script></body></html>"#.utf8))
    server.setRoute(
      "/greek",
      StubResponse(
        headers: ["Content-Type": "text/html; charset=ISO-8859-7"], body: .data(greek)))
    server.setRoute(
      "/leonie",
      try .fixture(
        "import/site-header-charset.html", contentType: "text/html; charset=ISO-8859-1"))
    let harness = try ImportHarness(online: true)

    let greekRecipe = try await harness.importing(try server.url("/greek").absoluteString)
    #expect(greekRecipe.map(\.name) == ["Σπανακόπιτα"])
    let tart = try #require(
      try await harness.importing(try server.url("/leonie").absoluteString).first)
    #expect(tart.name == "Crème fraîche tart with pears")
    #expect(tart.author == "Léonie Dufresne")
    // Sent as ISO-8859-1, read as windows-1252 like browsers do: 0x96 is a dash.
    #expect(tart.ingredients.map(\.text)[1] == "3 pears \u{2013} thinly sliced")
  }

  @Test func aGzipPageIsSentOnlyBecauseItWasAskedForAndReadDecoded() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let gzipped = try Fixtures.data("import/site-wprm-yoast.html.gz")
    server.setRoute(
      "/chilli",
      try StubResponse.fixture("import/site-wprm-yoast.html", contentType: "text/html")
        .offeringGzip(gzipped))
    let harness = try ImportHarness(online: true)

    let recipe = try #require(
      try await harness.importing(try server.url("/chilli").absoluteString).first)
    #expect(recipe.name == "Smoky Bean Chilli")
    #expect(recipe.ingredients.count == 8)
    let request = try #require(server.requests.first(where: { $0.target == "/chilli" }))
    #expect((request.headers["accept-encoding"] ?? "").contains("gzip"))
    // The compressed bytes went over the wire, not the 100 KB page.
    #expect(server.statistics.bodyBytesSent < gzipped.count + 100)
  }

  @Test func aRedirectedPageIsReadAtItsNewAddress() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let page = #"""
      <html><head><title>Moved</title></head><body><main><h1>Barley soup</h1>
      <script type="application/ld+json">{"@type": "Recipe", "name": "Barley soup",
      "image": "pictures/barley.jpg", "recipeIngredient": ["100 g pearl barley"],
      "recipeInstructions": "Simmer the barley for 40 minutes."}</script></main></body></html>
      """#
    server.setRoute("/old-soup", .redirect(to: "/soups/barley/", status: 301))
    server.setRoute(
      "/soups/barley/",
      StubResponse(
        headers: ["Content-Type": "text/html"], body: .data(Data(page.utf8))))
    let harness = try ImportHarness(online: true)

    let recipe = try #require(
      try await harness.importing(try server.url("/old-soup").absoluteString).first)
    #expect(recipe.name == "Barley soup")
    #expect(recipe.sourceURL == (try server.url("/soups/barley/")))
    #expect(recipe.thumbnailURL == (try server.url("/soups/barley/pictures/barley.jpg")))
  }

  @Test func aPageServedAsPlainTextIsStillRead() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.setRoute("/amp", try .fixture("import/site-amp.html", contentType: "text/plain"))
    let harness = try ImportHarness(online: true)

    let recipes = try await harness.importing(try server.url("/amp").absoluteString)
    #expect(recipes.map(\.name) == ["Charred Corn Salad"])
  }
}
