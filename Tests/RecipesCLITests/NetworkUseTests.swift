import Foundation
import RecipesFixtures
import Testing

/// `--offline` never touches the network, and without it the commands do ask the API set
/// with `--api-url`: a loopback server that records every request tells which.
@MainActor
@Suite struct NetworkUseTests {
  private let recipes: CommandLineRun
  private let server: LoopbackHTTPServer

  init() throws {
    recipes = try CommandLineRun()
    // Every endpoint answers well, so only --offline can explain a request not made.
    server = try LoopbackHTTPServer(fallback: try .fixture("remote/meals-null.json"))
    server.setRoute("/search.php?s=tagine", try .fixture("remote/search-tagine.json"))
    server.setRoute("/lookup.php?i=90002", try .fixture("remote/lookup-90002.json"))
  }

  private var api: [String] { ["--api-url", server.baseURL.absoluteString, "--timeout", "5"] }

  private func run(_ arguments: [String]) async -> CommandResult {
    await recipes(arguments + api + recipes.dataDirectory)
  }

  @Test(arguments: [
    ["--offline", "list", "--refresh", "--json"],
    ["search", "tagine", "--json", "--offline"],
    ["--offline", "show", "catalog-1", "--json"],
    ["favorite", "catalog-1", "--offline"],
    ["--offline", "show", "90002"],
  ])
  func offlineCommandsSendNoRequest(_ arguments: [String]) async {
    _ = await run(arguments)
    #expect(server.statistics.acceptedConnections == 0)
    #expect(server.requests.isEmpty, "\(server.requests.map(\.target))")
    server.stop()
  }

  @Test func offlineAnswersFromTheLibraryAlone() async throws {
    let search = await run(["--offline", "search", "tagine", "--json"])
    #expect(search.status == 0)
    #expect(try !search.rows().contains { $0["id"] as? String == "90001" })
    #expect(search.errors.isEmpty, "offline is not a failure: \(search.errors)")
    let show = await run(["--offline", "show", "90002"])
    #expect(show.status == 1)
    server.stop()
    #expect(server.requests.isEmpty)
  }

  @Test func searchAsksTheAPIAndShowsWhatItSent() async throws {
    let search = await run(["search", "tagine", "--json"])
    #expect(search.status == 0, "\(search.errors)")
    server.stop()
    #expect(server.requests.map(\.target).contains("/search.php?s=tagine"))
    let rows = try search.rows()
    #expect(
      rows.first { $0["id"] as? String == "90001" }?["name"] as? String
        == "Lamb Tagine with Apricots")
  }

  @Test func showFetchesARecipeThatIsNotSaved() async throws {
    let show = await run(["show", "90002", "--json"])
    #expect(show.status == 0, "\(show.errors)")
    server.stop()
    #expect(server.requests.map(\.target).contains("/lookup.php?i=90002"))
    let recipe = try show.object()
    #expect(recipe["id"] as? String == "90002")
    #expect(recipe["name"] as? String == "Chicken Tagine with Preserved Lemon")

    // Fetched once, kept: offline, it still answers.
    let again = await run(["show", "90002", "--json", "--offline"])
    #expect(again.status == 0)
    #expect(try again.object()["name"] as? String == "Chicken Tagine with Preserved Lemon")
  }

  @Test func refreshAsksTheAPI() async throws {
    let list = await run(["list", "--refresh", "--json"])
    #expect(list.status == 0, "\(list.errors)")
    server.stop()
    #expect(!server.requests.isEmpty)
    #expect(server.requests.allSatisfy { $0.method == "GET" })
  }
}
