import Foundation
import RecipesArchives
import RecipesCore
import RecipesTestSupport
import Testing

@testable import RecipesImport

/// The limits of a Paprika export, made small so the fixture reaches them: each recipe's
/// JSON, and all of them together once unpacked.
@Suite struct PaprikaExportLimitsTests {
  private let fixture = Fixtures.directory.appendingPathComponent(
    "import/paprika/kitchen.paprikarecipes")

  private func reason(_ limits: ArchiveLimits) throws -> String? {
    let scratch = try TemporaryDirectory(label: "paprika")
    let export = PaprikaExport(file: fixture, photosFolder: scratch.url, limits: limits)
    do {
      _ = try export.recipes(newID: { "mine-new" })
      return nil
    } catch {
      guard case .unusableArchive(let path, let reason) = error else { return "\(error)" }
      #expect(path == fixture.path)
      return reason
    }
  }

  @Test func theFixtureFitsTheDefaults() throws {
    #expect(try reason(ArchiveLimits()) == nil)
  }

  @Test func oneRecipeOverTheEntryLimitStopsTheExport() throws {
    #expect(
      try reason(ArchiveLimits(entryBytes: 100))
        == "“Lemon Drizzle Loaf.paprikarecipe” would unpack to more than 100 bytes")
  }

  @Test func theRecipesTogetherAreHeldToTheTotalLimit() throws {
    // Every entry fits on its own; their JSON together does not.
    #expect(
      try reason(ArchiveLimits(entryBytes: 2000, totalBytes: 2500))
        == "it would unpack to more than 2500 bytes")
  }
}
