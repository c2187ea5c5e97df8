import Foundation

/// How many servings a per-serving figure divides a recipe by, and which of its yields that
/// was read from, so the figure can say it.
///
/// Scaling counts what a recipe makes as written ("1 loaf" is one loaf, twice is two); a
/// serving's nutrition needs servings: a loaf is cut in slices, a quart of soup ladled in
/// cups, a range ("serves 4 to 6") taken at its middle, each cookie of "24 cookies" one.
public struct YieldServings: Equatable, Sendable {
  /// Which yield the count was read from.
  public enum Basis: Equatable, Sendable {
    /// A number of servings, as written.
    case servings
    /// The recipe says nothing: `IngredientScaling`'s assumed servings.
    case assumed
    /// A range of servings ("serves 4 to 6"): its middle.
    case range(low: Int, high: Int)
    /// Pieces, each a serving ("12 bars", "24 cookies", "8 quesadillas").
    case pieces
    /// Wholes cut in `portions` servings each ("1 loaf": 10, "1 9-inch pie": 8).
    case wholes(portions: Int)
    /// A measured yield ("4 cups", "1 quart") in servings of `portion` (a measure, "¼ cup");
    /// `isPublished` when the page's serving size said it, else a cook's usual serving.
    case measured(portion: String, isPublished: Bool)
  }

  /// How many servings.
  public let count: Int
  /// Where the count comes from.
  public let basis: Basis

  /// Servings `count`, read from `basis`.
  public init(count: Int, basis: Basis) {
    self.count = max(count, 1)
    self.basis = basis
  }

  /// The servings of a recipe stating `servings` and the `yield` text, whose page published
  /// `servingSize` ("1/4 cup", "1 slice"), named `name`; `assumed` when it says nothing.
  ///
  /// A yield that names what is made wins over a number that only counts it again ("1
  /// loaf" read as servings 1); a number of servings stated apart from it wins over it.
  public static func of(
    servings: Int?, yield: String?, servingSize: String? = nil, name: String = "",
    assumed: Int
  ) -> YieldServings {
    let read = yield.flatMap(RecipeYield.read)
    guard let read, servings == nil || servings == read.count else {
      if let servings { return YieldServings(count: servings, basis: .servings) }
      return YieldServings(count: assumed, basis: .assumed)
    }
    guard let unit = read.unit else {
      if let high = read.countMax, high > read.count {
        let middle = (read.count + high + 1) / 2
        return YieldServings(count: middle, basis: .range(low: read.count, high: high))
      }
      return YieldServings(count: read.count, basis: .servings)
    }
    if let portions = wholePortions[unit] {
      return YieldServings(count: read.count * portions, basis: .wholes(portions: portions))
    }
    if let measure = CookingUnit.spelled(unit), let size = measure.baseSize,
      measure.kind != .count
    {
      let total = Double(read.count) * size
      if let published = servingSize.flatMap({ portion($0, kind: measure.kind) }),
        published.size > 0
      {
        return YieldServings(
          count: Int((total / published.size).rounded()),
          basis: .measured(portion: published.text, isPublished: true))
      }
      // "48 tablespoons": a spoonful is a serving, as a dressing's or a seasoning's is.
      if measure.kind == .volume, size < spoonful {
        return YieldServings(
          count: read.count, basis: .measured(portion: "1 \(measure.symbol)", isPublished: false))
      }
      let usual = usualPortion(kind: measure.kind, name: name)
      return YieldServings(
        count: Int((total / usual.size).rounded()),
        basis: .measured(portion: usual.text, isPublished: false))
    }
    return YieldServings(count: read.count, basis: .pieces)
  }

