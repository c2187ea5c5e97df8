import RecipesQuantities

/// Counts weighed: "2 onions", "3 large eggs", "1 clove garlic", "1 (14 oz) can", "a pinch".
extension LineWeight {
  /// One of the food, whole: the size the line names ("large", "small"), else a medium one,
  /// else one named by the food's own noun ("clove", "fruit", "pepper") or counted alone.
  static func gramsForOne(of food: Food, line: IngredientLine) -> Double? {
    // "The zest of 2 lemons": one fruit's zest is about a tablespoon of its peel.
    if food.name.split(separator: ",").first?.hasSuffix(" peel") == true,
      let spoon = food.portions.first(where: { FoodWords.words($0.measure) == ["tbsp"] })
    {
      return spoon.grams
    }
    // "1 ½ Brühwürfel": a food sold in cubes, counted bare, is counted in its cubes.
    if line.unit == nil,
      let cube = food.portions.first(where: { FoodWords.words($0.measure) == ["cube"] })
    {
      return cube.grams
    }
    // "1 Würfel Hefe": fresh yeast is counted in its cubes.
    if food.id == freshYeast { return freshYeastCube }
    let lineWords = Set(FoodWords.words((line.note ?? "") + " " + line.name))
    // "4 turkey cutlets", "2 Putenschnitzel", "4 escalopes de dinde": a slice as butchers
    // cut it, not the whole breast or leg the table weighs.
    if cutletGroups.contains(food.group),
      lineWords.contains(where: { word in cutletWords.contains { word.hasSuffix($0) } })
    {
      return cutletGrams
    }
    let sizes = ["extra large", "jumbo", "large", "medium", "small"]
    // "Mini sweet peppers": no bigger than the table's small one.
    let named =
      sizes.first { size in
        size.split(separator: " ").allSatisfy { lineWords.contains(String($0)) }
      } ?? (lineWords.contains("mini") ? "small" : nil)
    let counted = food.portions.map { portion in
      let words = FoodWords.words(portion.measure)
      // "2 salmon fillets": a cook's fillet is a serving's, not the side of a fish the
      // table weighs (396 g of salmon).
      let fillet = usualWeights["fillet"] ?? 0
      if words.first == "fillet", portion.grams > 2 * fillet {
        return (grams: fillet, words: words)
      }
      return (grams: portion.grams, words: words)
    }
    .filter { portion in
      guard let first = portion.words.first else { return false }
      // A whole one, not its yield from a pound of something, nor peeled unless asked;
      // "roast (yield from 1 raw roast, with refuse, weighing 504g)" is one roast.
      return volumeWords[first] == nil && !unweighable.contains(first)
        && !Self.isYieldFromAPound(portion.words)
        && (!portion.words.contains("peeled") || lineWords.contains("peeled"))
    }
    // "Flour tortillas (10-inch)": the food's own 10" one.
    let ordered = FoodWords.words((line.note ?? "") + " " + line.name)
    let inches = zip(ordered, ordered.dropFirst()).filter { $0.1 == "inch" }.map(\.0)
    if !inches.isEmpty,
      let sized = counted.first(where: { portion in
        zip(portion.words, portion.words.dropFirst()).contains {
          inches.contains($0.0) && $0.1 == "dia"
        }
      })
    {
      return sized.grams
    }
    // "Roma tomatoes": the food's own "plum tomato".
    let foodNoun = Set(
      FoodWords.words(food.name.split(separator: ",").first.map(String.init) ?? ""))
    let kinds = Set(
      lineWords.map { word in
        // "4 filets de sole", "2 laxfiléer", "scholfilets": fillets.
        kindAliases[word] ?? (Self.filletEndings.contains { word.hasSuffix($0) } ? "fillet" : word)
      }
    ).subtracting(foodNoun)
    if let kind = counted.first(where: { portion in
      portion.words.contains { kinds.contains($0) && !sizeWords.contains($0) }
    }), kind.words.count <= 3 {
      return kind.grams
    }
    func portion(sized size: String) -> Double? {
      let sizeWords = size.split(separator: " ").map(String.init)
      // "large" before "extra large"; then "Potato medium", named after the food.
      return counted.first { $0.words.starts(with: sizeWords) }?.grams
        ?? counted.first { portion in
          let words = portion.words
          return words.count > 1 && words[1] == size && !unweighable.contains(words[0])
            && !self.sizeWords.contains(words[0])
        }?.grams
    }
    if let named, let grams = portion(sized: named) { return grams }
    // "2 large flour tortillas", "burrito-size": of portions told apart by their diameter
    // alone, a large one is the second largest, an extra large one the largest.
    let byDiameter = counted.filter { $0.words.contains("dia") }.map(\.grams).sorted()
    if byDiameter.count >= 3,
      let size = named ?? (lineWords.contains("burrito") ? "large" : nil)
    {
      switch size {
      case "small": return byDiameter[0]
      case "large": return byDiameter[byDiameter.count - 2]
      case "extra large", "jumbo": return byDiameter[byDiameter.count - 1]
      default: break
      }
    }
    // Recipes mean large eggs, and a medium one of everything else.
    let usualSize = foodNoun.contains("egg") ? "large" : "medium"
    for size in [usualSize, "medium", "whole", "fruit", "large"] {
      if let grams = portion(sized: size) { return grams }
    }
    // "Sweetpotato, 5\" long" is one sweet potato: two words of a name written as one.
    let joined = [FoodWords.words(food.name), ordered].flatMap { words in
      zip(words, words.dropFirst()).map { $0 + $1 }
    }
    // "4 Hähnchenschenkel", "2 blancs de poulet": the cut the food's description names
    // ("Chicken, …, thigh, meat only"), whatever language the line counts it in.
    let nameWords = foodNoun.union(lineWords).union(joined).union(FoodWords.words(food.name))
    if let named = counted.first(where: { portion in
      portion.words.first.map { nameWords.contains($0) } ?? false
    }) {
      return named.grams
    }
    if let one = counted.first(where: {
      ["unit", "each", "piece", "item"].contains($0.words.first ?? "")
    }) {
      return one.grams
    }
    // "1 pork tenderloin", "4 côtes de porc": a portion weighed as what one raw piece
    // yields ("roast (yield from 1 raw roast, with refuse, weighing 504g)") is one.
    if let one = counted.first(where: { portion in
      zip(portion.words, portion.words.dropFirst(2)).contains { $0 == ("yield", "1") }
    }) {
      return one.grams
    }
    // "4 beef short ribs": a rib of meat is a piece on its bone, not a rib of celery.
    if meatGroups.contains(food.group),
      let last = FoodWords.words(line.name).last, meatRibWords.contains(last)
    {
      return meatRibGrams * (1 - food.refuse)
    }
    // "1 yaourt nature": the name's last word that names the food, not how it is.
    let head = FoodWords.words(line.name).last { !FoodWords.descriptive.contains($0) }
    if let usual = head.flatMap({ usualWeights[$0] }) { return usual }
    // "2 Schalotten": the usual weight of the food's own noun, in whatever language.
    if let usual = FoodWords.words(food.name).first.flatMap({ usualWeights[$0] }) { return usual }
    func portion(_ first: String) -> Double? {
      food.portions.first { FoodWords.words($0.measure).first == first }?.grams
    }
    // "1 Knoblauchzehe", "1 vitlöksklyfta": a clove, named at the end of one word.
    if lineWords.contains(where: { word in cloveEndings.contains { word.hasSuffix($0) } }),
      let clove = portion("clove")
    {
      return clove
    }
    // "4 Italian sausages": sausages are weighed in links.
    if let link = portion("link") { return link }
    // "1 broccoli", "1 cauliflower": a head of it, else its stalk, as the table weighs them.
    // "10 jeneverbessen", "6 kruidnagels", "2 bay leaves" in a compound: a whole spice, a
    // berry, a bud or a leaf, weighs a few tenths of a gram.
    return food.portions.first { FoodWords.words($0.measure).starts(with: ["head", "medium"]) }?
      .grams ?? portion("head") ?? portion("stalk") ?? portion("sheet")
      ?? (food.group == spices ? wholeSpiceGrams : nil)
  }

