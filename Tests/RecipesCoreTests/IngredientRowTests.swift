import RecipesCore
import RecipesQuantities
import Testing

/// How a window shows an ingredient's name and note: capitalized as the line was written.
@Suite("Ingredient rows")
struct IngredientRowTests {
  @Test(arguments: [
    ("150g", "Small macaroni", "Macaroni, small"),
    ("2", "Large eggs", "Eggs, large"),
    ("1", "Medium onion", "Onion, medium"),
  ])
  func aCapitalizedSizeWrittenFirstLeavesItsCapitalToTheName(
    _ measure: String, _ name: String, _ shown: String
  ) {
    let row = IngredientRow(IngredientLineParser.parse(measure: measure, name: name))
    #expect(row.name == shown)
  }

  @Test func aWholeLineWrittenSizeFirstReadsTheSame() {
    #expect(IngredientRow(IngredientLineParser.parse("2 Large eggs")).name == "Eggs, large")
  }

  @Test(arguments: [
    ("4 chicken thighs, Boneless", "chicken thighs, Boneless"),
    ("150 g small pasta shells", "pasta shells, small"),
    ("1 tin Ackee, 540g", "Ackee, 540g"),
  ])
  func otherNotesKeepTheirCase(_ text: String, _ shown: String) {
    #expect(IngredientRow(IngredientLineParser.parse(text)).name == shown)
  }
}
