import RecipesQuantities

/// How many grams of a food an ingredient line means.
///
/// Mass units directly; volumes through the food's own cup, tablespoon or teaspoon weights
/// (`WEIGHT.txt`), else the kitchen density of its name; counts ("2 onions", "3 large eggs",
/// "1 clove garlic") through its unit weights, the size the line names or a medium one. A
/// range counts its middle ("2–3 cloves": 2 ½).
enum LineWeight {
  /// Why no weight could be found.
  enum Failure: Error, Equatable {
    /// The line gives no amount.
    case noQuantity
    /// The food has no weight for the line's unit (or, for a count, for one).
    case noWeight(unit: String)
  }

  /// The grams `line` means of `food`, or why not.
  static func grams(of written: IngredientLine, food: Food) -> Result<Double, Failure> {
    var line = written.foldingAddition()
    if line.unit == nil, let unit = leadingUnit(of: line.name) { line.unit = unit }
    // "A pinch of salt", "pinch of nutmeg": one.
    if line.quantity == nil, line.unit != nil { line.quantity = .one }
    guard let quantity = line.quantity else { return .failure(.noQuantity) }
    var amount = quantity.doubleValue
    if let high = line.quantityMax { amount = (amount + high.doubleValue) / 2 }
    guard let unit = line.unit else {
      // "4 salmon fillets (6 oz each)": each weighed; "8 thighs (about 2 ½ lb)": all of them.
      if let grams = PackageSize.grams(in: line.note, perMilliliter: { 1 }) {
        let each = FoodWords.words(line.note ?? "").contains { $0 == "each" || $0 == "apiece" }
        return .success(each ? grams * amount : grams)
      }
      guard let grams = gramsForOne(of: food, line: line) else {
        return .failure(.noWeight(unit: "one"))
      }
      return .success(grams * amount)
    }
    switch unit.kind {
    case .mass:
      guard let grams = UnitConversion.convert(.one, from: unit, to: .gram) else {
        return .failure(.noWeight(unit: unit.symbol))
      }
      return .success(grams.doubleValue * amount)
    case .volume:
      guard let milliliters = UnitConversion.convert(.one, from: unit, to: .milliliter),
        let perMilliliter = gramsPerMilliliter(of: food, line: line)
      else { return .failure(.noWeight(unit: unit.symbol)) }
      return .success(milliliters.doubleValue * perMilliliter * amount)
    case .count:
      guard let grams = gramsForCounted(unit, of: food, line: line) else {
        return .failure(.noWeight(unit: unit.symbol))
      }
      return .success(grams * amount)
    }
  }

  // MARK: - Volumes

  /// The food's own weight of a volume, from its cup, tablespoon, teaspoon or fluid-ounce
  /// portions (the one the line's note describes, "chopped" or "packed", first).
  static func gramsPerMilliliter(of food: Food, line: IngredientLine) -> Double? {
    let noteWords = Set(
      FoodWords.words((line.note ?? "") + " " + line.name).map { portionAliases[$0] ?? $0 })
    var best: (score: Int, perMilliliter: Double)?
    for portion in food.portions {
      let words = FoodWords.words(portion.measure).map { portionAliases[$0] ?? $0 }
      guard let first = words.first, let milliliters = volumeWords[first] else { continue }
      var score = 0
      for word in explained(words).dropFirst() where word.count > 2 {
        if word == "unthawed", noteWords.contains("frozen") {
          score += 2
        } else if noteWords.contains(word) {
          score += 2
        } else {
          score -= densityChangers.contains(word) ? 3 : 1
        }
      }
      if words.count == 1 { score += 1 }
      if let unit = line.unit, unitWords[unit.symbol]?.contains(first) == true { score += 3 }
      if let current = best, current.score >= score { continue }
      best = (score, portion.grams / milliliters)
    }
    if let best { return best.perMilliliter }
    return IngredientDensity.of(line.name)?.gramsPerMilliliter
  }

  /// A portion's words without what it explains in parentheses ("cup, fluid (yields 2
  /// cups whipped)" is a cup, fluid).
  private static func explained(_ words: [String]) -> [String] {
    Array(words.prefix { $0 != "yield" && $0 != "approx" && $0 != "about" })
  }

