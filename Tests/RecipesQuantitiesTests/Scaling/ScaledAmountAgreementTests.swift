import Foundation
import RecipesQuantities
import Testing

/// Issue 32 §1: how often a scaled line is written as a cook would write it, on
/// `ScaledAmountTable` — at least 98 %.
///
/// With `RECIPES_SCALING_SCORES` set it prints the rate and every line written otherwise.
@Suite struct ScaledAmountAgreementTests {
  struct Row {
    let line: String
    let factor: Rational
    let accepted: [String]
  }

  static let rows: [Row] = ScaledAmountTable.rows.split(separator: "\n").compactMap { row in
    let fields = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let ratio = fields.count == 3 ? fields[1].split(separator: "/").compactMap { Int($0) } : []
    guard let numerator = ratio.first,
      let factor = Rational(numerator, ratio.count == 2 ? ratio[1] : 1)
    else { return nil }
    let accepted = fields[2].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return Row(line: fields[0], factor: factor, accepted: accepted)
  }

  @Test func theTableIsRead() {
    #expect(Self.rows.count == ScaledAmountTable.rows.split(separator: "\n").count)
    #expect(Self.rows.count >= 100)
  }

  @Test func scaledLinesAreWrittenAsACookWrites() {
    var misses: [String] = []
    for row in Self.rows {
      let measure = IngredientLineParser.parse(row.line).scaled(by: row.factor).measure
      if !row.accepted.contains(measure) {
        misses.append("\(row.line) × \(row.factor) → \(measure) (not \(row.accepted))")
      }
    }
    let rate = Double(Self.rows.count - misses.count) / Double(max(Self.rows.count, 1))
    let percent = String(format: "%.1f", rate * 100)
    if ProcessInfo.processInfo.environment["RECIPES_SCALING_SCORES"] != nil {
      print("scaled amounts (\(Self.rows.count)): \(percent) %")
      for miss in misses { print("  " + miss) }
    }
    #expect(rate >= 0.98, "\(percent) %:\n\(misses.joined(separator: "\n"))")
  }
}
