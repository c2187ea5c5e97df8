import RecipesQuantities
import Testing

/// Exact fractions: reduced, signed by the numerator, never trapping on overflow.
@Suite struct RationalTests {
  @Test func fractionsAreReducedWithAPositiveDenominator() throws {
    let half = try #require(Rational(2, 4))
    #expect(half.numerator == 1 && half.denominator == 2)
    let negative = try #require(Rational(3, -6))
    #expect(negative.numerator == -1 && negative.denominator == 2)
    #expect(Rational(0, 5) == .zero)
    #expect(Rational(7, 0) == nil)
    #expect(Rational(Int.min, 3) == nil)
  }

  @Test func thirdsAddBackToAWhole() throws {
    let third = try #require(Rational(1, 3))
    let sum = try #require(third.adding(third)?.adding(third))
    #expect(sum == .one)
    #expect(try #require(Rational(1, 2)).adding(try #require(Rational(1, 3))) == Rational(5, 6))
    #expect(Rational(3).subtracting(try #require(Rational(1, 4))) == Rational(11, 4))
  }

  @Test func multiplicationAndDivisionAreExact() throws {
    let eighth = try #require(Rational(1, 8))
    #expect(eighth.multiplied(by: try #require(Rational(1, 2))) == Rational(1, 16))
    #expect(Rational(3).divided(by: try #require(Rational(3, 4))) == Rational(4))
    #expect(Rational(3).divided(by: .zero) == nil)
    #expect(Rational.zero.reciprocal == nil)
  }

  @Test func overflowGivesNilInsteadOfTrapping() throws {
    let huge = Rational(Int.max / 2)
    #expect(huge.multiplied(by: Rational(3)) == nil)
    #expect(huge.adding(huge)?.adding(huge) == nil)
    let tiny = try #require(Rational(1, Int.max))
    #expect(tiny.multiplied(by: try #require(Rational(1, 2))) == nil)
    // Cross-reduction keeps a product of large but cancelling terms representable.
    let big = try #require(Rational(Int.max / 7, 3))
    #expect(big.multiplied(by: try #require(Rational(3, Int.max / 7))) == .one)
  }

  @Test func comparisonUsesFullWidthProducts() throws {
    let a = try #require(Rational(Int.max - 1, Int.max))
    let b = try #require(Rational(Int.max - 2, Int.max - 1))
    #expect(b < a)
    #expect(try #require(Rational(-1, 2)) < .zero)
    #expect(try #require(Rational(1, 3)) < (try #require(Rational(1, 2))))
  }

  @Test func roundingToSteps() throws {
    #expect(try #require(Rational(7, 3)).rounded(toDenominator: 4) == Rational(9, 4))
    #expect(try #require(Rational(5, 2)).rounded(toDenominator: 1) == Rational(3))
    #expect(try #require(Rational(-5, 2)).rounded(toDenominator: 1) == Rational(-3))
    #expect(try #require(Rational(7, 2)).wholePart == 3)
    #expect(try #require(Rational(7, 2)).fractionalPart == Rational(1, 2))
    #expect(try #require(Rational(7, 2)).description == "7/2")
  }
}
