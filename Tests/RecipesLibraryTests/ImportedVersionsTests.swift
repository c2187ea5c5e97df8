import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// What the last import read of each own recipe: saved with it, outliving the cook's edits,
/// forgotten with the recipe.
@Suite struct ImportedVersionsTests {
  private static let pageURL = URL(string: "https://kitchen.example.org/leek-soup")

  private static func soup(_ name: String, servings: Int = 4) -> Recipe {
    Recipe(
      id: "mine-soup", name: name, sourceURL: pageURL,
      ingredients: [Ingredient(name: "Leeks", measure: "3", text: "3 leeks")],
      stepSections: [StepSection(title: nil, steps: ["Sweat.", "Simmer."])], servings: servings)
  }

  @Test func theReadingIsRememberedBesideTheSavedRecipeAndOutlivesAnEdit() async throws {
    let library = try await TestLibrary.make()
    let read = Self.soup("Leek Soup")
    let saved = Self.soup("Leek Soup, my way", servings: 6)
    try await library.database.saveImported([ImportedVersion(saved: saved, asImported: read)])
    #expect(try await library.database.recipe("mine-soup") == saved)
    #expect(try await library.database.asImported("mine-soup", .source) == read)

    try await library.database.saveMine([Self.soup("Leek Soup, for Sunday")])
    #expect(try await library.database.asImported("mine-soup", .source) == read)
    // The client reads the same through the live library.
    #expect(
      try await Library.live(library.database).importedVersions.asImported("mine-soup", .source)
        == read)
  }

  @Test func eachChannelKeepsItsOwnReading() async throws {
    let library = try await TestLibrary.make()
    let page = Self.soup("Leek Soup")
    let backup = Self.soup("Leek Soup, my way", servings: 6)
    try await library.database.saveImported([ImportedVersion(saved: page, asImported: page)])
    try await library.database.saveImported([
      ImportedVersion(saved: backup, asImported: backup, channel: .backup)
    ])
    #expect(try await library.database.asImported("mine-soup", .source) == page)
    #expect(try await library.database.asImported("mine-soup", .backup) == backup)
  }

  @Test func aRecipeNeverImportedHasNoReading() async throws {
    let library = try await TestLibrary.make()
    try await library.database.saveMine([Self.soup("Leek Soup")])
    #expect(try await library.database.asImported("mine-soup", .source) == nil)
  }

  @Test func deletingTheRecipeForgetsItsReading() async throws {
    let library = try await TestLibrary.make()
    let read = Self.soup("Leek Soup")
    try await library.database.saveImported([ImportedVersion(saved: read, asImported: read)])
    try await library.database.saveImported([
      ImportedVersion(saved: read, asImported: read, channel: .backup)
    ])
    try await library.database.deleteMine("mine-soup")
    #expect(try await library.database.asImported("mine-soup", .source) == nil)
    #expect(try await library.database.asImported("mine-soup", .backup) == nil)
  }

  @Test func anotherOriginIsRefusedAndNothingIsSaved() async throws {
    let library = try await TestLibrary.make()
    let catalog = Recipe(id: "52772", name: "Teriyaki Chicken")
    let read = Self.soup("Leek Soup")
    await #expect(throws: LibraryError.notMine(id: "52772")) {
      try await library.database.saveImported([
        ImportedVersion(saved: read, asImported: read),
        ImportedVersion(saved: catalog, asImported: catalog),
      ])
    }
    #expect(try await library.database.recipe("mine-soup") == nil)
    #expect(try await library.database.asImported("mine-soup", .source) == nil)
  }
}
