import Foundation
import RecipesQuantities

/// Works out what a recipe holds from its ingredient lines, as `IngredientLineParser` reads
/// them: each line becomes a food and grams (`FoodMatcher`, `LineWeight`), a line a cook
/// would not count in full says what was assumed, and one that cannot be counted says why.
///
/// ```swift
/// let estimator = NutritionEstimator(table: try loader.table(), corrections: saved)
/// let estimate = estimator.estimate(lines: recipe.ingredients, servings: 4)
/// estimate.perServing.calories  // kcal in one serving
/// ```
public struct NutritionEstimator: Sendable {
  private let matcher: FoodMatcher
  private let table: FoodTable

  /// An estimator over `table`; `corrections` maps ingredient names to the food the cook
  /// chose for them (kept by the library), which win over any match.
  public init(table: FoodTable, corrections: [String: Food.ID] = [:]) {
    matcher = FoodMatcher(table: table, corrections: corrections)
    self.table = table
  }

  /// The estimate for lines as written, `servings` of them (at least 1); `method` is the
  /// recipe's steps, which say whether a meat's fat is drained or a marinade discarded.
  public func estimate(lines: [String], servings: Int, method: String = "") -> NutritionEstimate {
    var parsed: [IngredientLine] = []
    var marinade: [Bool] = []
    var inMarinade = false
    for text in lines {
      if Self.isHeading(text) {
        inMarinade = DiscardedMarinade.isMarinade(heading: text)
        continue
      }
      parsed.append(IngredientLineParser.parse(text))
      marinade.append(inMarinade)
    }
    return estimate(parsed, inMarinade: marinade, servings: servings, method: method)
  }

  /// The estimate for lines already read (scaled or not: each keeps its text).
  ///
  /// `method` is the recipe's steps; a heading among the lines ("For the marinade:") says
  /// what the lines under it are.
  public func estimate(parsed lines: [IngredientLine], servings: Int, method: String = "")
    -> NutritionEstimate
  {
    var inMarinade = false
    let marinade = lines.map { line in
      if Self.isHeading(line.text) {
        inMarinade = DiscardedMarinade.isMarinade(heading: line.text)
        return false
      }
      return inMarinade
    }
    return estimate(lines, inMarinade: marinade, servings: servings, method: method)
  }

  private func estimate(
    _ lines: [IngredientLine], inMarinade: [Bool], servings: Int, method: String
  ) -> NutritionEstimate {
    var total = Nutrients.zero
    var estimated: [NutritionEstimate.Line] = []
    estimated.reserveCapacity(lines.count)
    let methodDrains = RenderedFat.drains(method)
    let methodTrims = TrimmedFat.trims(method: method)
    let discardsMarinade = inMarinade.contains(true) && DiscardedMarinade.isDiscarded(by: method)
    for (line, inMarinade) in zip(lines, inMarinade) {
      let result = estimate(
        line, methodDrains: methodDrains, methodTrims: methodTrims,
        inDiscardedMarinade: discardsMarinade && inMarinade)
      total = total + result.nutrients
      estimated.append(result)
    }
    return NutritionEstimate(lines: estimated, total: total, servings: max(servings, 1))
  }