  /// Whether a portion is what a pound of something yields ("unit (yield from 1 lb
  /// ready-to-cook chicken)"), not one piece.
  private static func isYieldFromAPound(_ words: [String]) -> Bool {
    for index in words.indices.dropLast()
    where words[index] == "yield" && words[index + 1] == "from" {
      return words[(index + 2)...].prefix(2).contains("lb")
    }
    return false
  }

  /// USDA's groups of pork and beef, whose ribs are sold one by one (a lamb's come in racks
  /// of small ones).
  private static let meatGroups: Set<String> = ["10", "13"]

  /// A name's last word that counts ribs of meat.
  private static let meatRibWords: Set<String> = ["rib", "shortrib", "sparerib"]

  /// One rib of meat as bought, bone and all: the USDA's raw country-style pork rib
  /// ("Yield from 1 raw rib, with refuse, weighing 196g"), g; the food's refuse is its bone.
  private static let meatRibGrams = 196.0

  /// A rack of ribs as bought, bone and all, where the food's portions weigh none, by USDA
  /// group, g: pork's baby back rack about 2 lb, a rack of lamb's eight ribs about 1 ½ lb.
  private static let rackGrams: [String: Double] = ["10": 900, "17": 700]

  /// One whole spice counted bare (a clove, a berry, a leaf, a pod), g.
  private static let wholeSpiceGrams = 0.2

