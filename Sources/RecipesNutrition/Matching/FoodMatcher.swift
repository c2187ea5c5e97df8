import RecipesQuantities

/// Finds the food an ingredient line names: the cook's own choice for that name first, then
/// the cook's words (`CookWords`), then the USDA descriptions (`FoodSearch`).
public struct FoodMatcher: Sendable {
  /// How a line's food was found.
  public enum Source: Equatable, Sendable {
    /// The cook chose it for this ingredient name.
    case cooksChoice
    /// A name cooks write, from our table of them.
    case cooksWords
    /// The closest USDA description.
    case search
  }

  private let table: FoodTable
  private let corrections: [String: Food.ID]
  /// The table's search index, made the first time a name needs it.
  private var search: FoodSearch { table.search }

  /// A matcher over `table`; `corrections` maps ingredient names (as lines name them, any
  /// case) to the food the cook chose for them, and wins over everything else.
  public init(table: FoodTable, corrections: [String: Food.ID] = [:]) {
    self.table = table
    var folded: [String: Food.ID] = [:]
    for (name, id) in corrections { folded[Self.correctionKey(for: name)] = id }
    self.corrections = folded
  }

  /// The food id a correction gives a name the cook left out ("not a food"): the line is
  /// accounted for and counts nothing.
  public static let leftOut: Food.ID = ""

  /// Whether the cook left `line`'s ingredient out ("not a food").
  public func isLeftOut(_ line: IngredientLine) -> Bool {
    corrections[Self.correctionKey(for: line.name)] == Self.leftOut
  }

  /// The key a correction is kept under for `name`: its words folded, without the words of
  /// size, quality or knife work that leave the food as it is, so "Green Onions", "green
  /// onion" and "2 large green onions, finely sliced"'s "large green onions" are one
  /// ingredient (but "whole milk" stays apart from "milk").
  public static func correctionKey(for name: String) -> String {
    let words = FoodWords.words(name)
    let kept = words.filter { !correctionNoise.contains($0) }
    return (kept.isEmpty ? words : kept).joined(separator: " ")
  }

  /// Words left out of a correction's key.
  private static let correctionNoise: Set<String> = [
    "fresh", "freshly", "organic", "good", "quality", "best", "large", "medium", "small",
    "jumbo", "ripe", "very", "homemade", "store", "bought", "storebought", "premium", "pure",
    "natural", "real", "finely", "roughly", "thinly", "coarsely", "chopped", "diced", "minced",
    "sliced", "grated", "shredded", "peeled", "seeded", "cubed", "halved", "quartered",
    "trimmed", "rinsed", "softened", "melted", "beaten", "lightly", "room", "temperature",
    "heaping", "level", "frisch", "frische", "frischer", "gehackt", "fein",
  ]

  /// The food `line` names, and how it was found; nil when nothing fits.
  public func food(for line: IngredientLine) -> (food: Food, source: Source)? {
    var named = namedFood(for: line)
    // "Tuna in olive oil": the food, not what it is kept in; "sun-dried tomatoes in oil" are
    // the table's own packed in oil.
    if named?.source != .cooksChoice, line.name.lowercased().contains(" in "),
      case let words = FoodWords.words(line.name), let kept = words.firstIndex(of: "in"),
      kept > 0, kept + 1 < words.count
    {
      var food = line
      food.name = words[..<kept].joined(separator: " ")
      var keptIn = line
      keptIn.name = words[(kept + 1)...].joined(separator: " ")
      if named == nil || named?.food.id == namedFood(for: keptIn)?.food.id {
        named = namedFood(for: food) ?? named
      }
    }
    if named?.source != .cooksChoice, named?.food.group != Self.fatsAndOils,
      let oil = oil(named: line.name)
    {
      named = (oil, .cooksWords)
    }
    guard let found = named else { return nil }
    if found.source != .cooksChoice, let part = part(of: found.food, note: line.note) {
      return (part, found.source)
    }
    // "1 lb ground beef (lean, 90%)": the share the line writes, in its name or its note.
    if found.source != .cooksChoice,
      let id = LeanShare.groundBeef(for: found.food.id, text: line.text), let beef = table[id]
    {
      return (beef, found.source)
    }
    // "1 krm svartpeppar", "1 cucharadita de pimentón": a unit the line reader leaves in
    // the name is a unit all the same.
    if line.unit == nil, line.quantity != nil, found.source != .cooksChoice,
      LineWeight.leadingUnit(of: line.name) == nil,
      let id = Self.countedSpices[found.food.id], let vegetable = table[id]
    {
      return (vegetable, found.source)
    }
    return found
  }

