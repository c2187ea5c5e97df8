import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The Activities search's answers: the library's matches for the overview's words, and the
/// name, line and picture each result shows.
@Suite("Activities search")
struct ShellSearchTests {
  private static let rendang = Recipe(
    id: "catalog-rendang", name: "Beef Rendang", category: "Beef", area: "Malaysian",
    ingredients: [Ingredient(name: "Coconut milk", measure: "400 ml")], prepMinutes: 20,
    cookMinutes: 160)
  private static let library = InMemoryLibrary(recipes: Recipe.mocks + [rendang])

  @Test func theOverviewsWordsAreSearchedAsTheSearchBoxSearchesThem() async throws {
    let search = ShellSearch(library: Self.library.client)
    #expect(try await search.resultIDs(for: ["rendang"]) == ["catalog-rendang"])
    // Word prefixes, accents and case ignored, several words all required.
    #expect(try await search.resultIDs(for: ["CREME", "bru"]) == ["catalog-8"])
    #expect(try await search.resultIDs(for: ["brownies", "rendang"]) == [])
    // The query's filters work there too.
    #expect(
      Set(try await search.resultIDs(for: ["cat:dessert"])) == ["catalog-7", "catalog-8"])
    // Words that ask nothing find nothing (not the whole library).
    #expect(try await search.resultIDs(for: []) == [])
    #expect(try await search.resultIDs(for: ["  ", ""]) == [])
  }

  @Test func moreWordsAreSearchedAgainNotOnlyAmongThePreviousResults() async throws {
    let search = ShellSearch(library: Self.library.client)
    #expect(
      try await search.refinedResultIDs(previous: ["52001"], terms: ["beef", "ren"])
        == ["catalog-rendang"])
  }

  @Test func atMostTenResultsTheLibrarysBestFirst() async throws {
    let limits = LimitRecorder()
    var library = Library.failing
    // The library's best first, in an order no sort by id or name would give.
    let best = [7, 2, 9, 0, 4, 11, 1, 8, 3, 6, 5, 10].map { Recipe.ID(rawValue: "r\($0)") }
    library.search = { _, limit in
      await limits.record(limit)
      return best.prefix(limit).map { RecipeSummary(id: $0, name: "R") }
    }
    let ids = try await ShellSearch(library: library).resultIDs(for: ["soup"])
    #expect(ids == Array(best.prefix(10)))
    #expect(ShellSearch.resultLimit == 10)
    #expect(await limits.limits == [10])
  }

  @Test func aResultShowsItsNameKindTotalTimeAndPicture() async throws {
    let picture = URL(fileURLWithPath: "/tmp/pictures/rendang.svg")
    let search = ShellSearch(
      library: Self.library.client,
      pictures: PictureFiles { recipe in recipe.id == "catalog-rendang" ? picture : nil })
    let results = try await search.results(["catalog-rendang", "gone", "catalog-3"])
    #expect(
      results == [
        ShellSearchResult(
          id: "catalog-rendang", name: "Beef Rendang", description: "Beef · 3 h",
          picture: picture),
        ShellSearchResult(
          id: "catalog-3", name: "Pasta alla Norma", description: "Pasta", picture: nil),
      ])
  }

  @Test func theLineIsTheCategoryOrElseTheCuisineAndTheTotalTime() {
    let timed = Recipe(id: "mine-a", name: "A", area: "Moroccan", totalMinutes: 80)
    #expect(ShellSearchResult.description(of: timed) == "Moroccan · 1 h 20 min")
    let bare = Recipe(id: "mine-b", name: "B", category: "  ")
    #expect(ShellSearchResult.description(of: bare) == nil)
    let quick = Recipe(id: "mine-c", name: "C", category: "Dessert", totalMinutes: 45)
    #expect(ShellSearchResult.description(of: quick) == "Dessert · 45 min")
  }

  @Test func aLibraryThatFailsIsSaidNotHiddenAsNoResults() async {
    var library = Library.failing
    library.search = { _, _ in throw RecipesError.library("the disk is gone") }
    let search = ShellSearch(library: library)
    await #expect(throws: (any Error).self) { try await search.resultIDs(for: ["soup"]) }
  }

  @Test func theMainWindowSearchesTheWordsAsOneLine() {
    #expect(ShellSearch.searchText([" beef", "rendang ", ""]) == "beef rendang")
  }
}

private actor LimitRecorder {
  var limits: [Int] = []
  func record(_ limit: Int) { limits.append(limit) }
}