  /// Endings of words that name a clove of what they begin with.
  private static let cloveEndings = ["zehe", "zehen", "klyfta", "klyftor", "teentje"]

  /// Sizes, which do not name a kind.
  private static let sizeWords: Set<String> = ["extra", "jumbo", "large", "medium", "small"]

  /// How other languages end a word for a fillet, alone or in a compound.
  private static let filletEndings = ["filet", "file", "fileer", "filete", "filetto", "filetti"]

  /// Names cooks give a kind, as the table names it.
  private static let kindAliases: [String: String] = ["roma": "plum"]

  /// A unit written as the name's first words, which the line reader does not know as one:
  /// "Päckchen Backpulver", "pincée de sel", "cucharadas de azúcar", "colher de chá de
  /// sal", "flinke klont boter" (how full it is before it).
  static func leadingUnit(of name: String) -> CookingUnit? {
    var words = FoodWords.words(name)[...]
    while words.count > 2, let first = words.first,
      UnitWordsInMoreLanguages.fillings.contains(first)
    {
      words = words.dropFirst()
    }
    guard let first = words.first, words.count > 1 else { return nil }
    if UnitWordsInMoreLanguages.firstWords.contains(first) {
      let longest = min(UnitWordsInMoreLanguages.longestPhrase, words.count - 1)
      for length in stride(from: longest, through: 1, by: -1) {
        let phrase = words.prefix(length).joined(separator: " ")
        if let unit = UnitWordsInMoreLanguages.units[phrase] { return .counted(unit) }
      }
    }
    return leadingUnits[first].map(CookingUnit.counted)
  }

  private static let leadingUnits: [String: String] = [
    "packchen": "packet", "pckchen": "packet", "tute": "packet", "sachet": "packet",
    "pincee": "pinch", "prise": "pinch", "gousse": "clove", "tranche": "slice",
    // "gousses" as `FoodWords` folds it (an English "-sses" plural).
    "gouss": "clove",
    "scheibe": "slice", "bund": "bunch", "botte": "bunch", "zehe": "clove",
    "spoonful": "spoonful", "sprinkle": "sprinkle", "teentje": "clove", "teentjes": "clove",
    "klyfta": "clove", "klyftor": "clove", "eetlepel": "eetlepel", "theelepel": "theelepel",
    "msk": "msk", "tsk": "tsk", "krm": "krm", "stiel": "sprig", "stiele": "sprig",
    "zweig": "sprig", "zweige": "sprig", "takje": "sprig", "brin": "sprig", "snufje": "pinch",
    "plakje": "slice", "plak": "slice", "blikje": "can", "blik": "can", "burk": "can",
    "dose": "can", "boite": "can", "klont": "knob", "klontje": "knob",
    "baton": "stick", "batons": "stick", "schuss": "splash", "spritzer": "splash",
    "becher": "becher", "packung": "package", "pck": "packet", "pkg": "package",
    "handvoll": "handful", "poignee": "handful", "handje": "handful", "nave": "handful",
    "rack": "rack",
    // A sheet of pastry or gelatine, and pastry sold rolled up in one ("1 Rolle
    // Blätterteig", "4 feuilles de brick", "4 vellen filodeeg").
    "feuille": "sheet", "blatt": "sheet", "vel": "sheet", "vellen": "sheet", "rolle": "sheet",
    "rouleau": "sheet", "rotolo": "sheet", "rol": "sheet", "bouquet": "bunch",
    "paquet": "package", "scheiben": "slice", "skiva": "slice", "skivor": "slice",
    "fetta": "slice", "fette": "slice", "rebanada": "slice", "loncha": "slice",
    // "tranches" as `FoodWords` folds it; "2 pavés de saumon", thick pieces of a fillet.
    "tranch": "slice", "pave": "fillet", "bote": "jar", "paket": "package",
    // "2 Tassen Milch", "1 tasse de farine": a cup of 250 ml.
    "tasse": "cupful", "tassen": "cupful", "tass": "cupful",
    // "1 Stück Ingwer", "1 morceau de gingembre", "1 stukje gember": a piece.
    "stuck": "piece", "morceau": "piece", "stukje": "piece", "pezzo": "piece", "trozo": "piece",
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
    if word == "can" || word == "tin", cookSizedCans.contains(food.id) {
      return usualWeights["can"]
    }
    // "1 bunch asparagus": a vegetable's bunch, not an herb's.
    if word == "bunch", let grams = bunchGrams[food.id],
      !food.portions.contains(where: { FoodWords.words($0.measure).first == "bunch" })
    {
      return grams
    }
    // "1 Würfel Hefe", "1 pkt jäst": fresh yeast as European makers sell it, a 42 g cube.
    if food.id == freshYeast, ["cube", "package", "packet"].contains(word) {
      return freshYeastCube
    }
    // "1 box cake mix" is its package; "1 bottle beer" the table's "can or bottle".
    let words = [word, EnglishNoun.plural(of: word)] + (unitAliases[word] ?? [])
    let named = food.portions.filter { portion in
      let measure = portion.measure.lowercased().split { !$0.isLetter }.map(String.init)
      return measure.first.map(words.contains) == true
        || (measure.count > 2 && measure[1] == "or" && words.contains(measure[2]))
    }
    if let portion = named.first(where: { $0.measure.contains("medium") }) ?? named.first {
      // "2 fillets of salmon": a serving's fillet, not the side of a fish.
      let fillet = usualWeights["fillet"] ?? 0
      return word == "fillet" && portion.grams > 2 * fillet ? fillet : portion.grams
    }
    // "10 pcs bananas", "2 pieces chicken breast": pieces of a food weighed whole are
    // each one of it.
    // "1 rotolo di pasta brisé", "2 sheets pie dough": a food sold rolled out in one
    // sheet, a pie's crust, is one of it.
    if word == "piece" || word == "sheet", let one = gramsForOne(of: food, line: line) {
      return one
    }
    // "2 racks baby back ribs", "1 rack of lamb": a rack as bought, less its bone.
    if word == "rack", let grams = rackGrams[food.group] { return grams * (1 - food.refuse) }
    // "1 head garlic": a head of a food counted in cloves holds about ten of them.
    if word == "head",
      let clove = food.portions.first(where: { FoodWords.words($0.measure).first == "clove" })
    {
      return 10 * clove.grams
    }
    var inTeaspoons = line
    inTeaspoons.unit = .teaspoon
    if let teaspoons = teaspoonsOf[word],
      let perMilliliter = gramsPerMilliliter(of: food, line: inTeaspoons)
    {
      return teaspoons * (volumeWords["tsp"] ?? 0) * perMilliliter
    }
    // "1 cinnamon stick", "2 Zimtstangen": a spice's stick is about half a teaspoon of it
    // ground, as kitchens swap them; a stick of butter's 113 g is a fat's.
    if word == "stick", food.group == spices,
      let perMilliliter = gramsPerMilliliter(of: food, line: inTeaspoons)
    {
      return 0.5 * (volumeWords["tsp"] ?? 0) * perMilliliter
    }
    return usualWeights[word]
  }

