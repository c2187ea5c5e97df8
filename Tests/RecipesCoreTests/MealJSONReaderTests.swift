import Foundation
import Testing

@testable import RecipesCore

/// The hand-written reader behind `MealDB.decodeRecipes`: it must accept exactly what JSON
/// allows, unescape like any JSON parser, and keep only the fields a meal can use.
@Suite("MealJSONReader")
struct MealJSONReaderTests {
  private func fields(_ meal: String) throws -> [String: String] {
    let meals = try MealJSONReader.meals(in: Data(#"{"meals": [\#(meal)]}"#.utf8))
    return try #require(meals?.first)
  }

  @Test func unescapesEveryEscapeAndSurrogatePairs() throws {
    let meal = try fields(
      #"{"a": "q\"b\\s\/n\nr\rt\tb\bf\f", "u": "caf\u00e9 \ud83c\udf5c", "é": "crème"}"#)
    #expect(meal["a"] == "q\"b\\s/n\nr\rt\tb\u{08}f\u{0C}")
    #expect(meal["u"] == "café 🍜")
    #expect(meal["é"] == "crème")
  }

  @Test func keepsWholeNumbersAsTextAndDropsTheRest() throws {
    let meal = try fields(
      #"{"i": 52772, "n": -3, "e": 1e2, "d": 52.0, "f": 1.5, "big": 12345678901234567890,"#
        + #" "t": true, "x": null, "o": {"a": [1, {"b": null}]}, "l": [], "s": ""}"#)
    #expect(meal == ["i": "52772", "n": "-3", "e": "100", "d": "52", "s": ""])
  }

  @Test func theLastOfTwoEqualKeysWins() throws {
    #expect(try fields(#"{"strMeal": "First", "strMeal": "Second"}"#)["strMeal"] == "Second")
  }

  /// Documents JSON allows, with the answer each must give.
  @Test func acceptsWhatJSONAllows() throws {
    #expect(try MealJSONReader.meals(in: Data(#" {"meals" : null} "#.utf8)) == nil)
    #expect(try MealJSONReader.meals(in: Data(#"{"other": [1, "2", {}], "meals": []}"#.utf8)) == [])
    #expect(try MealJSONReader.meals(in: Data("{\"meals\":[{}]}\r\n\t".utf8)) == [[:]])
    // JSONDecoder's leniencies, which the reader keeps.
    #expect(try MealJSONReader.meals(in: Data("\u{FEFF}{\"meals\": []}".utf8)) == [])
    #expect(try MealJSONReader.meals(in: Data(#"{"meals": [{"a": "b",},],}"#.utf8)) == [["a": "b"]])
  }

  @Test(arguments: [
    "", " ", "{", "}", "{\"meals\": []", "{\"meals\": []}}", "{\"meals\": [,]}",
    "{,}", "{meals: []}", "{'meals': []}", "{\"meals\" []}",
    "{\"meals\": [\"a\nb\"]}", "{\"meals\": [\"\\x\"]}", "{\"meals\": [\"\\u12\"]}",
    "{\"meals\": [\"\\ud83c\"]}", "{\"meals\": [\"\\udf5c\"]}", "{\"meals\": [01]}",
    "{\"meals\": [1.]}", "{\"meals\": [.5]}", "{\"meals\": [1e]}", "{\"meals\": [-]}",
    "{\"meals\": [tru]}", "{\"meals\": [nul]}", "{\"meals\": [NaN]}", "\u{FEFF}",
    "{\"meals\": []} x", "{\"meals\": [\"unterminated]}",
  ])
  func refusesWhatJSONDoesNot(body: String) {
    // The oracle: Foundation's own parser refuses it too.
    #expect(
      (try? JSONSerialization.jsonObject(with: Data(body.utf8), options: .fragmentsAllowed)) == nil)
    #expect(throws: MealJSONReader.Failure.notJSON) {
      try MealJSONReader.meals(in: Data(body.utf8))
    }
  }

  @Test func refusesInvalidUTF8() {
    let body = Data(#"{"meals": [{"a": "x"#.utf8) + Data([0xC3, 0x28]) + Data(#""}]}"#.utf8)
    #expect(throws: MealJSONReader.Failure.notJSON) { try MealJSONReader.meals(in: body) }
  }

  @Test func aSyntaxErrorAfterAShapeErrorIsStillNotJSON() {
    #expect(throws: MealJSONReader.Failure.notJSON) {
      try MealJSONReader.meals(in: Data(#"{"meals": "a list?", "x": }"#.utf8))
    }
    #expect(throws: MealJSONReader.Failure.unexpectedValue(path: ["meals"])) {
      try MealJSONReader.meals(in: Data(#"{"meals": "a list?", "x": 1}"#.utf8))
    }
    #expect(throws: MealJSONReader.Failure.unexpectedValue(path: [])) {
      try MealJSONReader.meals(in: Data("[]".utf8))
    }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: MealJSONReader.Failure.notJSON) {
      try MealJSONReader.meals(in: Data(#"{"meals": [{"a": \#(deep)}]}"#.utf8))
    }
  }
}
