import RecipesQuantities
import Testing

/// The parser against lines written for it (`IngredientLineCases`): every field, as a cook
/// reads it.
@Suite struct IngredientLineParserTests {
  /// One expected reading.
  struct Case: CustomTestStringConvertible, Sendable {
    var measure: String?
    var line: String
    var quantity: Rational?
    var quantityMax: Rational?
    var unit: String?
    var name: String
    var note: String?

    var testDescription: String { measure.map { "\($0) | \(line)" } ?? line }

    /// Reads `line | quantity | max | unit | name | note`, or with `pair`, TheMealDB's
    /// `measure | name | …`.
    init(_ row: Substring, pair: Bool) {
      var fields = row.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      while fields.count < (pair ? 7 : 6) { fields.append("") }
      if pair { measure = fields.removeFirst() }
      line = fields[0]
      quantity = Self.rational(fields[1])
      quantityMax = Self.rational(fields[2])
      unit = fields[3].isEmpty ? nil : fields[3]
      name = fields[4]
      note = fields[5].isEmpty ? nil : fields[5]
    }

    private static func rational(_ text: String) -> Rational? {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      switch parts.count {
      case 1: return Rational(parts[0])
      case 2: return Rational(parts[0], parts[1])
      default: return nil
      }
    }
  }

  static func cases(_ table: String, pair: Bool = false) -> [Case] {
    table.split(separator: "\n").map { Case($0, pair: pair) }
  }

  private func check(_ parsed: IngredientLine, _ expected: Case) {
    #expect(parsed.quantity == expected.quantity, "quantity")
    #expect(parsed.quantityMax == expected.quantityMax, "quantityMax")
    #expect(parsed.unit?.symbol == expected.unit, "unit")
    #expect(parsed.name == expected.name, "name")
    #expect(parsed.note == expected.note, "note")
  }

  /// Every table of whole lines, by what it covers.
  static let lineTables = [
    IngredientLineCases.numbers, IngredientLineCases.ranges, IngredientLineCases.units,
    IngredientLineCases.glued, IngredientLineCases.packages, IngredientLineCases.notes,
    IngredientLineCases.bullets, IngredientLineCases.moreShapes, IngredientLineCases.hyphenated,
    IngredientLineCases.german, IngredientLineCases.french, IngredientLineCases.nameFirst,
    IngredientLineCases.otherKitchens, IngredientLineCases.hedgedAndFilled,
  ]

  @Test(arguments: lineTables.flatMap { cases($0) })
  func aLineReadsAsACookReadsIt(_ expected: Case) {
    check(IngredientLineParser.parse(expected.line), expected)
  }

  @Test func theTablesHoldHundredsOfLines() {
    #expect(Self.lineTables.flatMap { Self.cases($0) }.count > 300)
  }

  @Test(arguments: cases(IngredientLineCases.mealDBPairs, pair: true))
  func mealDBPairs(_ expected: Case) {
    let parsed = IngredientLineParser.parse(measure: expected.measure ?? "", name: expected.line)
    check(parsed, expected)
    let measure = expected.measure ?? ""
    #expect(parsed.text == (measure.isEmpty ? expected.line : measure + " " + expected.line))
  }

  @Test func theLineAsWrittenIsKept() {
    let line = "  1 ½ cups plain flour, sifted "
    #expect(IngredientLineParser.parse(line).text == line)
  }
}
