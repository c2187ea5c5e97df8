import Testing

@testable import RecipesLocalization

@Suite("Placeholders")
struct PlaceholderTests {
  @Test("named placeholders are filled in any order")
  func fillsInAnyOrder() {
    #expect(
      Placeholders.fill("{b} vor {a}", with: ["a": "Suppe", "b": "Brot"]) == "Brot vor Suppe")
  }

  @Test("a placeholder with no value, a lone brace and braces in values stay as they are")
  func leavesTheRestAlone() {
    #expect(Placeholders.fill("{x} and {y", with: ["x": "{y}"]) == "{y} and {y")
    #expect(Placeholders.fill("{unknown}", with: ["x": "1"]) == "{unknown}")
    #expect(Placeholders.fill("no braces", with: ["x": "1"]) == "no braces")
    #expect(Placeholders.fill("}{name}{", with: ["name": "Ö"]) == "}Ö{")
  }

  @Test("names are listed in order; text in braces that is not a name is not one")
  func listsNames() {
    #expect(Placeholders.names(in: "{count} of {name}, {a b} {}") == ["count", "name"])
  }
}