  /// Words of a portion that change what a cup weighs a great deal.
  private static let densityChangers: Set<String> = [
    "whipped", "sifted", "melted", "mashed", "pureed", "crumbled", "ground", "thawed",
  ]

  /// The words portions write a line's volume unit in.
  private static let unitWords: [String: Set<String>] = [
    "tsp": ["tsp", "teaspoon"], "tbsp": ["tbsp", "tablespoon"], "cup": ["cup"],
    "fl oz": ["fl"], "qt": ["quart"], "pt": ["pint"],
  ]

  /// Words of a line that the portions write otherwise.
  private static let portionAliases: [String: String] = [
    "shredded": "grated", "minced": "chopped", "diced": "chopped",
  ]

  /// Volume words portions begin with, in millilitres.
  private static let volumeWords: [String: Double] = {
    func milliliters(_ unit: CookingUnit) -> Double {
      UnitConversion.convert(.one, from: unit, to: .milliliter)?.doubleValue ?? 0
    }
    return [
      "cup": milliliters(.cup), "tbsp": milliliters(.tablespoon),
      "tablespoon": milliliters(.tablespoon), "tsp": milliliters(.teaspoon),
      "teaspoon": milliliters(.teaspoon), "fl": milliliters(.fluidOunce),
      "quart": milliliters(.quart), "pint": milliliters(.pint), "liter": 1000, "ml": 1,
    ]
  }()

  // MARK: - Counts

  /// One of the food, whole: the size the line names ("large", "small"), else a medium one,
  /// else one named by the food's own noun ("clove", "fruit", "pepper") or counted alone.
  static func gramsForOne(of food: Food, line: IngredientLine) -> Double? {
    let lineWords = Set(FoodWords.words((line.note ?? "") + " " + line.name))
    let sizes = ["extra large", "jumbo", "large", "medium", "small"]
    let named = sizes.first { size in
      size.split(separator: " ").allSatisfy { lineWords.contains(String($0)) }
    }
    let counted = food.portions.filter { portion in
      let words = FoodWords.words(portion.measure)
      guard let first = words.first else { return false }
      // A whole one, not its yield from a pound of something, nor peeled unless asked.
      return volumeWords[first] == nil && !unweighable.contains(first)
        && !portion.measure.contains("yield from")
        && (!words.contains("peeled") || lineWords.contains("peeled"))
    }
    // "Flour tortillas (10-inch)": the food's own 10" one.
    let ordered = FoodWords.words((line.note ?? "") + " " + line.name)
    let inches = zip(ordered, ordered.dropFirst()).filter { $0.1 == "inch" }.map(\.0)
    if !inches.isEmpty,
      let sized = counted.first(where: { portion in
        let words = FoodWords.words(portion.measure)
        return zip(words, words.dropFirst()).contains { inches.contains($0.0) && $0.1 == "dia" }
      })
    {
      return sized.grams
    }
    // "Roma tomatoes": the food's own "plum tomato".
    let foodNoun = Set(
      FoodWords.words(food.name.split(separator: ",").first.map(String.init) ?? ""))
    let kinds = Set(lineWords.map { kindAliases[$0] ?? $0 }).subtracting(foodNoun)
    if let kind = counted.first(where: { portion in
      FoodWords.words(portion.measure).contains { kinds.contains($0) && !sizeWords.contains($0) }
    }), FoodWords.words(kind.measure).count <= 3 {
      return kind.grams
    }
    func portion(sized size: String) -> Double? {
      let sizeWords = size.split(separator: " ").map(String.init)
      // "large" before "extra large"; then "Potato medium", named after the food.
      return counted.first { FoodWords.words($0.measure).starts(with: sizeWords) }?.grams
        ?? counted.first { portion in
          let words = FoodWords.words(portion.measure)
          return words.count > 1 && words[1] == size && !unweighable.contains(words[0])
            && !self.sizeWords.contains(words[0])
        }?.grams
    }
    if let named, let grams = portion(sized: named) { return grams }
    for size in ["medium", "whole", "fruit", "large"] {
      if let grams = portion(sized: size) { return grams }
    }
    let nameWords = foodNoun.union(lineWords)
    return counted.first { portion in
      FoodWords.words(portion.measure).first.map { nameWords.contains($0) } ?? false
    }?.grams ?? counted.first { portion in
      let first = FoodWords.words(portion.measure).first ?? ""
      return ["unit", "each", "piece", "item"].contains(first)
    }?.grams ?? FoodWords.words(line.name).last.flatMap { usualWeights[$0] }
  }

