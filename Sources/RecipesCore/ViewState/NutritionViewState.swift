import Foundation
import RecipesLocalization
import RecipesQuantities

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

  /// One ingredient line in the section's list of lines: what it counted as, and the
  /// button to choose another food.
  public struct LineRow: Equatable, Sendable {
    /// The key the cook's choice is kept under (sent with "Change food…").
    public let key: String
    /// The line as written.
    public let text: String
    /// What it counted as: "Onions, raw · 150 g", or what was assumed or why not.
    public let counted: String
    /// Whether the food is the cook's own choice.
    public let isCooksChoice: Bool
    /// The name of its "Change food…" button for screen readers.
    public let changeLabel: String
  }

  /// The search for another food for one line.
  public struct Picker: Equatable, Sendable {
    /// The key of the line it is for.
    public let key: String
    /// The text searched.
    public let text: String
    /// The foods found, best first.
    public let results: [FoodOption]
    /// "No food of the table holds “…”." when nothing was found; nil otherwise.
    public let emptyMessage: String?
  }

  /// The rows, energy first.
  public let rows: [Row]
  /// The lines the figures come from ("Estimated from 12 of 13 lines, for one of 4 servings").
  public let basis: String
  /// "Not counted: 1 bunch of parsley (no weight for “bunch”)."; nil when every line was.
  public let uncounted: String?
  /// What the recipe's source published for a serving ("The page says 357 kcal."); nil
  /// when it published no calories.
  public let published: String?
  /// Every line, with what it counted as.
  public let lines: [LineRow]
  /// The search for another food, while the cook chooses one.
  public let picker: Picker?

  /// The section of `facts`, beside the figures the source `published` (schema.org's names,
  /// as given), with `picker` open on a line.
  ///
  /// The window shows the recipe scaled by `factor` in `units`: the servings said and the
  /// lines listed follow it ("for one of 8 servings", "Not counted: 2 bunches parsley"),
  /// as the list of ingredients does; a serving's figures stay what a serving holds.
  public init(
    _ facts: NutritionFacts, published: [String: String]? = nil,
    picker: FoodPickerFeature.State? = nil, factor: Rational = .one, units: UnitSystem? = nil
  ) {
    let listing = Listing(factor: factor, units: units)
    self.published = published.flatMap(Self.publishedCalories)
    lines = facts.lines.map { Self.row($0, listing) }
    self.picker = picker.map { picker in
      Picker(
        key: picker.key, text: picker.text, results: picker.results,
        emptyMessage: picker.results.isEmpty && !picker.text.isEmpty
          ? localized("No food of the table holds “{text}”.", ["text": picker.text]) : nil)
    }
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
    let lines = localizedPlural(
      "Estimated from {counted} of {count} line, for one of {servings} servings.",
      "Estimated from {counted} of {count} lines, for one of {servings} servings.",
      count: facts.totalLines,
      ["counted": String(facts.countedLines), "servings": String(listing.servings(facts.servings))])
    // Which yield the servings are (a loaf cut in slices, a quart in cups), when not stated.
    basis = facts.servingsNote.map { lines + " " + $0 } ?? lines
    uncounted =
      facts.uncounted.isEmpty
      ? nil
      : localized(
        "Not counted: {lines}.",
        [
          "lines": facts.uncounted.map {
            localized(
              "{line} ({reason})", ["line": listing.line($0.text), "reason": $0.reason])
          }.joined(separator: "; ")
        ])
  }

  /// A line of the list of lines, listed as `listing` scales it.
  static func row(_ line: NutritionFacts.Line, _ listing: Listing = Listing()) -> LineRow {
    var parts: [String] = []
    if let food = line.food { parts.append(food) }
    if let grams = line.grams { parts.append(Self.grams(grams * listing.factor.doubleValue)) }
    if let note = line.note { parts.append(note) }
    let counted: String
    switch line.choice {
    case .leftOut?: counted = line.note ?? localized("left out by you")
    case .food?:
      counted = localized("{what} (your choice)", ["what": parts.joined(separator: " · ")])
    case nil: counted = parts.isEmpty ? localized("not counted") : parts.joined(separator: " · ")
    }
    let shown = listing.line(line.text)
    return LineRow(
      key: line.key, text: shown, counted: counted, isCooksChoice: line.choice != nil,
      changeLabel: localized("Change the food of “{line}”", ["line": shown]))
  }

  /// How the window lists the recipe: scaled by `factor`, in `units` (nil: as written).
  struct Listing {
    var factor: Rational = .one
    var units: UnitSystem? = nil

    /// `text` as the recipe's list of ingredients shows it ("500 g Raw beetroot" for
    /// "500g Raw beetroot", "1 kg Raw beetroot" at twice the servings), so the line reads
    /// the same in both places.
    func line(_ text: String) -> String {
      var parsed = IngredientLineParser.parse(text)
      parsed.text = text
      if factor != .one { parsed = parsed.scaled(by: factor) }
      if let units { parsed = UnitConversion.converted(parsed, to: units) }
      return IngredientRow(parsed).line
    }

    /// The servings the whole recipe makes as shown: `written` scaled, to the nearest
    /// whole serving (at least one).
    func servings(_ written: Int) -> Int {
      guard factor != .one else { return written }
      return max(1, Int((Double(written) * factor.doubleValue).rounded()))
    }
  }

  /// "The page says 357 kcal." from schema.org's `calories` as the source wrote it ("357
  /// kcal", "357 calories", "357"); as written when it holds no number.
  public static func publishedCalories(_ published: [String: String]) -> String? {
    guard let text = published["calories"]?.trimmingCharacters(in: .whitespaces),
      !text.isEmpty
    else { return nil }
    let number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
    guard !number.isEmpty, let value = Double(number.replacingOccurrences(of: ",", with: "."))
    else {
      return localized("The page says: {text}.", ["text": text])
    }
    return localized("The page says {amount} kcal.", ["amount": String(Int(value.rounded()))])
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
