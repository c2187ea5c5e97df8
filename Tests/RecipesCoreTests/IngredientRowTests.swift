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

/// A counted name agrees with a scaled amount in the recipe's own language (issue 40's
/// other kitchens): German and French endings where their rule is regular, English endings
/// only in an English recipe.
@Suite("Ingredient rows in the recipe's language")
struct IngredientRowLanguageTests {
  @Test(arguments: [
    // A German recipe doubled takes German endings, not "Zwiebels".
    (
      "Zwiebelkuchen mit Speck", ["1 Zwiebel", "200 g Mehl und etwas Salz", "2 EL Öl"],
      "Die Zwiebel schneiden und mit dem Speck in der Pfanne braten.", 4, "Zwiebeln"
    ),
    // A French recipe halved: its own singular, no English ending taken off.
    (
      "Gratin de poireaux", ["2 poireaux", "20 cl de crème", "1 c. à soupe de beurre"],
      "Couper les poireaux et les faire cuire avec le beurre et la crème.", 1, "poireau"
    ),
    // An English recipe halved still agrees in English.
    (
      "Onion tart", ["2 onions", "1 cup flour", "2 tbsp butter"],
      "Slice the onions and cook them in the butter until soft.", 1, "onion"
    ),
  ])
  func aCountedNameAgreesInItsRecipesLanguage(
    _ name: String, _ lines: [String], _ steps: String, _ servings: Int, _ shown: String
  ) {
    let recipe = Recipe(
      id: "mine-1", name: name, instructions: steps,
      ingredients: lines.map { Ingredient(name: $0, measure: "", text: $0) }, servings: 2)
    #expect(IngredientScaling(servings: servings).rows(of: recipe).first?.name == shown)
  }
}
