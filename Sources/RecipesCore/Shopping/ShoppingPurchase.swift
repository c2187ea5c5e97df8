import RecipesQuantities

/// What a shop sells for what the recipes measure.
///
/// Lemon or lime juice and zest measured in spoons (or cups, millilitres) are bought as
/// the fruit: about 3 tbsp of juice and 1 tbsp of zest to a lemon, 2 tbsp and 2 tsp to a
/// lime, so "2 tbsp lemon juice" is a lemon on the list, added to the whole lemons other
/// lines ask for; juice and zest come from the same fruit, so only the larger of the two
/// counts. "Zitronensaft" and "jus de citron" are lemons too.
///
/// A fresh herb is bought by the bunch: spoons, cups, sprigs and handfuls of a herb that
/// another line buys by the bunch are in that bunch ("2 tbsp + 3 bunches Coriander" is "3
/// bunches"); a herb only measured in them is one bunch. A teaspoon of coriander alone
/// may be the ground spice, and is left as written.
enum ShoppingPurchase {
  /// The part of a fruit a line uses.
  enum Part: Sendable {
    case juice
    case zest
  }

  /// The fruit a line's key names a part of: its name (for the list to show), its key and
  /// the part; nil for anything else.
  static func fruitPart(ofKey key: String) -> (name: String, key: String, part: Part)? {
    // Every name on the list asks, so words are compared, not strings searched: a quick
    // look for any of the rows' words first, as most keys hold none.
    let words = key.split(separator: " ")
    guard words.contains(where: fruitWords.contains) else { return nil }
    // Longest first: "jus de citron vert" before "jus de citron".
    for (index, row) in fruitRows.enumerated() where holds(words, run: fruitRowWords[index]) {
      return (row.fruit, ShoppingName.key(row.fruit), row.part)
    }
    return nil
  }

  /// Whether `words` hold `run`, word for word, one after another.
  private static func holds(_ words: [Substring], run: [Substring]) -> Bool {
    guard run.count <= words.count else { return false }
    return (0...(words.count - run.count)).contains { start in
      run.indices.allSatisfy { words[start + $0] == run[$0] }
    }
  }

  /// `amounts` of the item `key`, as a shop sells them: parts of fruit as fruit, herbs in
  /// bunches.
  static func bought(_ amounts: [ShoppingAmount], key: String) -> [ShoppingAmount] {
    let fruit = fruitCounted(amounts, key: key)
    return herbKeys.contains(key) ? inBunches(fruit, key: key) : fruit
  }

  // MARK: - Fruit

  private static func fruitCounted(_ amounts: [ShoppingAmount], key: String) -> [ShoppingAmount] {
    guard amounts.contains(where: { $0.part != nil }), let sizes = fruitSizes[key] else {
      return amounts
    }
    var shares: [Part: (total: Rational, amounts: [ShoppingAmount])] = [:]
    var result: [ShoppingAmount] = []
    for amount in amounts {
      guard let part = amount.part else {
        result.append(amount)
        continue
      }
      let perFruit = part == .juice ? sizes.juice : sizes.zest
      var counted = amount
      counted.unit = nil
      counted.part = nil
      counted.quantity = share(amount.quantity, unit: amount.unit, perFruit: perFruit)
      counted.quantityMax = amount.quantityMax.flatMap {
        share($0, unit: amount.unit, perFruit: perFruit)
      }
      let total = shares[part]?.total ?? .zero
      shares[part] = (
        total.adding(counted.quantity ?? .zero) ?? total,
        (shares[part]?.amounts ?? []) + [counted]
      )
    }
    // Juice and zest of the same fruit: the larger count buys both; the other's recipes
    // still ride on the line, for nothing more.
    let juice = shares[.juice]
    let zest = shares[.zest]
    let (kept, covered) =
      (juice?.total ?? .zero) < (zest?.total ?? .zero) ? (zest, juice) : (juice, zest)
    result += kept?.amounts ?? []
    result += (covered?.amounts ?? []).map { amount in
      var free = amount
      free.quantity = .zero
      free.quantityMax = nil
      return free
    }
    return result
  }

  /// How many fruit `quantity` of `unit` of juice or zest takes, `perFruit` tablespoons
  /// each, to the nearest quarter (60 ml of lime juice is 2 limes, not 2.03); a quarter of
  /// one for a squeeze or an amount not measured.
  private static func share(_ quantity: Rational?, unit: CookingUnit?, perFruit: Rational)
    -> Rational
  {
    let quarter = Rational(1, 4) ?? .one
    guard let quantity, let unit, unit.kind != .count else {
      return unit == nil ? (quantity ?? quarter) : quarter
    }
    let water = IngredientDensity.of("water")
    guard
      let tablespoons = UnitConversion.convert(
        quantity, from: unit, to: .tablespoon, density: water),
      let fruit = tablespoons.divided(by: perFruit)?.rounded(toDenominator: 4)
    else { return quarter }
    return fruit.isPositive ? fruit : quarter
  }

