import Foundation
import RecipesFixtures
import Testing

/// `recipes pantry` and `recipes cookable` over the shipped catalog: lines kept as written,
/// what can be made in rank order with what is missing, and the exit statuses.
@MainActor
@Suite struct PantryCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func run(_ arguments: [String]) async -> CommandResult {
    await recipes(arguments + ["--offline"] + recipes.dataDirectory)
  }

  private func cookable(_ arguments: [String] = []) async throws -> [[String: Any]] {
    let result = await run(["cookable", "--json"] + arguments)
    try #require(result.status == 0, "\(result.errors)")
    return try result.rows()
  }

  @Test func anEmptyPantryIsSaidAndListedEmpty() async throws {
    let text = await run(["pantry"])
    #expect(text.status == 0)
    #expect(text.output == "The pantry is empty.\n")
    let json = await run(["pantry", "--json"])
    #expect(try json.rows().isEmpty)
  }

  @Test func whatCanBeMadeComesFirstWithWhatIsMissingNamed() async throws {
    // Chapati (catalog-78): plain flour, salt, sugar, warm water, vegetable oil. Salt and
    // water are staples.
    let added = await run(["pantry", "add", "1 kg flour", "sugar", "2 l vegetable oil"])
    #expect(added.status == 0, "\(added.errors)")
    let listed = try await run(["pantry", "--json"]).rows()
    #expect(
      listed.compactMap { $0["text"] as? String } == ["1 kg flour", "sugar", "2 l vegetable oil"])

    let ready = try await cookable(["--missing", "0"])
    let chapati = try #require(ready.first { $0["id"] as? String == "catalog-78" })
    #expect(chapati["missing"] as? [String] == [])
    #expect(chapati["have"] as? Int == 5 && chapati["need"] as? Int == 5)
    #expect(ready.allSatisfy { Set($0.keys) == ["id", "name", "have", "need", "missing"] })
    let all = try await cookable(["--limit", "50"])
    let order = all.map { (($0["missing"] as? [String])?.count ?? -1, -($0["have"] as? Int ?? 0)) }
    #expect(order.map(\.0) == order.map(\.0).sorted())
    #expect(all.first?["missing"] as? [String] == [])

    let removed = await run(["pantry", "remove", "sugars"])
    #expect(removed.status == 0, "\(removed.errors)")
    let after = try await cookable(["Chapati"])
    #expect(after.first?["missing"] as? [String] == ["Sugar"])
    #expect(after.count == 1)
  }

  @Test func badNumbersAndUnknownNamesAreRefusedInOneLine() async throws {
    _ = await run(["pantry", "add", "rice"])
    for arguments in [["--missing", "-1"], ["--limit", "0"], ["--limit", "lots"]] {
      let result = await run(["cookable"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    }
    let unknown = await run(["pantry", "remove", "rice", "dragon fruit"])
    #expect(unknown.status == 1)
    #expect(unknown.errors.split(separator: "\n").count == 1, "\(unknown.errors)")
    // Nothing was taken out: every name must be there first.
    #expect(try await run(["pantry", "--json"]).rows().count == 1)
  }
}
