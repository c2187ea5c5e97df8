import RecipesCore
import RecipesSync
import Testing

/// Folder names by Nextcloud Cookbook's rule, for hostile recipe names.
@Suite struct CookbookFolderNameTests {
  private let id = Recipe.ID(rawValue: "mine:0A1B")

  private func folder(_ name: String, taken: Set<String> = []) -> String {
    CookbookFolderName.make(name: name, id: id, taken: taken)
  }

  @Test func cookbooksCharactersBecomeUnderscores() {
    #expect(folder(#"Pâte à choux: #1 & "best"!"#) == "Pâte à choux_ _1 _ _best__")
    #expect(folder("Mum's a/b | c ^ d?") == "Mum_s a_b _ c _ d_")
    #expect(folder("back\\slash\ttab") == "back_slash_tab")
  }

  @Test func dotsAndSpacesAtTheEndsGo() {
    #expect(folder("  Leek Soup  ") == "Leek Soup")
    #expect(folder("...Hidden") == "Hidden")
    #expect(folder(". . .Soup") == "Soup")
    // Nothing is left: the id, made safe the same way.
    #expect(folder("..") == "mine_0A1B")
    #expect(folder("...") == "mine_0A1B")
    #expect(folder("   ") == "mine_0A1B")
  }

  @Test func longNamesAreCutAtOneHundredCharactersWithoutSplittingOne() {
    let long = String(repeating: "a", count: 300)
    #expect(folder(long) == String(repeating: "a", count: 100))
    // 99 letters then a family emoji (one character of several scalars) then more.
    let family = "👨‍👩‍👧"
    let emoji = String(repeating: "b", count: 99) + family + "cc"
    #expect(folder(emoji) == String(repeating: "b", count: 99) + family)
    // A cut that ends in a space drops it.
    let spaced = String(repeating: "c", count: 99) + " d"
    #expect(folder(spaced) == String(repeating: "c", count: 99))
  }

  @Test func takenNamesGetANumberWithinTheLimitIgnoringCase() {
    #expect(folder("Leek Soup", taken: ["leek soup"]) == "Leek Soup (2)")
    #expect(folder("LEEK SOUP", taken: ["leek soup", "leek soup (2)"]) == "LEEK SOUP (3)")
    let long = String(repeating: "a", count: 300)
    let numbered = folder(long, taken: [String(repeating: "a", count: 100)])
    #expect(numbered == String(repeating: "a", count: 96) + " (2)")
    #expect(numbered.count == 100)
  }
}
