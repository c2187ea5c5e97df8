import Foundation
import RecipesQuantities
import Testing

/// How often the durations found in a step are exactly the timers a cook would set: issue 17
/// asks for 95 % on phrases the parser was not written against.
///
/// Silent when the parser does well enough; below 95 % it fails with the phrases it read
/// differently. With `RECIPES_PARSER_SCORES` set it prints the rate.
@Suite struct DurationPhraseAgreementTests {
  @Test func theEvaluationPhrasesAgree() {
    #expect(StepPhrases.rows.count >= 200)
    check(StepPhrases.rows, title: "evaluation phrases")
  }

  @Test func theHeldOutPhrasesAgree() {
    #expect(StepPhrasesHoldOut.rows.count >= 60)
    check(StepPhrasesHoldOut.rows, title: "held-out phrases")
  }

  @Test func theLateHeldOutPhrasesAgree() {
    #expect(StepPhrasesHoldOut.late.count >= 40)
    check(StepPhrasesHoldOut.late, title: "late held-out phrases")
  }

  private func check(_ rows: [(step: String, timers: [[Int?]])], title: String) {
    let misses = rows.compactMap { step, expected -> String? in
      let found = KitchenDuration.phrases(in: step).map { [$0.seconds, $0.upperBoundSeconds] }
      guard found != expected else { return nil }
      let written = found.map { "\($0[0] ?? 0)…\($0[1].map(String.init) ?? "")" }
      return "\(step) → [\(written.joined(separator: ", "))]"
    }
    let rate = Double(rows.count - misses.count) / Double(rows.count)
    let percent = String(format: "%.1f", rate * 100)
    if ProcessInfo.processInfo.environment["RECIPES_PARSER_SCORES"] != nil {
      print((["\(title) (\(rows.count)): \(percent) %"] + misses).joined(separator: "\n  "))
    }
    if rate < 0.95 {
      Issue.record(
        "\(title): \(percent) % right, under 95 %:\n  \(misses.joined(separator: "\n  "))")
    }
  }
}
