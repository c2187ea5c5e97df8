import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// Ratings and collections are not lost in a backup, and Paprika's stars come along.
@Suite struct OrderImportTests {
  @Test func paprikasStarsBecomeRatingsAndItsZeroNone() async throws {
    let harness = try ImportHarness()
    let export = harness.dataDirectory.file("My Recipes.paprikarecipes")
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("import/paprika/kitchen.paprikarecipes"),
      to: export)
    let imported = try await harness.importing(export.path)
    let ratings = await harness.library.ratings
    let byName = Dictionary(uniqueKeysWithValues: imported.map { ($0.name, ratings[$0.id]) })
    #expect(byName["Lemon Drizzle Loaf"] == 5)
    #expect(byName["Chickpea Curry with Rice"] == 4)
    #expect(byName["Overnight Oats"] == 3)
    #expect(byName["Quick Flatbreads"] == .some(nil), "Paprika's 0 is no rating")
    #expect(byName["Chickpea Curry for a Crowd"] == .some(nil))
  }

  @Test func aBackupKeepsRatingsAndCollectionsOfOwnAndCatalogRecipes() async throws {
    let harness = try ImportHarness()
    let soup = Recipe(id: .mine(UUID()), name: "Leek Soup", servings: 4)
    let catalog = Recipe(id: "catalog-stew", name: "Catalog Stew")
    try await harness.library.client.saveMine([soup])
    try await harness.library.client.save([catalog])
    await harness.library.setRating(soup.id, 5)
    await harness.library.setRating(catalog.id, 2)
    try await harness.library.client.collections.setMemberships(soup.id, ["Winter", "Soups"])
    try await harness.library.client.collections.setMemberships(catalog.id, ["Winter"])
    let folder = harness.dataDirectory.file("backup")
    let summary = try await BackupWriter(library: harness.library.client) { _ in nil }
      .write(to: folder)
    #expect(summary.recipes == 2, "the rated catalog recipe goes along, as a favorite would")

    let other = try ImportHarness()
    _ = try await other.importing(folder.path)
    #expect(await other.library.ratings == [soup.id: 5, catalog.id: 2])
    let memberships = try await other.library.client.collections.memberships()
    #expect(memberships[soup.id] == ["Soups", "Winter"])
    #expect(memberships[catalog.id] == ["Winter"])
  }
}
