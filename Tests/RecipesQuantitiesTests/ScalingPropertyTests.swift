import RecipesFixtures
import RecipesQuantities
import Testing

/// Properties of exact quantities over many values: scaling by f then by 1/f gives the line
/// back, sums commute and associate, and a scaled quantity is never written as zero.
@Suite struct ScalingPropertyTests {
  static let factors: [Rational] = [
    (2, 1), (3, 1), (1, 2), (1, 3), (3, 4), (7, 5), (100, 1), (1, 16), (5, 3), (1, 1000),
  ].compactMap { Rational($0.0, $0.1) }

  static var parsedLines: [IngredientLine] {
    IngredientLineParserTests.lineTables.flatMap { $0.split(separator: "\n") }.map {
      IngredientLineParser.parse(String($0.split(separator: "|")[0]))
    }
  }

  @Test func scalingByAFactorThenItsInverseGivesTheLineBack() throws {
    let lines = Self.parsedLines
    #expect(lines.count > 200)
    for line in lines where line.quantity != nil {
      for factor in Self.factors {
        let inverse = try #require(factor.reciprocal)
        #expect(line.scaled(by: factor).scaled(by: inverse) == line, "\(line.text) × \(factor)")
      }
    }
  }

  @Test func randomScalingRoundTripsAndIsNeverWrittenAsZero() throws {
    var random = SeededRandomNumberGenerator(seed: 16)
    let units: [CookingUnit?] = CookingUnit.measured + [nil, .counted("clove")]
    for _ in 0..<2_000 {
      let quantity = try #require(
        Rational(Int.random(in: 1...5_000, using: &random), Int.random(in: 1...64, using: &random)))
      let factor = try #require(
        Rational(Int.random(in: 1...48, using: &random), Int.random(in: 1...48, using: &random)))
      let unit = units.randomElement(using: &random) ?? nil
      let line = IngredientLine(text: "", quantity: quantity, unit: unit, name: "x")
      let scaled = line.scaled(by: factor)
      #expect(scaled.scaled(by: try #require(factor.reciprocal)) == line)
      let measure = scaled.measure
      #expect(
        !measure.hasPrefix("0 ") && measure != "0", "\(quantity) × \(factor) \(unit?.symbol ?? "")")
      #expect(
        !measure.contains("00000") && !measure.contains("e+") && !measure.contains("e-"),
        "\(measure)")
    }
  }

  @Test func sumsCommuteAndAssociate() throws {
    var random = SeededRandomNumberGenerator(seed: 7)
    func value() throws -> Rational {
      try #require(
        Rational(
          Int.random(in: -10_000...10_000, using: &random), Int.random(in: 1...720, using: &random))
      )
    }
    for _ in 0..<2_000 {
      let (a, b, c) = (try value(), try value(), try value())
      #expect(a.adding(b) == b.adding(a))
      #expect(a.adding(b)?.adding(c) == a.adding(try #require(b.adding(c))))
      #expect(a.multiplied(by: b) == b.multiplied(by: a))
      #expect(a.adding(b)?.subtracting(b) == a)
    }
  }
}
