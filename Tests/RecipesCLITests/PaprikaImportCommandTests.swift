import Foundation
import RecipesFixtures
import Testing

/// `recipes import` of a Paprika export, offline: everything it needs is inside the file.
@MainActor
@Suite struct PaprikaImportCommandTests {
  private let recipes: CommandLineRun
  private let export: URL

  init() throws {
    recipes = try CommandLineRun()
    export = recipes.directory.file("kitchen.paprikarecipes")
    try Fixtures.data("import/paprika/kitchen.paprikarecipes").write(to: export)
  }

  private func mine() async throws -> [String] {
    let list = await recipes(["list", "--mine", "--json", "--offline"] + recipes.dataDirectory)
    #expect(list.status == 0, "\(list.errors)")
    return try list.rows().compactMap { $0["id"] as? String }
  }

  @Test func anExportImportsEveryRecipeAsJSON() async throws {
    let result = await recipes(
      ["--offline", "import", export.path, "--json"] + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    let rows = try result.rows()
    #expect(
      rows.compactMap { $0["name"] as? String } == [
        "Lemon Drizzle Loaf", "Chickpea Curry with Rice", "Chickpea Curry for a Crowd",
        "Quick Flatbreads", "Overnight Oats",
      ])
    let loaf = try #require(rows.first)
    let picture = try #require(loaf["thumbnailURL"] as? String)
    #expect(picture.contains("/pictures/") && picture.hasSuffix(".png"), "\(picture)")
    #expect(loaf["yield"] as? String == "Makes 1 loaf (10 slices)")
    #expect(loaf["prepMinutes"] as? Int == 15)
    let curry = rows[1]
    let sections = try #require(curry["sections"] as? [[String: Any]])
    #expect(sections.map { $0["title"] as? String } == ["Curry", "Rice"])
    #expect(Set(try await mine()) == Set(rows.compactMap { $0["id"] as? String }))

    // Again: the same five recipes, updated.
    let again = await recipes(["--offline", "import", export.path] + recipes.dataDirectory)
    #expect(again.status == 0, "\(again.errors)")
    #expect(try await mine().count == 5)
  }

  @Test func aDamagedExportIsStatus1InOneLineAndSavesNothing() async throws {
    let data = try Data(contentsOf: export)
    try data.prefix(data.count / 2).write(to: export)
    let result = await recipes(["--offline", "import", export.path] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(result.errors.contains("kitchen.paprikarecipes"), "\(result.errors)")
    #expect(try await mine().isEmpty)
  }
}
