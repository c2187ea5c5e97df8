import RecipesQuantities

/// How many grams of a food an ingredient line means.
///
/// Mass units directly; volumes through the food's own cup, tablespoon or teaspoon weights
/// (`WEIGHT.txt`), else the kitchen density of its name; counts ("2 onions", "3 large eggs",
/// "1 clove garlic") through its unit weights, the size the line names or a medium one. A
/// range counts its middle ("2–3 cloves": 2 ½).
enum LineWeight {
  /// A line's weight, and whether it is of the food as bought (a mass, "about 2 lb"), bone
  /// and all, or of the part eaten (the table's portions are).
  struct Weighed: Equatable {
    let grams: Double
    let isAsBought: Bool
  }

  /// Why no weight could be found.
  enum Failure: Error, Equatable {
    /// The line gives no amount.
    case noQuantity
    /// The food has no weight for the line's unit (or, for a count, for one).
    case noWeight(unit: String)
  }

  /// The grams `line` means of `food`, or why not.
  ///
  /// `typicalDensity` gives the grams in a millilitre of the food's kind, for a volume of a
  /// food without volume portions of its own.
  static func grams(
    of written: IngredientLine, food: Food, typicalDensity: () -> Double? = { nil }
  ) -> Result<Weighed, Failure> {
    var line = written.foldingAddition()
    if line.unit == nil,
      let unit = leadingUnit(of: line.name)
        ?? (food.group == spices ? endingUnit(of: line.name) : nil)
    {
      line.unit = unit
    }
    // "8 asparagus spears", "2 kaffir lime leaves", "3 garlic cloves": the name ends in
    // the piece it counts; weighed as that piece when the food's portions or a usual
    // weight say what one weighs.
    if line.unit == nil, line.quantity != nil, let last = FoodWords.words(line.name).last,
      trailingUnits.contains(last), FoodWords.words(line.name).count > 1
    {
      var pieces = line
      pieces.unit = .counted(last)
      if case .success(let weighed) = grams(of: pieces, food: food, typicalDensity: typicalDensity)
      {
        return .success(weighed)
      }
    }
    // "A pinch of salt", "pinch of nutmeg": one.
    if line.quantity == nil, line.unit != nil { line.quantity = .one }
    guard let quantity = line.quantity else { return .failure(.noQuantity) }
    var amount = quantity.doubleValue
    if let high = line.quantityMax { amount = (amount + high.doubleValue) / 2 }
    guard let unit = line.unit else {
      // "4 salmon fillets (6 oz each)": each weighed; "8 thighs (about 2 ½ lb)": all of them.
      // "2 large sweet potatoes, about 4 cups": the count weighs them better than a cup of
      // their pieces.
      let isVolume =
        PackageSize.grams(in: line.note, perMilliliter: { 1 })
        != PackageSize.grams(in: line.note, perMilliliter: { 2 })
      if isVolume, let grams = gramsForOne(of: food, line: line) {
        return .success(Weighed(grams: grams * amount, isAsBought: false))
      }
      if let grams = PackageSize.grams(in: line.note, perMilliliter: { 1 }) {
        // "(6 oz each)", "4 x 175g cod fillets": each one weighed.
        let each =
          FoodWords.words(line.note ?? "").contains(where: Self.eachWords.contains)
          || (line.note ?? "").lowercased().hasPrefix("à ")
          || Self.isMultiplied(line.text) || Self.sizesEachOne(line.text)
        return .success(Weighed(grams: each ? grams * amount : grams, isAsBought: true))
      }
      guard let grams = gramsForOne(of: food, line: line) else {
        return .failure(.noWeight(unit: "one"))
      }
      return .success(Weighed(grams: grams * amount, isAsBought: false))
    }
    switch unit.kind {
    case .mass:
      guard let grams = UnitConversion.convert(.one, from: unit, to: .gram) else {
        return .failure(.noWeight(unit: unit.symbol))
      }
      return .success(Weighed(grams: grams.doubleValue * amount, isAsBought: true))
    case .volume:
      // "1/3 cup (45 g) brown sugar": the cook weighed the cup; that weight wins over any
      // density (scaled as the line was).
      if let stated = PackageSize.statedMass(in: line.note) {
        return .success(Weighed(grams: stated * line.scale.doubleValue, isAsBought: false))
      }
      guard let milliliters = UnitConversion.convert(.one, from: unit, to: .milliliter),
        let perMilliliter = gramsPerMilliliter(of: food, line: line) ?? typicalDensity()
      else { return .failure(.noWeight(unit: unit.symbol)) }
      return .success(
        Weighed(grams: milliliters.doubleValue * perMilliliter * amount, isAsBought: false))
    case .count:
      // "2 heads broccoli (about 1 ½ lb)": the weight of them all, as bought.
      if Self.weighsTheWhole(line.note) || line.text.contains("~"),
        let total = PackageSize.grams(in: line.note, perMilliliter: { 1 })
      {
        return .success(Weighed(grams: total, isAsBought: true))
      }
      guard let grams = gramsForCounted(unit, of: food, line: line) else {
        return .failure(.noWeight(unit: unit.symbol))
      }
      return .success(Weighed(grams: grams * amount, isAsBought: false))
    }
  }

