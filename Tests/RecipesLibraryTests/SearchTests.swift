import Foundation
import RecipesCore
import Testing

@testable import RecipesLibrary

@Suite struct SearchTests {
  @Test func aNameMatchRanksAboveAnIngredientOnlyMatch() async throws {
    let library = try await TestLibrary.make()
    let names = try await library.names("chicken")
    #expect(names == ["Chicken Curry", "Fried Rice"])
  }

  @Test func rankingHoldsWhenTheIngredientMatchIsListedFirst() async throws {
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make("1", "Aardvark Bowl", ingredients: ["Salmon", "Salmon roe", "Rice"]),
      TestRecipes.make("2", "Salmon Teriyaki", ingredients: ["Soy sauce", "Mirin"]),
    ])
    #expect(try await library.names("salmon") == ["Salmon Teriyaki", "Aardvark Bowl"])
  }

  @Test func theNameTierRanksTheCloserNameFirst() async throws {
    // By name alone these would come in the opposite order; bm25's length normalisation
    // puts the name that is all query words first.
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make("1", "Lemon and Poppy Seed Celebration Tart", ingredients: ["Flour"]),
      TestRecipes.make("2", "Lemon Tart", ingredients: ["Flour"]),
    ])
    #expect(
      try await library.names("lemon tart") == [
        "Lemon Tart", "Lemon and Poppy Seed Celebration Tart",
      ])
  }

  @Test func aNameMatchSavedAfterManyIngredientMatchesStillComesFirst() async throws {
    let count = SearchQueries.scoredCandidatesPerTier + 100
    let crowd = (1...count).map { number in
      TestRecipes.make("\(number)", "Dish \(number)", ingredients: ["Saffron", "Rice"])
    }
    let library = try await TestLibrary.make(
      remote: crowd + [TestRecipes.make("late", "Saffron Buns", ingredients: ["Flour"])])
    let names = try await library.names("saffron", limit: 5)
    #expect(names.first == "Saffron Buns")
    #expect(names.count == 5)
  }

  @Test func aPartialNameMatchRanksAboveIngredientOnlyMatches() async throws {
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make("1", "Rice Pudding", ingredients: ["Lemon", "Coconut milk"]),
      TestRecipes.make("2", "Coconut Pie", ingredients: ["Lemon zest", "Flour"]),
      TestRecipes.make("3", "Lemon Coconut Bars", ingredients: ["Butter"]),
    ])
    #expect(
      try await library.names("lemon coco") == [
        "Lemon Coconut Bars", "Coconut Pie", "Rice Pudding",
      ])
  }

  @Test(arguments: ["chick", "chi", "ch", "CHICKEN", "Chicken", "cHiCk"])
  func matchesPrefixesWhileTypingInAnyCase(_ text: String) async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names(text).first == "Chicken Curry")
  }

  @Test(arguments: ["creme brulee", "crème brûlée", "CREME BRULEE", "brul", "crè"])
  func ignoresDiacritics(_ text: String) async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names(text) == ["Crème brûlée"])
  }

  @Test func everyWordMustMatchSomewhere() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("chicken onion") == ["Chicken Curry"])
    #expect(try await library.names("chicken walnut").isEmpty)
  }

  @Test func searchesCategoryAreaAndTags() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("french") == ["Crème brûlée"])
    #expect(try await library.names("vegetarian") == ["Tomato Soup"])
    #expect(try await library.names("baking") == ["Walnut Brownies"])
  }

  @Test func includedIngredientsMustBeInTheIngredientsByPrefix() async throws {
    let library = try await TestLibrary.make()
    #expect(try await Set(library.names("in:tomat")) == ["Chicken Curry", "Tomato Soup"])
    // "Tomato" is in the soup's name too, but only ingredients count for `in:`.
    #expect(try await library.names("in:walnut in:egg") == ["Walnut Brownies"])
    #expect(try await library.names("in:\"soy sauce\"") == ["Fried Rice"])
  }

  @Test func excludedIngredientsMustNotAppear() async throws {
    let library = try await TestLibrary.make()
    #expect(try await Set(library.names("egg -in:walnut")) == ["Crème brûlée", "Fried Rice"])
    #expect(try await library.names("cat:dessert -in:walnuts") == ["Crème brûlée"])
  }

  @Test func ingredientFamiliesCoverTheirMembers() async throws {
    let library = try await TestLibrary.make()
    // "nuts" is no word-prefix of "Walnuts": the family is what keeps the brownies out.
    #expect(try await library.names("cat:dessert -in:nuts") == ["Crème brûlée"])
    #expect(try await library.names("in:nuts") == ["Walnut Brownies"])
  }

  @Test func excludingAnIngredientWithNoLettersExcludesNothing() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("dessert -in:🌰").count == 2)
  }

  @Test func categoryAndAreaFiltersIgnoreCase() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("cat:DESSERT") == ["Crème brûlée", "Walnut Brownies"])
    #expect(try await library.names("area:french") == ["Crème brûlée"])
    #expect(try await library.names("cat:dessert area:american") == ["Walnut Brownies"])
    #expect(try await library.names("egg cat:side") == ["Fried Rice"])
    #expect(try await library.names("cat:nothing").isEmpty)
  }

  @Test func filtersWithoutWordsListByName() async throws {
    let library = try await TestLibrary.make()
    let query = SearchQuery(category: "dessert")
    let names = try await library.database.search(query, limit: 10).map(\.name)
    #expect(names == ["Crème brûlée", "Walnut Brownies"])
  }

  @Test func respectsTheLimit() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("e", limit: 2).count <= 2)
    #expect(try await library.names("cat:dessert", limit: 1).count == 1)
    #expect(try await library.names("chicken", limit: 0).isEmpty)
  }

  @Test func returnsSummariesWithoutDecodingRecipes() async throws {
    let library = try await TestLibrary.make()
    let summary = try await library.database.search(.init(words: ["brownies"]), limit: 1)
    #expect(summary == [TestRecipes.remote[3].summary])
  }

  @Test func theIndexFollowsUpdatesAndDeletions() async throws {
    let library = try await TestLibrary.make(catalog: TestRecipes.catalog(count: 3))
    try await library.database.save([TestRecipes.make("1001", "Lamb Tagine")])
    #expect(try await library.names("chicken") == ["Fried Rice"])
    #expect(try await library.names("tagine") == ["Lamb Tagine"])

    #expect(try await library.names("catalog").count == 3)
    try await library.database.seedCatalog(
      try TestRecipes.catalogJSON(TestRecipes.catalog(count: 1, edition: "B")))
    #expect(try await library.names("catalog") == ["Catalog B Dish 1"])
  }
}