  /// "Chili oil", "sun-dried tomato oil", "truffle oil": an oil whatever it was flavoured
  /// with or pressed from, the longest the cook's words know ("toasted sesame oil"); not a
  /// food kept in oil ("tuna in olive oil").
  private func oil(named name: String) -> Food? {
    let all = FoodWords.words(name)
    guard all.last == "oil" || all.contains("oil") else { return nil }
    let words = Self.firstOfList(name, words: all)
    guard words.count > 1, words.last == "oil", !words.contains("in") else { return nil }
    for start in words.indices {
      if let id = CookWords.table[words[start...].joined(separator: " ")], let food = table[id] {
        return food
      }
    }
    return nil
  }

  /// USDA's group of fats and oils.
  private static let fatsAndOils = "04"

  private func namedFood(for line: IngredientLine) -> (food: Food, source: Source)? {
    let allWords = FoodWords.words(line.name)
    if let id = corrections[Self.correctionKey(for: line.name)], let food = table[id] {
      return (food, .cooksChoice)
    }
    // "Zest of 2 oranges", "the rind from a lemon": the fruit's peel, not the fruit.
    if allWords.contains("zest") || allWords.contains("rind"),
      let fruit = allWords.first(where: { CookWords.table[$0 + " zest"] != nil }),
      let id = CookWords.table[fruit + " zest"], let food = table[id]
    {
      return (food, .cooksWords)
    }
    var words = Self.firstOfList(line.name, words: allWords)
    // "Crisp, sweet apples" read as "crisp" with a note: a name of one word that names no
    // food says how the food the note names is.
    if words.count == 1, CookWords.table[words[0]] == nil,
      let said = line.note?.split(separator: ",").first.map({ FoodWords.words(String($0)) }),
      said.contains(where: { CookWords.table[$0] != nil })
    {
      words += said
    }
    let forms = Self.forms(of: line)
    for qualifier in Self.qualifiers(ofNote: line.note) {
      // The name's words from each one on, with the note's word around them.
      for start in 0..<max(words.count, 1) {
        let phrase = (qualifier.before + words.dropFirst(start) + qualifier.after)
          .joined(separator: " ")
        if let id = CookWords.table[phrase], let food = table[id] { return (food, .cooksWords) }
      }
    }
    if let food = cooksWordsFood(words, forms: forms) {
      // "Cooked quinoa" when the cook's words know quinoa only: the cooked one, if the
      // table has it.
      let named = Set(FoodWords.words(food.name))
      let missing = forms.subtracting(named).subtracting(["raw"])
      // Of the same food: cooked bacon is pork's, not turkey bacon.
      if !missing.isEmpty, let formed = search.bestFood(for: words, forms: forms),
        missing.isSubset(of: FoodWords.words(formed.name)),
        formed.name.split(separator: ",").first == food.name.split(separator: ",").first
      {
        return (formed, .search)
      }
      return (food, .cooksWords)
    }
    // "Cheese", "fish" alone: the everyday one, not the first description that holds the
    // word ("Cheese, blue").
    if words.count == 1, forms.isEmpty, let id = CookWords.headFallbacks[words[0]],
      let food = table[id]
    {
      return (food, .cooksWords)
    }
    if let food = search.bestFood(for: words, forms: forms) { return (food, .search) }
    // A maker's name is written as a name: capitalised.
    let capitalised = line.name.split { !($0.isLetter || $0.isNumber) }.map {
      $0.first?.isUppercase == true
    }
    return lastWordsFood(words, capitalised: capitalised, forms: forms)
  }