  /// One line's food, grams and nutrients, or what was assumed, or why not;
  /// `methodDrains` when the recipe's method drains or skims a meat's fat, `methodTrims`
  /// when it trims a meat's fat off, `inDiscardedMarinade` when the line is of a marinade
  /// the method pours away.
  public func estimate(
    _ written: IngredientLine, methodDrains: Bool = false, methodTrims: Bool = false,
    inDiscardedMarinade: Bool = false
  ) -> NutritionEstimate.Line {
    let line = PartOfFruitLine.reread(NameFirstLine.reread(written))
    func result(_ outcome: NutritionEstimate.Line.Outcome, _ nutrients: Nutrients = .zero)
      -> NutritionEstimate.Line
    {
      NutritionEstimate.Line(
        text: line.text, name: line.name, outcome: outcome, nutrients: nutrients)
    }
    if matcher.isLeftOut(line) { return result(.assumed(.leftOut, food: nil)) }
    let assumption = Assumption.of(text: line.text, name: line.name)
    if assumption == .water { return result(.assumed(.water, food: nil)) }
    guard var (food, source) = matcher.food(for: line) else {
      if let assumption { return result(.assumed(assumption, food: nil)) }
      return result(.unmatched(.unknownFood, food: nil))
    }
    // "2 lb pork shoulder, trimmed of fat": the lean the knife leaves.
    if source != .cooksChoice, TrimmedFat.isLeanAndFat(food),
      methodTrims || TrimmedFat.trims(line: line.text), let lean = table.leanOnly(of: food)
    {
      food = lean
    }
    if let assumption, assumption.countsNothing { return result(.assumed(assumption, food: food)) }
    var weight: Result<LineWeight.Weighed, LineWeight.Failure>
    if case .partWater = assumption {
      // "1 cup starter": a batter, as heavy as water, not a cup of its flour.
      let batter = Food(
        id: food.id, name: food.name, group: food.group, per100Grams: food.per100Grams,
        portions: [], refuse: food.refuse, isBranded: food.isBranded)
      weight = LineWeight.grams(of: line, food: batter) { 1 }
    } else {
      weight = LineWeight.grams(of: line, food: food) {
        table.typicalDensities.gramsPerMilliliter(for: food)
      }
    }
    // "1 sheet puff pastry", "2 serranos": a piece its kin's portions weigh (the USDA's
    // weights of the foods described as this one is).
    if case .failure(.noWeight) = weight,
      let portions = table.kindredPortions.portions(of: food)
    {
      let kin = Food(
        id: food.id, name: food.name, group: food.group, per100Grams: food.per100Grams,
        portions: portions, refuse: food.refuse, isBranded: food.isBranded)
      if case .success(let weighed) = LineWeight.grams(of: line, food: kin) {
        weight = .success(weighed)
      }
    }
    switch weight {
    case .success(let weighed):
      let written = weighed.grams
      var grams = written
      var assumption = assumption
      // "2 lb bone-in chicken thighs": the bone is bought, not eaten.
      // A food USDA weighs "bone in" (a duck's leg) is bought on it too.
      if assumption == nil, weighed.isAsBought, food.refuse > 0,
        Self.saysBoneIn(line, group: food.group) || food.name.contains("bone in")
      {
        assumption = .withoutBone(share: food.refuse)
        grams *= 1 - food.refuse
      }
      // "2 litres sunflower oil" is not eaten: a pan of it fries, and the food takes a part.
      if assumption == nil, Self.isFryingFat(food), written >= Self.fryingOilGrams {
        assumption = .forFrying(share: Self.fryingShare)
      }
      // "For the marinade: ½ cup soy sauce", the chicken lifted out of it.
      if assumption == nil, inDiscardedMarinade, !DiscardedMarinade.isMarinated(food) {
        assumption = .discardedMarinade(share: DiscardedMarinade.share)
      }
      if case .discardedMarinade(let share) = assumption { grams *= share }
      if case .forFrying(let share) = assumption { grams *= share }
      if case .partWater(let share) = assumption { grams *= 1 - share }
      // "1 lb bacon", "1 lb ground beef" drained: the fat left in the pan is not eaten.
      if assumption == nil || assumption == .withoutBone(share: food.refuse),
        RenderedFat.applies(to: food, line: line, methodDrains: methodDrains),
        let (cooked, yield) = table.cookedForms.cooked(food), food.per100Grams.calories > 0
      {
        let nutrients = cooked.nutrients(inGrams: grams * yield)
        let share = nutrients.calories / food.nutrients(inGrams: grams).calories
        let bone = assumption == nil ? 0 : food.refuse
        return result(
          .counted(
            food: food, grams: grams, assumption: .fatRendered(share: share, bone: bone),
            source: source),
          nutrients)
      }
      return result(
        .counted(food: food, grams: grams, assumption: assumption, source: source),
        food.nutrients(inGrams: grams))
    case .failure(.noQuantity):
      if let assumption { return result(.assumed(assumption, food: food)) }
      // "Salt and pepper", "a few sprigs of thyme": a seasoning without an amount is to taste.
      if Self.seasoningGroups.contains(food.group) { return result(.assumed(.toTaste, food: food)) }
      return result(.unmatched(.noQuantity, food: food))
    case .failure(.noWeight(let unit)):
      return result(.unmatched(.noWeight(unit: unit), food: food))
    }
  }

  /// USDA's group of fats and oils.
  private static let fatsAndOils = "04"

  /// Whether `food` is a fat a pan of which fries: an oil, shortening or lard, not the
  /// mayonnaise or the dressing of the same group (two cups of a sauce are eaten).
  static func isFryingFat(_ food: Food) -> Bool {
    food.group == fatsAndOils
      && ["Oil", "Vegetable oil", "Shortening", "Lard", "Fat"].contains { food.name.hasPrefix($0) }
  }
  /// Oil enough to fry in (two cups and more; a cake's cup and a half is eaten), counted as
  /// frying oil even when unsaid.
  static let fryingOilGrams = 400.0
  /// The part of frying oil the food takes up.
  static let fryingShare = 0.1

  /// Spices and herbs.
  private static let seasoningGroups: Set<String> = ["02"]

  /// Whether the line buys its meat on the bone: "bone-in", "on the bone", "whole chicken",
  /// and the cuts sold on it (ribs, wings, drumsticks, shanks) unless it says boneless.
  static func saysBoneIn(_ line: IngredientLine, group: String) -> Bool {
    let words = FoodWords.words(line.text)
    if words.contains("boneless") || words.contains("deboned") { return false }
    if words.contains("bone") { return true }
    let name = FoodWords.words(line.name)
    if meatGroups.contains(group), name.contains(where: cutsOnTheBone.contains),
      !name.contains("eye")  // a rib eye is cut off the bone
    {
      return true
    }
    return zip(words, words.dropFirst()).contains { $0 == ("whole", "chicken") }
  }

  /// USDA's groups of poultry, pork, beef and lamb.
  private static let meatGroups: Set<String> = ["05", "10", "13", "17"]

  /// Cuts of meat sold on the bone.
  private static let cutsOnTheBone: Set<String> = [
    "rib", "ribs", "shortrib", "shortribs", "sparerib", "spareribs", "wing", "wings",
    "drumstick", "drumsticks", "shank", "shanks", "oxtail", "hock", "hocks",
  ]

  /// "For the sauce:", "Dough": a heading between lines, not an ingredient.
  static func isHeading(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || (trimmed.hasSuffix(":") && !trimmed.contains { $0.isNumber })
  }
}
