import Foundation
import RecipesFixtures
import Testing

/// `recipes import` against a loopback web server: a page in every state a site can leave
/// it in, and what the library holds afterwards.
@MainActor
@Suite struct ImportCommandTests {
  private let recipes: CommandLineRun
  private let server: LoopbackHTTPServer

  init() throws {
    recipes = try CommandLineRun()
    server = try LoopbackHTTPServer()
    let page = try StubResponse.fixture("cli/shortbread.html", contentType: "text/html")
    server.setRoute("/shortbread", page)
    server.setRoute(
      "/pictures/shortbread.png",
      StubResponse(
        headers: ["Content-Type": "image/png"],
        body: .data(TestImages.png(width: 4, height: 3))))
    server.setRoute("/forbidden", .status(403))
    server.setRoute("/gone", .status(404))
    server.setRoute("/broken", .status(500))
    server.setRoute("/slow", .stall)
    server.setRoute(
      "/huge",
      StubResponse(
        headers: ["Content-Type": "text/html"], body: .repeating(0x20, count: 6 * 1024 * 1024)))
    server.setRoute("/json", .json("{\"name\": \"not a page\"}"))
    server.setRoute(
      "/about",
      StubResponse(
        headers: ["Content-Type": "text/html; charset=utf-8"],
        body: .data(Data("<html><body><h1>About us</h1></body></html>".utf8))))
  }

  private func address(_ path: String) throws -> String {
    try server.url(path).absoluteString
  }

  /// `recipes list --mine --json`'s ids.
  private func mine() async throws -> [String] {
    let list = await recipes(["list", "--mine", "--json", "--offline"] + recipes.dataDirectory)
    #expect(list.status == 0, "\(list.errors)")
    return try list.rows().compactMap { $0["id"] as? String }
  }

  @Test func aPageImportsAsAnOwnRecipeWithEveryField() async throws {
    let result = await recipes(
      ["import", try address("/shortbread"), "--json", "--timeout", "5"] + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    let rows = try result.rows()
    #expect(rows.count == 1)
    let recipe = try #require(rows.first)
    let id = try #require(recipe["id"] as? String)
    #expect(id.hasPrefix("mine-"))
    #expect(recipe["name"] as? String == "Brown Butter Shortbread")
    #expect(recipe["yield"] as? String == "16 fingers")
    #expect(recipe["prepMinutes"] as? Int == 15)
    #expect(recipe["cookMinutes"] as? Int == 25)
    #expect(recipe["author"] as? String == "Loopback Kitchen")
    #expect(recipe["sourceURL"] as? String == (try address("/shortbread")))
    #expect(recipe["thumbnailURL"] as? String == (try address("/pictures/shortbread.png")))
    let ingredients = try #require(recipe["ingredients"] as? [[String: Any]])
    #expect(ingredients.first?["text"] as? String == "225 g butter, browned and cooled")
    #expect((recipe["steps"] as? [[String: Any]])?.compactMap { $0["text"] as? String }.count == 3)
    let sections = try #require(recipe["sections"] as? [[String: Any]])
    #expect(sections.map { $0["title"] as? String } == ["The dough", "Baking"])
    #expect(try await mine() == [id])
    // The picture was fetched at import, so it is there offline.
    #expect(server.requests.map(\.target).contains("/pictures/shortbread.png"))

    let show = await recipes(["--offline", "show", id, "--json"] + recipes.dataDirectory)
    #expect(show.status == 0)
    #expect(try show.object()["name"] as? String == "Brown Butter Shortbread")
  }

  @Test func importingThePageAgainUpdatesTheSameRecipeAndKeepsItsFavorite() async throws {
    let first = await recipes(["import", try address("/shortbread")] + recipes.dataDirectory)
    #expect(first.status == 0, "\(first.errors)")
    let id = try #require(try await mine().first)
    let favorite = await recipes(["favorite", id, "--offline"] + recipes.dataDirectory)
    #expect(favorite.status == 0, "\(favorite.errors)")

    let again = await recipes(
      ["--data-dir", recipes.directory.url.path, "import", try address("/shortbread"), "--json"])
    #expect(again.status == 0, "\(again.errors)")
    #expect(try again.rows().map { $0["id"] as? String } == [id])
    #expect(try again.rows().first?["favorite"] as? Bool == true)
    #expect(try await mine() == [id])
    #expect(
      again.errors.contains("“Brown Butter Shortbread” is already in My recipes."),
      "\(again.errors)")
    #expect(!first.errors.contains("already"), "a first import is not said to be a repeat")
  }