  /// The food of a name that only its last words name: "Northfield Farms halibut fillets"
  /// (a maker's capitalised words before the food, which name no food themselves: the food
  /// is what a cook would buy), "halibut fillets" (a cut after it), "Havarti cheese" (a kind
  /// the table lacks: the everyday one of its head noun).
  private func lastWordsFood(_ words: [String], capitalised: [Bool], forms: Set<String>)
    -> (food: Food, source: Source)?
  {
    guard let head = words.last else { return nil }
    var words = words
    if words.count > 1, let last = words.last, Self.cutWords.contains(last) {
      words.removeLast()
      if let food = search.bestFood(for: words, forms: forms) { return (food, .search) }
    }
    var start = 0
    while start + 1 < words.count, CookWords.table[words[start]] == nil,
      start < capitalised.count, capitalised[start] || words[start] == "s"
    {
      start += 1
      let rest = Array(words[start...])
      // One word left: its everyday food before any description that holds it.
      if rest.count == 1, let id = CookWords.headFallbacks[rest[0]], let food = table[id] {
        return (food, .cooksWords)
      }
      if let food = cooksWordsFood(rest, forms: forms) ?? search.bestFood(for: rest, forms: forms) {
        return (food, .search)
      }
    }
    if let id = Self.compoundFood(head), let food = table[id] { return (food, .cooksWords) }
    guard let id = CookWords.headFallbacks[head], let food = table[id] else { return nil }
    return (food, .cooksWords)
  }

  /// The food a compound word ends in, as German, Dutch and Swedish write them
  /// ("Kirschtomaten" is tomatoes, "Rinderhackfleisch" minced meat): its longest ending the
  /// cook's words know, unless that ending is a product another food is made into
  /// ("Mandelmilch" is no milk).
  ///
  /// A vinegar is a vinegar whatever it was made of ("Himbeeressig", "natuurazijn").
  static func compoundFood(_ word: String) -> Food.ID? {
    let letters = Array(word)
    guard letters.count >= 7 else { return nil }
    for start in 3...(letters.count - 3) {
      let ending = String(letters[start...])
      guard let id = CookWords.table[ending] else { continue }
      return madeIntoWords.contains(ending) ? nil : id
    }
    return nil
  }

  /// Endings of compounds that name what another food was made into.
  private static let madeIntoWords: Set<String> = [
    "milch", "ol", "olie", "olja", "mehl", "bloem", "mjol", "saft", "sosse", "sauce", "butter",
    "boter", "smor", "sirup", "creme", "rahm", "pulver", "mark", "brot",
    "zucker", "suiker", "socker", "kase", "joghurt", "wein", "bruhe", "melk", "mjolk", "kaas",
    "meel",
  ]

  /// A spice a line counts without a unit is the vegetable of its name: "2 Paprika" are
  /// bell peppers, "2 TL Paprika" the spice.
  private static let countedSpices: [Food.ID: Food.ID] = ["02028": "11821", "02030": "11821"]

  /// Cuts and pieces a name may end in after its food: "salmon fillets", "tuna steaks".
  private static let cutWords: Set<String> = [
    "fillet", "filet", "steak", "piece", "chunk", "cube", "strip", "loin", "portion", "segment",
    "slice", "wedge",
  ]

  /// What the note adds to the name that names another food: "1 lemon, juiced" is lemon
  /// juice; "chicken thighs, skin-on" thighs with their skin; "red pepper, crushed" the
  /// spice.
  static func qualifiers(ofNote note: String?) -> [(before: [String], after: [String])] {
    let noteWords = FoodWords.words(note ?? "")
    guard !noteWords.isEmpty else { return [] }
    var qualifiers: [(before: [String], after: [String])] = []
    if noteWords.contains(where: juiceWords.contains) { qualifiers.append(([], ["juice"])) }
    if noteWords.contains(where: zestWords.contains) { qualifiers.append(([], ["zest"])) }
    let skinOn =
      noteWords.contains("skin") && !noteWords.contains("skinless")
      && !noteWords.contains("removed") && !noteWords.contains("off")
    if skinOn { qualifiers.append((["skin", "on"], [])) }
    let named = noteWords.filter { noteQualifiers.contains($0) }
    if !named.isEmpty { qualifiers.append((named, [])) }
    // "shredded, (we use rotisserie chicken)": each word alone too.
    if named.count > 1 { qualifiers += named.map { ([$0], []) } }
    return qualifiers
  }

