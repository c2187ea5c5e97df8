import RecipesCore
import RecipesQuantities
import Testing

/// A recipe's ingredient read into an ingredient line: the pair of name and measure a
/// catalog recipe has, or the line an import or the editor kept whole.
@Suite struct IngredientParsedTests {
  @Test func anIngredientParsesItsPairOrItsImportedText() {
    let pair = Ingredient(name: "Chicken thighs", measure: "4, boneless, skin on").parsed
    #expect(pair.quantity == Rational(4))
    #expect(pair.name == "Chicken thighs")
    #expect(pair.note == "boneless, skin on")
    let imported = Ingredient(
      name: "flour", measure: "2 cups", text: "2 cups plain flour, sifted"
    ).parsed
    #expect(imported.name == "plain flour")
    #expect(imported.note == "sifted")
    #expect(imported.text == "2 cups plain flour, sifted")
    // Imports and the editor keep the whole line as the name until it is parsed.
    let line = "1 ½ tsp ground cumin, toasted"
    let whole = Ingredient(name: line, measure: "", text: line).parsed
    #expect(whole.quantity == Rational(3, 2))
    #expect(whole.unit == .teaspoon)
    #expect(whole.name == "ground cumin")
    #expect(whole.note == "toasted")
    #expect(Ingredient(name: "Salt", measure: "").parsed.name == "Salt")
  }
}
