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
  /// The cook said the ingredient is not a food to count ("leave out"): not counted.
  case leftOut
  /// A part made from lines above or below ("syrup, made from the ingredients above"):
  /// those lines are counted, so this one is not.
  case madeFromOtherLines
  /// Oil to fry in: only `share` of it (0.1) counted, what the food takes up.
  case forFrying(share: Double)
  /// A sourdough starter: `share` of its weight is water (half at 100 % hydration), the rest
  /// counted as the flour it was fed.
  case partWater(share: Double)
  /// Meat weighed on the bone: `share` of the weight (the table's refuse) is bone, not
  /// counted.
  case withoutBone(share: Double)
  /// A raw meat whose fat renders in the pan (fatty, or drained): counted as the USDA's
  /// cooked form of it, `share` of the raw meat's energy; `bone` of the weight (0 when
  /// none) is bone, not counted either.
  case fatRendered(share: Double, bone: Double)
  /// A line of a marinade or brine the method discards: `share` of it counted, what clings
  /// to the food.
  case discardedMarinade(share: Double)

  /// Whether the line's food counts at all.
  public var countsNothing: Bool {
    switch self {
    case .forFrying, .withoutBone, .partWater, .fatRendered, .discardedMarinade: return false
    default: break
    }
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
    case .leftOut: "left out by the cook"
    case .madeFromOtherLines: "made from other lines: not counted twice"
    case .withoutBone(let share):
      "on the bone: \(Int((share * 100).rounded())) % of the weight is bone, not counted"
    case .fatRendered(let share, let bone) where bone > 0:
      "fat rendered and bone: \(Int((share * 100).rounded())) % of the raw meat's energy counted, "
        + "as cooked, \(Int((bone * 100).rounded())) % of the weight bone"
    case .fatRendered(let share, _):
      "fat rendered: \(Int((share * 100).rounded())) % of the raw meat's energy counted, as cooked"
    case .discardedMarinade(let share):
      "a discarded marinade: \(Int((share * 100).rounded())) % counted, what clings to the food"
    case .forFrying(let share):
      "for frying: \(Int((share * 100).rounded())) % counted, the part absorbed"
    case .partWater(let share):
      "a starter: \(Int((share * 100).rounded())) % of it water, the rest counted as flour"
    }
  }

  /// Water and ice, in the languages read (Dutch's is English's).
  private static let waterWords: Set<String> = [
    "water", "ice", "wasser", "eis", "eau", "glacon", "vatten", "vand", "vann", "agua", "acqua",
    "ijs", "isbitar",
  ]

  /// Words that make water or ice another food: "water chestnuts", "coconut water", "ice
  /// cream".
  private static let notWaterWords: Set<String> = [
    "chestnut", "cress", "melon", "coconut", "cream", "rose", "orange", "tonic", "berg",
    "iceberg", "lettuce", "chip", "tea", "coffee",
  ]

  /// What `text` (a whole line, as written) asks of its food; nil for a plain line.
  static func of(text: String, name: String) -> Assumption? {
    var words = FoodWords.words(text)
    // "2 tbsp oil, plus more for serving": the more is not counted, the 2 tbsp are.
    if let more = words.indices.first(where: { index in
      index + 1 < words.count && ["plus", "and"].contains(words[index])
        && ["more", "extra"].contains(words[index + 1])
    }) {
      words.removeSubrange(more...)
    }
    var nameWords = FoodWords.words(name)
    // "Tuna in water": the water is what the food is kept in.
    if let kept = nameWords.firstIndex(of: "in"), kept > 0 {
      nameWords = Array(nameWords[..<kept])
    }
    if nameWords.contains(where: waterWords.contains),
      !nameWords.contains(where: notWaterWords.contains)
    {
      return .water
    }
    // "1/4 cup reserved bacon fat": what a step set aside from another line.
    if nameWords.first == "reserved" { return .madeFromOtherLines }
    for (assumption, phrases) in phrases where phrases.contains(where: { words.contains($0) }) {
      return assumption
    }
    if nameWords.contains(where: starterWords.contains) {
      return .partWater(share: waterShare(ofStarter: text))
    }
    return nil
  }

  /// Names of a sourdough starter, in the languages read.
  private static let starterWords: Set<String> = [
    "starter", "levain", "sauerteig", "anstellgut", "zuurdesem", "desem", "surdeg",
  ]

  /// The share of a starter that is water: "80% hydration" is 80 g of water to 100 g of
  /// flour; without one, equal weights, as starters are most often fed.
  static func waterShare(ofStarter text: String) -> Double {
    let words = FoodWords.words(text.replacingOccurrences(of: "%", with: " "))
    if let index = words.firstIndex(where: { $0 == "hydration" || $0 == "hydratation" }),
      index > 0, let hydration = Double(words[index - 1]), hydration > 0, hydration <= 500
    {
      return hydration / (100 + hydration)
    }
    return 0.5
  }

  /// What lines say, in order of precedence, each phrase as folded words.
  private static let phrases: [(Assumption, [[String]])] = [
    (
      .madeFromOtherLines,
      [
        "ingredients above", "from above", "recipe above", "see above", "made above",
        "recipe below", "siehe oben", "von oben", "ci dessus",
        // A part of the recipe its own lines make: "(recipe follows)", "(from step 1)",
        // "(zie hierboven)", "(se ovan)".
        "recipe follows", "from step", "zie hierboven", "van hierboven", "se ovan", "fran ovan",
        "marinade above", "sauce above",
      ]
    ),
    (
      .forFrying(share: NutritionEstimator.fryingShare),
      [
        "for frying", "for deep frying", "for shallow frying", "for deep fry", "zum frittieren",
        "pour la friture",
        // German, French, Dutch and Swedish deep frying: in the pot, not on the plate.
        "zum ausbacken", "fur die fritteuse", "pour frire", "om te frituren", "voor het frituren",
        "till fritering", "for fritering", "att fritera",
        // Oil named for the fryer: "Frittieröl", "huile de friture", "frying oil".
        "frying oil", "frittierol", "frittierfett", "huile de friture", "frituurolie",
        "frituurvet", "frityrolja", "friteringsolja",
        // Spanish, Italian, Portuguese, Czech, Slovak, Polish, Danish and Norwegian.
        "para freír", "per friggere", "para fritar", "na vyprážanie", "na smažení",
        "na smaženie", "do smażenia", "do głębokiego smażenia", "til fritering",
        "til friturestegning", "aceite para freír", "olio per friggere",
        "olio di semi per friggere",
      ]
    ),
    (
      .forGreasing,
      [
        "for greasing", "for the pan", "for dusting", "to grease", "for the baking sheet",
        "for the tin",
        // The tin's or the dish's butter, as German, French, Dutch and Swedish cooks say it.
        "zum einfetten", "zum ausfetten", "fur die form", "fur das blech", "pour le moule",
        "pour graisser", "pour beurrer", "pour le plat", "om in te vetten", "voor de vorm",
        "till formen", "att smorja", "att smorja formen",
        "para engrasar", "para untar el molde", "per ungere", "per imburrare", "para untar",
        "na vymastenie", "na vymazanie", "na vymazání", "do wysmarowania", "til smøring",
        "til formen",
      ]
    ),
    (
      .toTaste,
      [
        "to taste", "as needed", "as required", "nach geschmack", "selon le gout", "au gout",
        "nach bedarf", "a volonte", "naar smaak", "naar behoefte", "efter smak", "efter behov",
        "al gusto", "a gusto", "quanto basta", "q b", "a piacere", "a gosto", "podľa chuti",
        "podle chuti", "podľa potreby", "podle potřeby", "do smaku", "efter smag", "etter smak",
      ]
    ),
    (
      .optional,
      [
        "optional", "if desired", "if you like", "nach belieben", "facultatif", "nach wunsch",
        "evtl", "eventuell", "optionnel", "optioneel", "valfritt",
        "valfri", "eventuellt", "ev",
        "opcional", "facoltativo", "facoltativa", "opcjonalnie", "nepovinné", "valgfrit",
        "valgfritt",
      ]
    ),
    (
      .forServing,
      [
        "for serving", "to serve", "for garnish", "to garnish", "for topping", "zum servieren",
        "pour servir", "zum bestreuen", "zum garnieren", "zum anrichten", "zum dekorieren",
        "pour garnir", "pour decorer", "pour la garniture",
        // Dutch and Swedish: "om te serveren", "till servering".
        "om te serveren", "voor het serveren", "ter garnering", "om te garneren",
        "till servering", "att servera", "till garnering", "att garnera",
        "para servir", "para decorar", "para acompañar", "per servire", "per decorare",
        "per guarnire", "na ozdobu", "na podávanie", "na servírovanie", "k podávání",
        "na ozdobení", "do podania", "do dekoracji", "til servering", "til pynt",
      ]
    ),
  ].map { assumption, phrases in (assumption, phrases.map(FoodWords.words)) }
}

extension [String] {
  /// Whether `phrase` is a run of these words.
  fileprivate func contains(_ phrase: [String]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= count else { return false }
    for start in 0...(count - phrase.count) where self[start] == phrase[0] {
      if self[start..<(start + phrase.count)].elementsEqual(phrase) { return true }
    }
    return false
  }
}