  /// A note's words for a fruit's juice ("juiced", "Saft davon", "pressé") and its zest
  /// ("abgerieben", "zeste"), in the languages read.
  private static let juiceWords: Set<String> = [
    "juiced", "juice", "squeezed", "saft", "ausgepresst", "gepresst", "jus", "presse", "sap",
    "geperst", "uitgeperst", "pressad", "pressade", "saften",
  ]
  private static let zestWords: Set<String> = [
    "zested", "zest", "abrieb", "abgerieben", "abgeriebene", "zeste", "rasp",
  ]

  /// "Zitrone, Saft davon", "juice of ½ citron": the juice (or zest) of the fruit a name
  /// names in any language, through the English name of the fruit it was matched to.
  private func part(of fruit: Food, note: String?) -> Food? {
    guard fruit.group == Self.fruits,
      let part = Self.qualifiers(ofNote: note).first(where: { $0.before.isEmpty })?.after.first,
      let head = fruit.name.split(separator: ",").first,
      let id = CookWords.table[FoodWords.key(String(head)) + " " + part], id != fruit.id
    else { return nil }
    return table[id]
  }

  /// USDA's group of fruits and fruit juices.
  private static let fruits = "09"

  /// Head nouns of foods made from another ("apple juice", "almond flour").
  private static let productWords: Set<String> = [
    "juice", "sauce", "paste", "powder", "oil", "milk", "butter", "cheese", "bread", "vinegar",
    "syrup", "extract", "broth", "stock", "soup", "chip", "cake", "pie", "jam", "flour", "seed",
    "cracker", "cereal", "noodle", "pasta", "drink", "puree", "spread", "dressing", "meal",
  ]

  /// Words a note may carry that name the food itself ("crushed red pepper").
  private static let noteQualifiers: Set<String> = [
    "crushed", "ground", "dried", "smoked", "shredded", "rotisserie",
  ]

  /// The longest run of the name's words that cooks' words know, nearest the end first;
  /// with the line's form before it when that is known too ("cooked rice").
  private func cooksWordsFood(_ words: [String], forms: Set<String>) -> Food? {
    let table = CookWords.table
    for length in stride(from: min(words.count, CookWords.longestName), through: 1, by: -1) {
      for start in stride(from: words.count - length, through: 0, by: -1) {
        let phrase = words[start..<(start + length)].joined(separator: " ")
        for form in forms.sorted() {
          if let id = table[form + " " + phrase], let food = self.table[id] { return food }
        }
        guard let id = table[phrase], let food = self.table[id] else { continue }
        // "Lait d'amande" is no almonds, "confiture de fraises" jam.
        switch MadeOfName.product(before: start, in: words) {
        case .madeInto(let product): return table[product].flatMap { self.table[$0] }
        case .otherFood: return nil
        case nil: break
        }
        // "Apple juice" is not apples: a product named after the window makes another food.
        // "Pecorino romano cheese" is the cheese all the same: the food is that product.
        let after = words[(start + length)...]
        if after.count == 1, let product = after.first, Self.productWords.contains(product),
          FoodWords.words(food.name.split(separator: ",").first.map(String.init) ?? "")
            == [product]
        {
          return food
        }
        if after.contains(where: { Self.productWords.contains($0) }) { return nil }
        // "Whole milk yogurt" is yogurt: a food named after the window is the head.
        if after.contains(where: { table[$0] != nil }) { continue }
        // "Almond milk" is not milk, nor almonds: a food named before a product makes
        // another food, which the cook's words do not know ("whole milk yogurt" is yogurt).
        // "Penne pasta" is pasta all the same: the word before names the same food.
        if start > 0, start + length == words.count, let before = table[words[start - 1]],
          before != id, Self.productWords.contains(words[words.count - 1])
        {
          return nil
        }
        return food
      }
    }
    return nil
  }
}