  /// Sizes, which do not name a kind.
  private static let sizeWords: Set<String> = ["extra", "jumbo", "large", "medium", "small"]

  /// Names cooks give a kind, as the table names it.
  private static let kindAliases: [String: String] = ["roma": "plum"]

  /// A unit written as the name's first word, which the line reader does not know as one:
  /// "Päckchen Backpulver", "pincée de sel".
  static func leadingUnit(of name: String) -> CookingUnit? {
    guard let first = FoodWords.words(name).first, FoodWords.words(name).count > 1 else {
      return nil
    }
    return leadingUnits[first].map(CookingUnit.counted)
  }

  private static let leadingUnits: [String: String] = [
    "packchen": "packet", "pckchen": "packet", "tute": "packet", "sachet": "packet",
    "pincee": "pinch", "prise": "pinch", "gousse": "clove", "tranche": "slice",
    "scheibe": "slice", "bund": "bunch", "botte": "bunch", "zehe": "clove",
  ]

  /// Portions that are not one of the food: weights, servings, packages.
  private static let unweighable: Set<String> = [
    "oz", "lb", "serving", "nlea", "package", "container", "can", "jar", "box", "packet",
    "cubic", "slice", "grams", "g", "portion", "bunch", "head", "stalk", "leaf", "spear",
    "sprig", "sprigs", "clove", "wedge", "link", "stick",
  ]

  /// One `unit` of the food: a portion named after it ("clove", "stalk", "slice", "can"),
  /// a can or package the note weighs ("1 (14 oz) can"), or what a cook means by a pinch.
  static func gramsForCounted(_ unit: CookingUnit, of food: Food, line: IngredientLine) -> Double? {
    if let grams = PackageSize.grams(
      in: line.note,
      perMilliliter: {
        gramsPerMilliliter(of: food, line: line) ?? 1
      })
    {
      return grams
    }
    let word = unit.symbol
    let plural = EnglishNoun.plural(of: word)
    let named = food.portions.filter { portion in
      let first = portion.measure.lowercased().split { !$0.isLetter }.first.map(String.init)
      return first == word || first == plural
    }
    if let portion = named.first(where: { $0.measure.contains("medium") }) ?? named.first {
      return portion.grams
    }
    var inTeaspoons = line
    inTeaspoons.unit = .teaspoon
    if let teaspoons = teaspoonsOf[word],
      let perMilliliter = gramsPerMilliliter(of: food, line: inTeaspoons)
    {
      return teaspoons * (volumeWords["tsp"] ?? 0) * perMilliliter
    }
    return usualWeights[word]
  }

  /// Pinches and the like, in teaspoons.
  private static let teaspoonsOf: [String: Double] = [
    "pinch": 1.0 / 16, "dash": 1.0 / 8, "drop": 1.0 / 96, "dessertspoon": 2, "splash": 1,
    "drizzle": 1, "knob": 3, "dollop": 6, "scoop": 6, "handful": 6, "glass": 48,
    // French cakes measure in the yogurt's pot, 125 ml.
    "pot": 25.36,
  ]

  /// What one usually weighs when the food's portions do not say, g.
  private static let usualWeights: [String: Double] = [
    "can": 400, "tin": 400, "jar": 350, "bunch": 30, "sprig": 1, "head": 500, "clove": 3,
    "slice": 25, "stalk": 40, "rib": 40, "package": 450, "packet": 16, "envelope": 7,
    "sachet": 15, "bag": 300, "fillet": 170, "leaf": 0.2, "stick": 113, "cube": 4,
    "ear": 90, "piece": 50,
  ]
}
