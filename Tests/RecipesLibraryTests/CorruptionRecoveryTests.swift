import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct CorruptionRecoveryTests {
  @Test func aFileOfRandomBytesIsMovedAsideAndReplacedBySeededLibrary() async throws {
    let directory = try TemporaryDirectory()
    var random = SeededRandomNumberGenerator(seed: 42)
    let garbage = Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &random) })
    try garbage.write(to: directory.file(LibraryDatabase.fileName))
    try Data("not a wal".utf8).write(to: directory.file(LibraryDatabase.fileName + "-wal"))
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 4))

    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: catalog, now: { Date(timeIntervalSince1970: 1_750_000_000) })

    let moved = try #require(database.recoveredCorruptFile)
    #expect(moved.lastPathComponent == "library.sqlite.corrupt-20250615T150640Z")
    #expect(try Data(contentsOf: moved) == garbage)
    // SQLite deletes the junk log on closing the damaged file; none is left to the new one.
    #expect(
      try directory.fileNames().filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") }
        == ["library.sqlite", "library.sqlite.corrupt-20250615T150640Z"])
    #expect(try await database.recipes(.init()).count == 4)
    #expect(try await database.search(.init(words: ["catalog"]), limit: 10).count == 4)

    let reopened = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(reopened.recoveredCorruptFile == nil)
  }

  /// Writes a library of the catalog and 300 recipes into `directory` and closes it.
  private func writeLibrary(in directory: TemporaryDirectory, catalog: Data) async throws {
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    try await database.save(SyntheticRecipes.recipes(count: 300))
  }

  /// Overwrites every seventh byte of `file` from `offset` on; returns the file's size.
  @discardableResult
  private func scribble(over file: URL, from offset: (Int) -> Int) throws -> Int {
    var bytes = try Data(contentsOf: file)
    for index in stride(from: offset(bytes.count), to: bytes.count, by: 7) { bytes[index] = 0x5A }
    try bytes.write(to: file)
    return bytes.count
  }

  @Test func aDamagedPageFailingQuickCheckIsRecovered() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2))
    try await writeLibrary(in: directory, catalog: catalog)
    // Keep the header page, so SQLite opens the file, and scribble over the rest.
    let size = try scribble(over: directory.file(LibraryDatabase.fileName), from: { _ in 4096 })
    #expect(size > 8 * 4096)

    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(database.recoveredCorruptFile != nil)
    #expect(try await database.recipes(.init()).count == 2)
  }

  @Test func aDamagedPageFoundAfterOpeningIsRecoveredInPlace() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2))
    try await writeLibrary(in: directory, catalog: catalog)
    do {
      let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
      #expect(try await database.verifyIntegrity(catalog: catalog) == nil, "sound at first")
    }
    // Damage only the second half: recipe and index pages that opening does not read.
    try scribble(over: directory.file(LibraryDatabase.fileName), from: { $0 / 2 })

    // Opened without the check, as the window does: the damage is not seen yet.
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: catalog, verifyingIntegrity: false)
    #expect(database.recoveredCorruptFile == nil)
    let moved = try #require(try await database.verifyIntegrity(catalog: catalog))
    #expect(FileManager.default.fileExists(atPath: moved.path))
    #expect(try await database.recipes(.init()).count == 2, "a fresh library, seeded")
    #expect(try await database.verifyIntegrity(catalog: catalog) == nil)
  }

  @Test func aHealthyLibraryIsNotRecovered() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2))
    _ = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(database.recoveredCorruptFile == nil)
    #expect(try directory.fileNames().allSatisfy { !$0.contains("corrupt") })
  }

  @Test func twoRecoveriesInTheSameSecondKeepBothFiles() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON([])
    let instant: @Sendable () -> Date = { Date(timeIntervalSince1970: 0) }
    var moved: [URL] = []
    for _ in 0..<2 {
      try Data(repeating: 0x42, count: 4096).write(to: directory.file(LibraryDatabase.fileName))
      let database = try await LibraryDatabase.open(
        in: directory.url, catalog: catalog, now: instant)
      moved.append(try #require(database.recoveredCorruptFile))
    }
    #expect(
      moved.map(\.lastPathComponent) == [
        "library.sqlite.corrupt-19700101T000000Z", "library.sqlite.corrupt-19700101T000000Z-2",
      ])
  }
}
