import Foundation
import RecipesCore
import RecipesImport
import RecipesTestSupport
import Testing

/// A GNOME Recipes collection imported again updates what the first import made.
@Suite struct GnomeRecipesReimportTests {
  private func copyOfFixture(in directory: TemporaryDirectory, as name: String) throws -> URL {
    let copy = directory.file(name)
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("import/gnome-recipes"), to: copy)
    return copy
  }

  /// `recipe` as the cook left it after editing: a video and a total time, which GNOME
  /// Recipes has no field for.
  private func editedByTheCook(_ recipe: Recipe) -> Recipe {
    Recipe(
      id: recipe.id, name: recipe.name, category: recipe.category, area: recipe.area,
      instructions: recipe.instructions, tags: recipe.tags, thumbnailURL: recipe.thumbnailURL,
      videoURL: URL(string: "https://video.example.org/goulash"), sourceURL: recipe.sourceURL,
      ingredients: recipe.ingredients, stepSections: recipe.stepSections,
      servings: recipe.servings, yield: recipe.yield, prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes, totalMinutes: 200, description: recipe.description,
      author: recipe.author)
  }

  @Test func theSameFolderTwiceUpdatesKeepingFavoritesAndTheCooksAdditions() async throws {
    let directory = try TemporaryDirectory(label: "gnome")
    let folder = try copyOfFixture(in: directory, as: "recipes")
    let harness = try ImportHarness()
    let first = try await harness.importing(folder.path)
    let goulash = try #require(first.first { $0.name == "Goulash" })
    try await harness.library.client.setFavorite(goulash.id, true)
    try await harness.library.client.saveMine([editedByTheCook(goulash)])

    // Meanwhile, in GNOME Recipes, the cook renamed the goulash.
    let database = folder.appendingPathComponent("recipes.db")
    let text = try String(contentsOf: database, encoding: .utf8)
    try text.replacingOccurrences(of: "Name=Goulash", with: "Name=Beef goulash")
      .write(to: database, atomically: true, encoding: .utf8)
    let second = try await harness.importing(folder.path)

    #expect(Set(second.map(\.id)) == Set(first.map(\.id)))
    let library = await harness.library.allRecipes
    #expect(library.count == first.count)
    let updated = try #require(library.first { $0.id == goulash.id })
    #expect(updated.name == "Beef goulash")
    #expect(updated.videoURL == URL(string: "https://video.example.org/goulash"))
    #expect(updated.totalMinutes == 200)
    #expect(updated.author == "Anna Horváth")
    #expect(await harness.library.favoriteIDs() == [goulash.id])
  }

  @Test func anotherCopyOfTheCollectionNamesTheSameRecipes() async throws {
    let directory = try TemporaryDirectory(label: "gnome")
    let home = try copyOfFixture(in: directory, as: "home")
    let stick = try copyOfFixture(in: directory, as: "usb-stick")
    let harness = try ImportHarness()
    let first = try await harness.importing(home.path)
    let second = try await harness.importing(
      stick.appendingPathComponent("recipes.db").path)
    #expect(second.map(\.id) == first.map(\.id))
    #expect(await harness.library.allRecipes.count == first.count)
  }

  @Test func aFolderNamedTwiceInOneImportIsReadOnce() async throws {
    let directory = try TemporaryDirectory(label: "gnome")
    let folder = try copyOfFixture(in: directory, as: "recipes")
    let harness = try ImportHarness()
    let source = try await harness.importer.source(folder.path, nil)
    let imported = try await harness.importer.importSources([source, source])
    #expect(imported.count == 4)
    #expect(await harness.library.allRecipes.count == 4)
  }

  @Test func aMissingOrBrokenChefsFileLeavesTheChefIds() async throws {
    let directory = try TemporaryDirectory(label: "gnome")
    let folder = try copyOfFixture(in: directory, as: "recipes")
    let chefs = folder.appendingPathComponent("chefs.db")
    try Data("[anna\nName=Anna\n".utf8).write(to: chefs)
    let broken = try await ImportHarness().importing(folder.path)
    #expect(broken.first { $0.name == "Goulash" }?.author == "anna")
    try FileManager.default.removeItem(at: chefs)
    let missing = try await ImportHarness().importing(folder.path)
    #expect(missing.first { $0.name == "Goulash" }?.author == "anna")
  }

  /// A big collection is read, named and saved whole: every recipe once, under its own id.
  @Test func fiveHundredRecipesImportEachOnce() async throws {
    let directory = try TemporaryDirectory(label: "gnome-big")
    let folder = directory.file("big")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = "[Metadata]\nVersion=1\n"
    for number in 1...500 {
      text += """

        [R_dish_\(number)_by_anna]
        Name=Dish \(number)
        Author=anna
        Cuisine=italian
        Category=entree
        Season=winter
        PrepTime=15 to 30 minutes
        CookTime=45 minutes to an hour
        Ingredients=1\\tkg\\tpotatoes\\t\\n2\\t\\tonions\\t\\n1\\ttbsp\\toil\\tTo fry
        Instructions=Peel.\\n\\nFry [timer:00:10:00].\\n\\nBake at [temperature:200C].
        Serves=4
        Diets=9
        Images=images/dish-\(number).png;

        """
    }
    try text.write(
      to: folder.appendingPathComponent("recipes.db"), atomically: true, encoding: .utf8)
    let harness = try ImportHarness()
    // How fast is recipes-bench's to say (import_to_bare_parse), not a unit test's.
    let imported = try await harness.importing(folder.path)
    #expect(imported.count == 500)
    #expect(Set(imported.map(\.id)).count == 500)
    #expect(imported.last?.name == "Dish 500")
  }
}