  /// Pieces a name may end in: "asparagus spears", "celery stalks", "lime leaves".
  private static let trailingUnits: Set<String> = [
    "spear", "stalk", "leaf", "sprig", "clove", "wedge", "link", "sheet", "slice", "strip",
  ]

  /// Words saying a weight is of each one: "(6 oz each)", "(je 140 g)", "(à 140 g)".
  private static let eachWords: Set<String> = [
    "each", "apiece", "je", "chacun", "chacune", "stuk", "styck", "per",
  ]

  /// Whether the line weighs each one right after its count, as "2 (15 oz) cans" does:
  /// "4 (6-ounce) salmon fillets".
  static func sizesEachOne(_ text: String) -> Bool {
    let rest = text.drop {
      $0.isNumber || $0 == " " || $0 == "/" || $0 == "." || "½¼¾⅓⅔".contains($0)
    }
    return rest.count < text.count && rest.first == "("
  }

  /// Whether a note's weight is of everything the line counts ("about 1 ½ lb", "2 lb in
  /// all") rather than of each one ("15 oz", "6 oz each").
  static func weighsTheWhole(_ note: String?) -> Bool {
    let words = Set(FoodWords.words(note ?? ""))
    return !words.contains("each")
      && !words.isDisjoint(with: [
        "about", "approximately", "approx", "roughly", "around", "total", "all",
      ])
  }

  // MARK: - Volumes

  /// Whether a line counts pieces of a size, "4 x 175g", "2 × 400 g".
  static func isMultiplied(_ text: String) -> Bool {
    let characters = Array(text.prefix(24))
    for (index, character) in characters.enumerated() where character == "x" || character == "×" {
      let before = characters[..<index].last { $0 != " " }
      let after = characters[(index + 1)...].first { $0 != " " }
      if before?.isNumber == true, after?.isNumber == true { return true }
    }
    return false
  }

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
    // Orzo, pastina, ditalini: small shapes fill a cup as rice does (a third of a cup of
    // orzo weighs 56 g), where the long and hollow ones hold air (a cup of penne 95 g).
    if food.group == Self.grainsAndPasta,
      !Set(FoodWords.words(line.name)).isDisjoint(with: Self.smallPastaShapes)
    {
      return Self.smallPastaGramsPerMilliliter
    }
    return IngredientDensity.of(line.name)?.gramsPerMilliliter
  }

  /// USDA's group of cereal grains and pasta.
  private static let grainsAndPasta = "20"
  /// Small pasta shapes, dry: 168 g in a US cup.
  private static let smallPastaGramsPerMilliliter = 168 / 236.6
  private static let smallPastaShapes: Set<String> = [
    "orzo", "pastina", "ditalini", "stelline", "acini", "alphabet", "risoni", "anelli",
  ]

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
  static let volumeWords: [String: Double] = {
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
}
