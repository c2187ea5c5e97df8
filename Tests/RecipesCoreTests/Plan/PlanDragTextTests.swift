import RecipesCore
import Testing

/// The text a drag onto the planner carries, written and read back.
@Suite("PlanDragText")
struct PlanDragTextTests {
  @Test func aRecipeAndAnEntryAreWrittenWithTheirPrefix() {
    #expect(PlanDragText.recipe("52772").text == "recipes-recipe:52772")
    #expect(PlanDragText.entry("plan-1f").text == "recipes-plan-entry:plan-1f")
  }

  @Test func ourTextIsReadBack() {
    #expect(PlanDragText(text: "recipes-recipe:catalog-soup") == .recipe("catalog-soup"))
    #expect(PlanDragText(text: "recipes-plan-entry:plan-a:b") == .entry("plan-a:b"))
  }

  @Test(arguments: [
    "", "recipes-recipe:", "recipes-plan-entry:", "https://example.org/recipe/1",
    "Recipes-Recipe:1", "recipes-recipe:1\n2", " recipes-recipe:1",
    "recipes-recipe:" + String(repeating: "x", count: 600),
  ])
  func anythingElseIsRefused(_ text: String) {
    #expect(PlanDragText(text: text) == nil)
  }
}
