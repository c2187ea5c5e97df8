import RecipesCore
import Testing

@Suite("RecipePages")
struct RecipePagesTests {
  private func summaries(_ range: Range<Int>) -> [RecipeSummary] {
    range.map { RecipeSummary(id: Recipe.ID(rawValue: "r\($0)"), name: "Dish \($0)") }
  }

  @Test func positionsWithoutALoadedPageAreUnknown() {
    var pages = RecipePages(count: 10, pageSize: 4)
    pages.insert(summaries(4..<8), at: 4)
    #expect(pages[3] == nil)
    #expect(pages[4]?.name == "Dish 4")
    #expect(pages[7]?.name == "Dish 7")
    #expect(pages[8] == nil)
    #expect(pages[-1] == nil && pages[10] == nil)
    #expect(pages.loadedPages == [1])
    #expect(pages.allRecipes == nil)
  }

  @Test func anAnswerSpanningPagesIsSplitAndClampedToTheCount() {
    var pages = RecipePages(count: 10, pageSize: 4)
    pages.insert(summaries(0..<12), at: 0)
    #expect(pages.loadedPages == [0, 1, 2])
    #expect(pages.loadedCount == 10)
    #expect(pages.allRecipes?.map(\.name) == summaries(0..<10).map(\.name))
  }

  @Test func missingPagesAreMergedIntoRunsAndSkipThoseBeingRead() {
    var pages = RecipePages(count: 30, pageSize: 4)
    pages.insert(summaries(8..<12), at: 8)
    #expect(pages.missingRanges(in: 1..<21) == [0..<8, 12..<24])
    #expect(pages.missingRanges(in: 1..<21, excluding: [3]) == [0..<8, 16..<24])
    // The last page is short, and nothing lies past the end.
    #expect(pages.missingRanges(in: 26..<100) == [24..<30])
    #expect(pages.missingRanges(in: 40..<50).isEmpty)
  }

  @Test func pagesFarFromWhatIsShownAreForgotten() {
    var pages = RecipePages(all: summaries(0..<40), pageSize: 4)
    pages.removePages(awayFrom: 20..<24, margin: 1)
    #expect(pages.loadedPages == [4, 5, 6])
    #expect(pages[20]?.name == "Dish 20")
    #expect(pages[0] == nil)
    #expect(pages.loaded("r21")?.name == "Dish 21")
    #expect(pages.loaded("r1") == nil)
  }
}