  /// A serving size written as a measure of `kind` ("1/4 cup", "2 tablespoons", "½-cup"),
  /// in millilitres or grams, with its text as written; nil for "1 slice", "1 serving".
  static func portion(_ text: String, kind: CookingUnit.Kind) -> (size: Double, text: String)? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let line = IngredientLineParser.parse(trimmed.replacingOccurrences(of: "-", with: " "))
    guard let quantity = line.quantity, let unit = line.unit, unit.kind == kind,
      let size = unit.baseSize
    else { return nil }
    return (quantity.doubleValue * size, trimmed)
  }

  /// A cook's usual serving of a measured yield: a cup of a soup or a granola, 2 tablespoons
  /// of a dressing, a dip or a jam, ¼ cup of a sauce or of nuts, ½ cup of crackers, ⅔ cup
  /// of an ice cream (the sizes of the FDA's reference amounts); 100 g of a yield weighed,
  /// 30 g of a condiment, crackers or nuts.
  static func usualPortion(kind: CookingUnit.Kind, name: String) -> (size: Double, text: String) {
    let words = Set(
      name.lowercased().split { !$0.isLetter }.map { EnglishNoun.singular(of: String($0)) })
    let isNuts = !words.isDisjoint(with: nuts) && words.isDisjoint(with: notNuts)
    let isCrackers = !words.isDisjoint(with: crackers)
    if kind == .mass {
      return words.isDisjoint(with: condiments) && !isNuts && !isCrackers
        ? (100, "100 g") : (30, "30 g")
    }
    if !words.isDisjoint(with: condiments) { return (2 * tablespoon, "2 tbsp") }
    if !words.isDisjoint(with: sauces) || isNuts { return (cup / 4, "¼ cup") }
    if isCrackers { return (cup / 2, "½ cup") }
    if !words.isDisjoint(with: frozenDesserts) || words.isSuperset(of: ["ice", "cream"]) {
      return (cup * 2 / 3, "⅔ cup")
    }
    return (cup, "1 cup")
  }

  private static let tablespoon = 14.787
  /// Below this a measure is a spoonful (a fluid ounce is two tablespoons), in millilitres.
  private static let spoonful = 30.0
  private static let cup = 236.59

  /// Things eaten by the spoonful, in the languages read.
  private static let condiments: Set<String> = [
    "dressing", "vinaigrette", "dip", "salsa", "syrup", "jam", "jelly", "frosting", "icing",
    "glaze", "pesto", "spread", "aioli", "mayonnaise", "mayo", "chutney", "relish", "ketchup",
    "marinade", "hummus", "confiture", "sirop", "glaçage", "tartinade", "sirup",
    "marmelade", "konfitüre", "aufstrich", "glasur",
  ]

  /// Crackers and the like, a snack's 30 g by the half cup.
  private static let crackers: Set<String> = [
    "cracker", "crouton", "pretzel", "kräcker", "knäckebrot",
  ]

  /// Nuts, a snack's 30 g by the quarter cup.
  private static let nuts: Set<String> = [
    "nut", "almond", "pecan", "cashew", "walnut", "pistachio", "hazelnut", "peanut", "nüsse",
    "nuss", "noix", "mandeln", "amandes",
  ]

  /// Words that make a nut another food, served otherwise: a nut milk, butter or soup.
  private static let notNuts: Set<String> = [
    "milk", "butter", "soup", "cake", "bread", "cookie", "bar", "ball", "brittle", "ice",
    "cream", "pie", "tart", "muffin", "pancake", "noodle", "chicken", "salad",
  ]

  /// Frozen desserts, served by the ⅔ cup.
  private static let frozenDesserts: Set<String> = [
    "gelato", "sorbet", "sherbet", "sorbetto", "semifreddo", "glace", "speiseeis",
  ]

  /// Sauces served by the quarter cup.
  private static let sauces: Set<String> = ["sauce", "gravy", "coulis", "soße", "sosse"]

  /// Wholes cut in servings, and how many each is usually cut in.
  private static let wholePortions: [String: Int] = [
    "loaf": 10, "brot": 10, "laib": 10, "pain": 10, "pie": 8, "tart": 8, "tarte": 8,
    "quiche": 8, "galette": 8, "cake": 12, "cheesecake": 12, "torte": 12, "kuchen": 12,
    "gâteau": 12, "gateau": 12, "bundt": 12, "springform": 12, "pizza": 4, "pan": 12,
    "tray": 12, "slab": 12, "blech": 20,
  ]
}

extension CookingUnit {
  /// One of it in millilitres (a volume) or grams (a mass); nil for a counted unit.
  fileprivate var baseSize: Double? {
    guard let size = sizeInFamilyBase?.doubleValue else { return nil }
    switch (kind, system) {
    case (.volume, .us): return size * 4.9289  // US volumes count teaspoons
    case (.mass, .us): return size * 28.3495  // US weights count ounces
    case (.count, _): return nil
    default: return size
    }
  }
}
