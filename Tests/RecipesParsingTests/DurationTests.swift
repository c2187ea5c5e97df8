import RecipesParsing
import Testing

@Suite("Durations")
struct DurationTests {
  @Test func placeholder() {
    #expect(ImportedRecipe.self == ImportedRecipe.self)
  }
}
