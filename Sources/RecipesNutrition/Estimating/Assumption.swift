/// What the estimate assumed for a line a cook would not count in full, said rather than
/// guessed silently.
public enum Assumption: Equatable, Sendable {
  /// "To taste", "as needed", or a seasoning with no amount: not counted.
  case toTaste
  /// Water or ice: nothing to count.
  case water
  /// Marked optional: not counted.
  case optional
  /// To serve or garnish with: not counted.
  case forServing
  /// To grease or dust the pan: not counted.
  case forGreasing
  /// Oil to fry in: only `share` of it (0.1) counted, what the food takes up.
  case forFrying(share: Double)

  /// Whether the line's food counts at all.
  public var countsNothing: Bool {
    if case .forFrying = self { return false }
    return true
  }

  /// In a few English words, for the command line's JSON and logs.
  public var summary: String {
    switch self {
    case .toTaste: "to taste: not counted"
    case .water: "water: no nutrients"
    case .optional: "optional: not counted"
    case .forServing: "for serving: not counted"
    case .forGreasing: "for greasing: not counted"
    case .forFrying(let share):
      "for frying: \(Int((share * 100).rounded())) % counted, the part absorbed"
    }
  }

  /// Water and ice, in the languages read.
  private static let waterWords: Set<String> = ["water", "ice", "wasser", "eis", "eau", "glacon"]

  /// Words that make water or ice another food: "water chestnuts", "coconut water", "ice
  /// cream".
  private static let notWaterWords: Set<String> = [
    "chestnut", "cress", "melon", "coconut", "cream", "rose", "orange", "tonic", "berg",
    "iceberg", "lettuce", "chip", "tea", "coffee",
  ]

  /// What `text` (a whole line, as written) asks of its food; nil for a plain line.
  static func of(text: String, name: String) -> Assumption? {
    var text = " " + FoodWords.words(text).joined(separator: " ") + " "
    // "2 tbsp oil, plus more for serving": the more is not counted, the 2 tbsp are.
    for extra in [" plus more ", " plus extra ", " and more ", " and extra "] {
      if let range = text.range(of: extra) { text = String(text[..<range.lowerBound]) + " " }
    }
    func says(_ phrases: [String]) -> Bool {
      phrases.contains { text.contains(" \($0) ") }
    }
    let nameWords = FoodWords.words(name)
    if nameWords.contains(where: waterWords.contains),
      !nameWords.contains(where: notWaterWords.contains)
    {
      return .water
    }
    if says([
      "for frying", "for deep frying", "for shallow frying", "for deep fry", "zum frittieren",
      "pour la friture",
    ]) {
      return .forFrying(share: NutritionEstimator.fryingShare)
    }
    if says([
      "for greasing", "for the pan", "for dusting", "to grease", "for the baking sheet",
      "for the tin",
    ]) {
      return .forGreasing
    }
    if says(["to taste", "as needed", "as required", "nach geschmack", "selon le gout", "au gout"])
    {
      return .toTaste
    }
    if says(["optional", "if desired", "if you like", "nach belieben", "facultatif"]) {
      return .optional
    }
    if says([
      "for serving", "to serve", "for garnish", "to garnish", "for topping", "zum servieren",
      "pour servir",
    ]) {
      return .forServing
    }
    return nil
  }
}