  /// Foods whose can SR21 weighs smaller than a cook's: "1 can" of tomatoes is 190 g there,
  /// where shops sell 400 g (14.5 oz in the US) and recipes mean that one.
  private static let cookSizedCans: Set<Food.ID> = ["11531", "11885"]

  /// Other words the table's portions write a unit in.
  private static let unitAliases: [String: [String]] = [
    "box": ["package"], "package": ["box"], "tin": ["can"],
  ]

  /// USDA's group of spices and herbs.
  static let spices = "02"

  /// The unit a spice's name counts in, a word of its own or a compound's end: "cinnamon
  /// stick" and "Zimtstangen" are sticks of cinnamon, "kaneelstokjes" too.
  static func endingUnit(of name: String) -> CookingUnit? {
    for word in FoodWords.words(name) {
      for (ending, unit) in unitEndings where word.hasSuffix(ending) {
        return .counted(unit)
      }
    }
    return nil
  }

  private static let unitEndings: [(String, String)] = [
    ("stick", "stick"), ("stangen", "stick"), ("stange", "stick"), ("stokjes", "stick"),
    ("stokje", "stick"),
    ("stanger", "stick"), ("stang", "stick"),
  ]

  /// Pinches and the like, in teaspoons.
  private static let teaspoonsOf: [String: Double] = [
    "pinch": 1.0 / 16, "dash": 1.0 / 8, "drop": 1.0 / 96, "dessertspoon": 2, "splash": 1,
    "sprinkle": 1.0 / 4, "spoonful": 3, "squeeze": 1,
    // Dutch and Swedish spoons: eetlepel, theelepel; matsked, tesked, kryddmått (1 ml).
    "eetlepel": 3, "theelepel": 1, "msk": 3, "tsk": 1, "krm": 0.2,
    // A Czech or Slovak coffee spoon (2.5 ml); a metric cup (250 ml).
    "kl": 0.5, "cupful": 50.72,
    "drizzle": 1, "knob": 3, "dollop": 6, "scoop": 6, "handful": 6, "glass": 48,
    // French cakes measure in the yogurt's pot, 125 ml.
    "pot": 25.36,
    // German cream, soured cream and yogurt come in 200 g cups (Becher).
    "becher": 40.58,
  ]
}
