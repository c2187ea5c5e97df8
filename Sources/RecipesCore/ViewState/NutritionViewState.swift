import Foundation
import RecipesLocalization

/// What a recipe window's Nutrition section shows: a serving's energy and nutrients, how
/// many lines they come from, and the lines not counted.
public struct NutritionViewState: Equatable, Sendable {
  /// One nutrient: "Fat", "12 g".
  public struct Row: Equatable, Sendable {
    /// What it is ("Fat", "of which saturates").
    public let name: String
    /// How much, rounded as labels round it ("12 g", "0.4 g", "357 kcal").
    public let value: String
    /// Whether it is a part of the row above ("of which sugars"), shown indented.
    public let isPart: Bool
  }

  /// The rows, energy first.
  public let rows: [Row]
  /// The lines the figures come from ("Estimated from 12 of 13 lines, for one of 4 servings").
  public let basis: String
  /// "Not counted: 1 bunch of parsley (no weight for “bunch”)."; nil when every line was.
  public let uncounted: String?

  /// The section of `facts`.
  public init(_ facts: NutritionFacts) {
    rows = [
      Row(name: localized("Energy"), value: Self.kilocalories(facts.calories), isPart: false),
      Row(name: localized("Fat"), value: Self.grams(facts.fat), isPart: false),
      Row(
        name: localized("of which saturates"), value: Self.grams(facts.saturatedFat), isPart: true),
      Row(name: localized("Carbohydrate"), value: Self.grams(facts.carbohydrate), isPart: false),
      Row(name: localized("of which sugars"), value: Self.grams(facts.sugar), isPart: true),
      Row(name: localized("Fibre"), value: Self.grams(facts.fiber), isPart: false),
      Row(name: localized("Protein"), value: Self.grams(facts.protein), isPart: false),
      Row(name: localized("Salt"), value: Self.grams(facts.salt), isPart: false),
    ]
    basis = localizedPlural(
      "Estimated from {counted} of {count} line, for one of {servings} servings.",
      "Estimated from {counted} of {count} lines, for one of {servings} servings.",
      count: facts.totalLines,
      ["counted": String(facts.countedLines), "servings": String(facts.servings)])
    uncounted =
      facts.uncounted.isEmpty
      ? nil
      : localized(
        "Not counted: {lines}.",
        [
          "lines": facts.uncounted.map {
            localized("{line} ({reason})", ["line": $0.text, "reason": $0.reason])
          }.joined(separator: "; ")
        ])
  }

  /// "357 kcal".
  static func kilocalories(_ value: Double) -> String {
    localized("{amount} kcal", ["amount": String(Int(value.rounded()))])
  }

  /// "12 g" from 10 g up, "0.4 g" below, "0 g" for a trace.
  static func grams(_ value: Double) -> String {
    let text: String
    if value >= 10 {
      text = String(Int(value.rounded()))
    } else if value < 0.05 {
      text = "0"
    } else {
      // In the reader's locale, as the ingredient list writes decimals ("5,2 g").
      text = LocalizedNumber.decimal(String(format: "%.1f", value))
    }
    return localized("{amount} g", ["amount": text])
  }
}
