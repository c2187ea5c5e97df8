import RecipesCore
import Testing

/// The "+" popover's list before anything is typed: the cook's recipes, in groups.
@Suite("PlanPickerStart")
struct PlanPickerStartTests {
  private static func recipe(_ id: String) -> RecipeSummary {
    RecipeSummary(id: Recipe.ID(rawValue: id), name: id)
  }

  private static func cooked(_ id: String, _ day: String) -> CookedRecord {
    CookedRecord(recipeID: Recipe.ID(rawValue: id), day: PlanDay.fixed(day))
  }

  @Test func favoritesThenOwnThenRecentlyCookedEachRecipeOnce() {
    let sections = PlanPickerStart.sections(
      favorites: [Self.recipe("catalog-1"), Self.recipe("mine-2")],
      own: [Self.recipe("mine-2"), Self.recipe("mine-3")],
      cooked: [
        Self.cooked("catalog-9", "2026-11-20"), Self.cooked("catalog-8", "2026-11-28"),
        Self.cooked("mine-3", "2026-12-01"), Self.cooked("catalog-9", "2026-11-30"),
      ],
      recipes: ["catalog-8": Self.recipe("catalog-8"), "catalog-9": Self.recipe("catalog-9")],
      library: [Self.recipe("catalog-0")])
    #expect(sections.map(\.group) == [.favorites, .own, .recentlyCooked, .library])
    #expect(
      sections.map { $0.recipes.map(\.id.rawValue) } == [
        ["catalog-1", "mine-2"], ["mine-3"],
        // Its latest cooking places a recipe: the 30th's before the 28th's.
        ["catalog-9", "catalog-8"],
        // Then the library's, always, less those above.
        ["catalog-0"],
      ])
  }

  @Test func eachGroupIsCutAndAnEmptyGroupLeftOut() {
    let own = (1...5).map { Self.recipe("mine-\($0)") }
    let sections = PlanPickerStart.sections(
      favorites: [], own: own, cooked: [], recipes: [:],
      library: [Self.recipe("mine-1"), Self.recipe("catalog-0")], perGroup: 3)
    #expect(
      sections == [
        PlanPickerSection(.own, Array(own.prefix(3))),
        PlanPickerSection(.library, [Self.recipe("catalog-0")]),
      ])
  }

  @Test func withNoRecipesOfTheCooksTheLibrarysFirstAreListed() {
    let first = [Self.recipe("catalog-0"), Self.recipe("catalog-1")]
    #expect(
      PlanPickerStart.sections(favorites: [], own: [], cooked: [], recipes: [:], library: first)
        == [PlanPickerSection(.library, first)])
    // A recipe cooked but no longer in the library shows nowhere.
    #expect(
      PlanPickerStart.sections(
        favorites: [], own: [], cooked: [Self.cooked("catalog-5", "2026-12-01")], recipes: [:],
        library: []
      ).isEmpty)
  }

  @Test func latestFirstBreaksTiesByID() {
    #expect(
      PlanPickerStart.latestFirst([
        Self.cooked("b", "2026-12-01"), Self.cooked("a", "2026-12-01"),
        Self.cooked("c", "2026-11-01"),
      ]).map(\.rawValue) == ["a", "b", "c"])
  }
}
