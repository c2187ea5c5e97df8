import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// The cook's corrections of nutrition in the library file (schema version 14): a food or
/// "leave out" per ingredient name, replaced, forgotten, and kept across openings; a library
/// of an older version gains the table empty.
@Suite struct FoodCorrectionStorageTests {
  @Test func choicesAreReplacedForgottenAndKeptAcrossOpenings() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    #expect(try await database.foodCorrections().isEmpty)
    try await database.setFoodCorrection("green onion", .food(id: "11291"))
    try await database.setFoodCorrection("ricotta salata", .food(id: "01036"))
    try await database.setFoodCorrection("ricotta salata", .food(id: "01037"))
    try await database.setFoodCorrection("banana leaf", .leftOut)
    try await database.setFoodCorrection("green onion", nil)
    try await database.setFoodCorrection("never chosen", nil)

    let reopened = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON([]))
    #expect(
      try await reopened.foodCorrections() == [
        "ricotta salata": .food(id: "01037"), "banana leaf": .leftOut,
      ])
    try await reopened.setFoodCorrection("banana leaf", .food(id: "11001"))
    #expect(try await reopened.foodCorrections()["banana leaf"] == .food(id: "11001"))
  }

  @Test func aLibraryOfVersion11GainsTheTableEmpty() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 11)
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    #expect(try await database.foodCorrections().isEmpty)
    try await database.setFoodCorrection("leek", .leftOut)
    #expect(try await database.foodCorrections() == ["leek": .leftOut])
  }
}