  @Test(arguments: [
    ("/forbidden", "HTTP 403"), ("/gone", "HTTP 404"), ("/broken", "HTTP 500"),
    ("/huge", "larger than"), ("/json", "did not return a web page"),
    ("/about", "no recipe"),
  ])
  func aPageThatCannotBeImportedSaysWhyOnOneLineAndSavesNothing(
    path: String, reason: String
  ) async throws {
    let before = await recipes(["import", try address("/shortbread")] + recipes.dataDirectory)
    #expect(before.status == 0)
    let saved = try await mine()

    let result = await recipes(
      ["import", try address(path), "--timeout", "5"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(result.errors)")
    #expect(result.errors.hasPrefix("recipes: error: "))
    #expect(result.errors.contains(reason), "\(result.errors)")
    #expect(try await mine() == saved)
  }

  @Test func aForbiddenPageTellsToSaveItAndImportTheFile() async throws {
    let result = await recipes(["import", try address("/forbidden")] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.errors.contains("recipes import page.html"), "\(result.errors)")
  }

  @Test func aSlowServerTimesOutAndSavesNothing() async throws {
    let result = await recipes(
      ["import", try address("/slow"), "--timeout", "1"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(result.errors.contains("too long"), "\(result.errors)")
    #expect(try await mine().isEmpty)
  }

  @Test func oneBadSourceAmongGoodOnesSavesNone() async throws {
    let result = await recipes(
      ["import", try address("/shortbread"), try address("/gone")] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(try await mine().isEmpty)
  }

  @Test func aSavedPageFromStandardInputImportsLikeTheAddressItCameFrom() async throws {
    let page = try Fixtures.data("cli/shortbread.html")
    let url = try address("/shortbread")
    let saved = await recipes(
      ["import", "-", "--url", url, "--json", "--offline"] + recipes.dataDirectory, input: page)
    #expect(saved.status == 0, "\(saved.errors)")
    let id = try #require(try saved.rows().first?["id"] as? String)
    #expect(try saved.rows().first?["sourceURL"] as? String == url)
    #expect(
      try saved.rows().first?["thumbnailURL"] as? String
        == (try address("/pictures/shortbread.png")))

    // The same page fetched later is the same recipe.
    let fetched = await recipes(["import", url, "--json"] + recipes.dataDirectory)
    #expect(try fetched.rows().first?["id"] as? String == id)
    #expect(try await mine() == [id])
  }

  @Test func aSavedFileImportsByItsPath() async throws {
    let file = recipes.directory.file("saved page.html")
    try Fixtures.data("cli/shortbread.html").write(to: file)
    let result = await recipes(
      ["--offline", "import", file.path, "--url", "https://kitchen.example.org/shortbread"]
        + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("Brown Butter Shortbread"))
    #expect(try await mine().count == 1)
  }

  @Test func withOfflineNoPageIsFetched() async throws {
    let result = await recipes(
      ["import", try address("/shortbread"), "--offline"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(server.requests.isEmpty)
    #expect(try await mine().isEmpty)
  }

  @Test(arguments: [
    ["import"], ["import", "page.html", "--url", "not an address"], ["import", "-", "-"],
  ])
  func usageErrorsAreStatus2(_ arguments: [String]) async {
    let result = await recipes(arguments + recipes.dataDirectory)
    #expect(result.status == 2, "\(result.errors)")
    #expect(server.requests.isEmpty)
  }

  @Test(arguments: ["ftp://kitchen.example.org/page.html", "no-such-file.html"])
  func somethingThatIsNoSourceIsStatus1(_ source: String) async throws {
    let result = await recipes(["import", source, "--offline"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(try await mine().isEmpty)
  }

  @Test func plainHTTPToAnotherHostNeedsAllowHTTP() async throws {
    let result = await recipes(
      ["import", "http://kitchen.example.org/shortbread"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.errors.contains("--allow-http"), "\(result.errors)")
  }

  @Test func thePictureDownloadedAtImportIsThereOffline() async throws {
    let imported = await recipes(["import", try address("/shortbread")] + recipes.dataDirectory)
    #expect(imported.status == 0, "\(imported.errors)")
    server.stop()
    let backup = recipes.directory.file("backup")
    let export = await recipes(
      ["--offline", "export", "--output", backup.path] + recipes.dataDirectory)
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.errors.isEmpty, "no picture was left out: \(export.errors)")
    let picture = backup.appendingPathComponent("Brown Butter Shortbread/full.png")
    #expect(try Data(contentsOf: picture) == TestImages.png(width: 4, height: 3))
  }

  @Test func aSourceWithoutRecipesImportsNothingAndSaysSo() async throws {
    let backup = recipes.directory.file("empty-backup")
    let export = await recipes(
      ["--offline", "export", "--output", backup.path] + recipes.dataDirectory)
    #expect(export.output.contains("Exported 0 recipes"), "\(export.output)")
    let result = await recipes(["import", backup.path, "--offline"] + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("nothing was imported"))
  }
}
