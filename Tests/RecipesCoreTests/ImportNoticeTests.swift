import Foundation
import RecipesCore
import Testing

/// The main window's word after an import: what it says, what it opens, and that each
/// import is a new notice.
@Suite("Import notice")
struct ImportNoticeTests {
  private static let scones = Recipe(id: "mine-scones", name: "Scones", category: "Baking")
  private static let stew = Recipe(id: "mine-stew", name: "Stew", category: "Beef")

  @Test func oneRecipeIsNamedAndCanBeOpened() {
    let notice = ImportNotice(imported: [Self.scones], after: nil)
    #expect(notice.message == "“Scones” was imported.")
    #expect(notice.openableID == "mine-scones")
    #expect(notice.sequence == 1)
  }

  @Test func severalAreCountedAndNoneIsSaid() {
    let several = ImportNotice(imported: [Self.scones, Self.stew], after: nil)
    #expect(several.message == "2 recipes were imported.")
    #expect(several.openableID == nil)
    let none = ImportNotice(imported: [], after: several)
    #expect(none.message == "No recipes were found to import.")
    #expect(none.openableID == nil)
  }

  @Test func theSamePageImportedTwiceIsTwoNotices() {
    let first = ImportNotice(imported: [Self.scones], after: nil)
    let second = ImportNotice(imported: [Self.scones], after: first)
    #expect(second.sequence == 2)
    #expect(first != second)
    #expect(first.message == second.message)
  }
}
