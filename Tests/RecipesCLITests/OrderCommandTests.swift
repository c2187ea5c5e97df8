import Foundation
import Testing

/// `rate` and `collection` from the command line: what `show`, `list` and `search` then say,
/// and one line with the documented exit status for each mistake.
@MainActor
@Suite struct OrderCommandTests {
  private let recipes: CommandLineRun
  private let catalog: Catalog

  init() throws {
    recipes = try CommandLineRun()
    catalog = try Catalog()
  }

  private func run(_ arguments: [String]) async -> CommandResult {
    await recipes(arguments + ["--offline"] + recipes.dataDirectory)
  }

  private func succeeded(_ arguments: [String]) async throws -> CommandResult {
    let result = await run(arguments)
    try #require(result.status == 0, "\(arguments) failed: \(result.errors)")
    return result
  }

  @Test func aRatingShowsInShowListAndSearchAndZeroClearsIt() async throws {
    let stew = try catalog.entry(named: "Beef and Guinness Stew").id
    let rated = try await succeeded(["rate", stew, "4"])
    #expect(rated.output.contains("Beef and Guinness Stew"))
    #expect(try await succeeded(["show", stew, "--json"]).object()["rating"] as? Int == 4)
    let row = try await succeeded(["list", "--json"]).rows().first { $0["id"] as? String == stew }
    #expect(row?["rating"] as? Int == 4)
    let found = try await succeeded(["search", "rating:4", "--json"]).rows()
    #expect(found.compactMap { $0["id"] as? String } == [stew])
    #expect(try await succeeded(["search", "rating:5", "--json"]).rows().isEmpty)
    _ = try await succeeded(["rate", stew, "0"])
    #expect(try await succeeded(["show", stew, "--json"]).object()["rating"] is NSNull)
  }

  @Test func aWrongNumberOfStarsIsAUsageErrorAndAnUnknownRecipeAFailure() async throws {
    let stew = try catalog.entry(named: "Beef and Guinness Stew").id
    for stars in ["6", "2.5", "four", "10"] {
      let result = await run(["rate", stew, stars])
      #expect(result.status == 2, "\(stars)")
      #expect(result.errors.split(separator: "\n").count == 1, "one line: \(result.errors)")
    }
    let unknown = await run(["rate", "catalog-no-such", "3"])
    #expect(unknown.status == 1)
  }

  @Test func collectionsAreMadeFilledRenamedListedAndDeletedKeepingTheirRecipes() async throws {
    let stew = try catalog.entry(named: "Beef and Guinness Stew").id
    let gazpacho = try catalog.entry(named: "Gazpacho").id
    _ = try await succeeded(["collection", "add", "Christmas", stew, gazpacho])
    _ = try await succeeded(["collection", "add", "Summer", gazpacho])
    let listed = try await succeeded(["collection", "list", "--json"]).rows()
    #expect(listed.map { $0["name"] as? String } == ["Christmas", "Summer"])
    #expect(listed.map { $0["count"] as? Int } == [2, 1])
    let christmas = try await succeeded(["list", "--collection", "christmas", "--json"]).rows()
    #expect(Set(christmas.compactMap { $0["id"] as? String }) == [stew, gazpacho])

    _ = try await succeeded(["collection", "remove", "Christmas", gazpacho])
    _ = try await succeeded(["collection", "rename", "Christmas", "Noël"])
    let renamed = try await succeeded(["list", "--collection", "Noël", "--json"]).rows()
    #expect(renamed.compactMap { $0["id"] as? String } == [stew])

    _ = try await succeeded(["collection", "delete", "Noël"])
    #expect(try await succeeded(["show", stew, "--json"]).object()["name"] != nil)
    let left = try await succeeded(["collection", "list", "--json"]).rows()
    #expect(left.map { $0["name"] as? String } == ["Summer"])
  }

  @Test func collectionMistakesSayOneLine() async throws {
    let stew = try catalog.entry(named: "Beef and Guinness Stew").id
    _ = try await succeeded(["collection", "add", "Summer", stew])
    let cases: [([String], Int32)] = [
      (["collection", "add", "  ", stew], 2),
      (["collection", "rename", "Summer", ""], 2),
      (["collection", "add", "Winter", stew], 0),
      (["collection", "rename", "Winter", "summer"], 2),
      (["collection", "delete", "Autumn"], 1),
      (["collection", "remove", "Autumn", stew], 1),
      (["list", "--collection", "Autumn"], 1),
      (["collection", "add", "Summer", "catalog-no-such"], 1),
    ]
    for (arguments, status) in cases {
      let result = await run(arguments)
      #expect(result.status == status, "\(arguments): \(result.errors)")
      if status != 0 {
        #expect(result.errors.split(separator: "\n").count == 1, "one line: \(result.errors)")
      }
    }
  }
}
