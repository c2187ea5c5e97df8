import Foundation
import RecipesCore
import Testing

@testable import RecipesLibrary

/// Pages deep in the list are read from the list's anchors (keyset paging); they must be
/// exactly the slices of the whole list, for every filter, and follow every write.
@Suite struct ListPagingTests {
  /// 400 recipes, many with names equal but for case (so ties are broken by id), across
  /// two categories and cuisines.
  private static let recipes: [Recipe] = (0..<400).map { index in
    let names = ["Pasta", "pasta", "PASTA bake", "Apple pie", "apple Pie", "Zucchini"]
    return TestRecipes.make(
      String(format: "r%03d", (index * 37) % 400), names[index % names.count],
      category: index % 3 == 0 ? "Dessert" : "Side", area: index % 3 == 1 ? "Thai" : "French")
  }

  private static let filters = [
    RecipeFilter(), RecipeFilter(category: "dessert"), RecipeFilter(area: "Thai"),
    RecipeFilter(category: "Side", area: "French"), RecipeFilter(favoritesOnly: true),
    RecipeFilter(category: "Dessert", favoritesOnly: true),
  ]

  private static func makeLibrary() async throws -> TestLibrary {
    let library = try await TestLibrary.make(remote: recipes)
    for index in stride(from: 0, to: 400, by: 2) {
      try await library.database.setFavorite(recipes[index].id, true)
    }
    return library
  }

  @Test func everyPageAtEveryStartIsASliceOfTheWholeList() async throws {
    let library = try await Self.makeLibrary()
    let database = library.database
    for filter in Self.filters {
      let whole = try await database.recipes(filter).map(\.id)
      #expect(whole.count > ListAnchors.defaultInterval + 10, "\(filter) spans anchors")
      #expect(try await database.recipeCount(filter) == whole.count)
      for start in [0, 1, 49, 50, 51, 99, 100, 149, 150, 199, whole.count - 1, whole.count + 3] {
        for length in [1, 50, 120] {
          let page = try await database.recipes(filter, in: start..<(start + length)).map(\.id)
          let slice = whole[min(start, whole.count)..<min(start + length, whole.count)]
          #expect(page[...] == slice, "\(filter) at \(start)..<\(start + length)")
        }
      }
    }
  }

  @Test func aPageReadBeforeTheCountIsStillASlice() async throws {
    let library = try await Self.makeLibrary()
    let page = try await library.database.recipes(.init(area: "French"), in: 150..<200)
    let whole = try await library.database.recipes(.init(area: "French"))
    #expect(page.map(\.id) == whole[150..<200].map(\.id))
  }

  @Test func savingMovesThePagesAfterTheNewRecipes() async throws {
    let library = try await Self.makeLibrary()
    let database = library.database
    let before = try await database.recipes(.init(), in: 200..<250).map(\.id)
    #expect(try await database.recipeCount(.init()) == 400)
    // Ten recipes sorting first shift every later position by ten.
    try await database.save(
      (0..<10).map { TestRecipes.make("a\($0)", "Aaa \($0)", category: "Side") })
    #expect(try await database.recipeCount(.init()) == 410)
    let after = try await database.recipes(.init(), in: 210..<260).map(\.id)
    #expect(after == before)
    let whole = try await database.recipes(.init()).map(\.id)
    #expect(try await database.recipes(.init(), in: 200..<250).map(\.id) == Array(whole[200..<250]))
  }

  @Test func favoritesPagesFollowFavoritesChanges() async throws {
    let library = try await Self.makeLibrary()
    let database = library.database
    let filter = RecipeFilter(favoritesOnly: true)
    let count = try await database.recipeCount(filter)
    let first = try await database.recipes(filter, in: 0..<1)[0]
    try await database.setFavorite(first.id, false)
    #expect(try await database.recipeCount(filter) == count - 1)
    let whole = try await database.recipes(filter).map(\.id)
    #expect(!whole.contains(first.id))
    #expect(try await database.recipes(filter, in: 60..<110).map(\.id) == Array(whole[60..<110]))
  }

  @Test func aWriteThroughAnotherConnectionIsSeen() async throws {
    let library = try await Self.makeLibrary()
    let database = library.database
    #expect(try await database.recipeCount(.init()) == 400)
    _ = try await database.recipes(.init(), in: 300..<350)
    // Another process (a headless `recipes` command) writes to the same file.
    let other = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON([]))
    try await other.save([TestRecipes.make("a0", "Aaa first")])
    #expect(try await database.recipeCount(.init()) == 401)
    let whole = try await database.recipes(.init()).map(\.id)
    #expect(try await database.recipes(.init(), in: 300..<350).map(\.id) == Array(whole[300..<350]))
  }

  @Test func theAnchorBeforeAPositionAndTheRowsToSkip() {
    let keys = (0..<3).map { ListAnchors.Key(name: "n\($0)", id: "i\($0)") }
    let anchors = ListAnchors(count: 120, keys: keys, interval: 50)
    #expect(anchors.anchor(atOrBefore: 0) == nil)
    #expect(anchors.anchor(atOrBefore: 49) == nil)
    #expect(anchors.anchor(atOrBefore: 50)?.key == keys[1])
    #expect(anchors.anchor(atOrBefore: 50)?.skip == 0)
    #expect(anchors.anchor(atOrBefore: 75)?.skip == 25)
    #expect(anchors.anchor(atOrBefore: 119)?.key == keys[2])
    #expect(anchors.anchor(atOrBefore: 119)?.skip == 19)
    // Past the end: from the last anchor.
    #expect(anchors.anchor(atOrBefore: 500)?.key == keys[2])
    #expect(anchors.anchor(atOrBefore: 500)?.skip == 400)
  }
}
