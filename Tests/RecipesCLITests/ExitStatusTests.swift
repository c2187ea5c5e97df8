import Foundation
import RecipesFixtures
import Testing

/// The exit statuses docs/command-line.md promises for commands that run: 0 when they answer (also
/// from saved recipes when the server is down), 1 when what was asked for cannot be had.
@MainActor
@Suite struct ExitStatusTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  /// A base URL on which nothing listens: the port of a server that was stopped.
  private func unreachableAPI() throws -> String {
    let server = try LoopbackHTTPServer()
    server.stop()
    return server.baseURL.absoluteString
  }

  @Test func aRecipeThatIsNotSavedIsStatus1() async {
    let show = await recipes(["show", "catalog-0", "--offline"] + recipes.dataDirectory)
    #expect(show.status == 1)
    #expect(show.output.isEmpty)
    #expect(show.errors.contains("catalog-0"), "\(show.errors)")

    let favorite = await recipes(["favorite", "catalog-0", "--offline"] + recipes.dataDirectory)
    #expect(favorite.status == 1)
    #expect(favorite.errors.contains("catalog-0"), "\(favorite.errors)")
  }

  @Test func anUnreachableServerLeavesSavedRecipesAnsweringWithStatus0() async throws {
    let api = try unreachableAPI()
    let catalog = try Catalog()
    let list = await recipes(
      ["list", "--refresh", "--json", "--api-url", api, "--timeout", "5"] + recipes.dataDirectory)
    #expect(list.status == 0)
    #expect(try list.rows().count == catalog.entries.count)
    let notes = list.errors.split(separator: "\n")
    #expect(notes.count == 1, "one line says the server failed: \(list.errors)")
    #expect(notes.first?.hasPrefix("recipes: note:") == true)

    let name = try catalog.entry(named: "Gazpacho").name
    let search = await recipes(
      ["--api-url", api, "--timeout", "5", "search", name, "--json"] + recipes.dataDirectory)
    #expect(search.status == 0)
    #expect(try search.rows().contains { $0["name"] as? String == name })
    #expect(search.errors.hasPrefix("recipes: note:"), "\(search.errors)")
  }

  @Test func aRemoteRecipeThatCannotBeFetchedIsStatus1() async throws {
    let show = await recipes(
      ["show", "90002", "--api-url", try unreachableAPI(), "--timeout", "5"]
        + recipes.dataDirectory)
    #expect(show.status == 1)
    #expect(show.errors.contains("cannot be reached"), "\(show.errors)")
  }

  @Test func aLibraryThatCannotBeOpenedIsStatus1() async throws {
    let notAFolder = recipes.directory.file("plain-file")
    try Data("not a folder".utf8).write(to: notAFolder)
    let list = await recipes(["list", "--offline", "--data-dir", notAFolder.path])
    #expect(list.status == 1)
    #expect(list.output.isEmpty)
    #expect(list.errors.contains("could not open the recipe library"), "\(list.errors)")
  }
}
