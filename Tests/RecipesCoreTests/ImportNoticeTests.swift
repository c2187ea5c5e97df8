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

  @Test func aRecipeImportedAgainIsSaidToBeInMyRecipesAlready() {
    // The walk-through imported one file twice and was told "was imported" twice.
    let again = ImportNotice(imported: [Self.scones], alreadyHeld: [Self.scones.id], after: nil)
    #expect(again.message == "“Scones” is already in My recipes.")
    #expect(again.openableID == "mine-scones", "its toast still opens it")
    let both = ImportNotice(
      imported: [Self.scones, Self.stew], alreadyHeld: [Self.scones.id, Self.stew.id], after: nil)
    #expect(both.message == "2 recipes are already in My recipes.")
    let mixed = ImportNotice(
      imported: [Self.scones, Self.stew], alreadyHeld: [Self.stew.id], after: nil)
    #expect(mixed.message == "1 recipe was imported. 1 recipe is already in My recipes.")
  }
}