  /// Tablespoons of juice and of zest one fruit gives, by the fruit's key.
  private static let fruitSizes: [String: (juice: Rational, zest: Rational)] = {
    let lemon = (Rational(3), Rational.one)
    let lime = (Rational(2), Rational(2, 3) ?? .one)
    var table: [String: (juice: Rational, zest: Rational)] = [:]
    for name in ["lemon", "Zitrone", "citron"] { table[ShoppingName.key(name)] = lemon }
    for name in ["lime", "Limette", "citron vert"] { table[ShoppingName.key(name)] = lime }
    return table
  }()

  /// The words that name a part of a fruit, as folded keys, longest first.
  private static let fruitRows: [(phrase: String, fruit: String, part: Part)] = [
    ("jus de citron vert", "citron vert", .juice), ("zeste de citron vert", "citron vert", .zest),
    ("jus de citron", "citron", .juice), ("zeste de citron", "citron", .zest),
    ("jus de lime", "lime", .juice), ("zeste de lime", "lime", .zest),
    ("lemon juice", "lemon", .juice), ("lime juice", "lime", .juice),
    ("lemon zest", "lemon", .zest), ("lime zest", "lime", .zest),
    ("lemon rind", "lemon", .zest), ("lime rind", "lime", .zest),
    ("zitronensaft", "Zitrone", .juice), ("limettensaft", "Limette", .juice),
    ("zitronenschale", "Zitrone", .zest), ("limettenschale", "Limette", .zest),
    ("zitronenabrieb", "Zitrone", .zest), ("limettenabrieb", "Limette", .zest),
  ]

  /// Each of `fruitRows`' phrases, in words.
  private static let fruitRowWords = fruitRows.map { $0.phrase.split(separator: " ") }
  /// Every word of `fruitRows`' phrases.
  private static let fruitWords = Set(fruitRowWords.joined())

  // MARK: - Herbs

  private static func inBunches(_ amounts: [ShoppingAmount], key: String) -> [ShoppingAmount] {
    let bunch = CookingUnit.counted("bunch")
    let hasBunch = amounts.contains { $0.unit == bunch && $0.quantity != nil }
    let measured = amounts.filter { $0.quantity != nil && $0.unit.map(isMeasuredOut) == true }
    guard !measured.isEmpty else { return amounts }
    if !hasBunch {
      // Only spoons and such: one bunch, unless all of it is teaspoons of a herb whose
      // name is a spice's too.
      let others = amounts.filter { $0.quantity != nil && $0.unit.map(isMeasuredOut) != true }
      let onlyTeaspoons = measured.allSatisfy { $0.unit == .teaspoon }
      guard others.isEmpty, !(onlyTeaspoons && spiceToo.contains(key)) else { return amounts }
    }
    var first = !hasBunch
    return amounts.map { amount in
      guard amount.quantity != nil, amount.unit.map(isMeasuredOut) == true else { return amount }
      var inBunch = amount
      inBunch.unit = bunch
      inBunch.quantity = first ? .one : .zero
      inBunch.quantityMax = nil
      first = false
      return inBunch
    }
  }

  /// Whether `unit` measures some of a bunch out: spoons, cups, millilitres, sprigs, a
  /// handful.
  private static func isMeasuredOut(_ unit: CookingUnit) -> Bool {
    unit.kind == .volume || ["sprig", "handful", "pinch"].contains(unit.symbol)
  }

  /// Fresh herbs sold by the bunch, as folded keys, in English, German and French.
  private static let herbKeys: Set<String> = Set(
    [
      "coriander", "parsley", "flat leaf parsley", "flat-leaf parsley", "italian parsley",
      "curly parsley", "basil", "mint", "dill", "chive", "chives", "tarragon", "chervil",
      "thyme", "rosemary", "sage", "lovage", "sorrel", "petersilie", "glatte petersilie",
      "koriander", "basilikum", "minze", "schnittlauch", "estragon", "kerbel", "persil",
      "persil plat", "coriandre", "basilic", "menthe", "aneth", "ciboulette", "cerfeuil",
    ].map(ShoppingName.key))

  /// Herbs whose name alone may be the ground spice (in teaspoons).
  private static let spiceToo: Set<String> = Set(
    ["coriander", "koriander", "coriandre", "thyme", "rosemary", "sage"].map(ShoppingName.key))
}
