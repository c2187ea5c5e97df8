/// Singular and plural of the English nouns recipes count: simple rules and a small table
/// of irregulars of our own, one table read both ways.
///
/// ```swift
/// EnglishNoun.plural(of: "tomato")      // "tomatoes"
/// EnglishNoun.singular(of: "leaves")    // "leaf"
/// EnglishNoun.agreeing("Onions", plural: false)  // "Onion"
/// EnglishNoun.agreeing("rice", plural: true)     // "rice"
/// ```
public enum EnglishNoun {
  /// `word` (lowercase) without a plural ending.
  ///
  /// A word that is not plural comes back as it is. Shopping keys fold names with it, so it
  /// cuts endings only, mass nouns aside: "molasses" folds to "molass", as it always has.
  public static func singular(of word: String) -> String {
    if let irregular = singulars[word] { return irregular }
    guard word.count > 3, word.hasSuffix("s") else { return word }
    // "asparagus", "couscous", "watercress", "tahinis" are not plurals to cut.
    for ending in ["ss", "us", "is"] where word.hasSuffix(ending) { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    for ending in ["oes", "ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) {
      return String(word.dropLast(2))
    }
    return String(word.dropLast())
  }

  /// The plural of `word` (lowercase, singular): "onion" → "onions", "berry" → "berries",
  /// "peach" → "peaches", "potato" → "potatoes", "leaf" → "leaves".
  public static func plural(of word: String) -> String {
    if let irregular = plurals[word] { return irregular }
    if let last = word.last, last == "y", word.count > 1,
      !"aeiou".contains(word[word.index(word.endIndex, offsetBy: -2)])
    {
      return String(word.dropLast()) + "ies"
    }
    for ending in ["ch", "sh", "s", "x", "z"] where word.hasSuffix(ending) {
      return word + "es"
    }
    return word + "s"
  }

  /// `name` with its last word singular or plural as `plural` asks, its case kept ("Cherry
  /// tomatoes" → "Cherry tomato"); a mass noun ("rice", "garlic", "plain flour") or a name
  /// that does not end in a word is left as it is.
  public static func agreeing(_ name: String, plural: Bool) -> String {
    guard let start = lastWordStart(of: name) else { return name }
    let word = String(name[start...])
    let lower = word.lowercased()
    // A letter after an apostrophe is no word: Dutch "paprika's" is plural as written.
    guard word.count > 1, !uncountable.contains(lower) else { return name }
    let isPlural = singular(of: lower) != lower
    guard isPlural != plural else { return name }
    let changed = plural ? self.plural(of: lower) : singular(of: lower)
    return String(name[..<start]) + matchingCase(changed, of: word)
  }

  // MARK: - Words

  /// Where the trailing run of letters of `name` starts; nil when it does not end in one.
  static func lastWordStart(of name: String) -> String.Index? {
    guard let last = name.last, last.isLetter else { return nil }
    var start = name.endIndex
    while start > name.startIndex {
      let previous = name.index(before: start)
      guard name[previous].isLetter else { break }
      start = previous
    }
    return start
  }

  /// `word` in the case of `model`: all capitals, a capital first, or as it is.
  static func matchingCase(_ word: String, of model: String) -> String {
    if model.count > 1, model == model.uppercased() { return word.uppercased() }
    guard let first = model.first, first.isUppercase, let head = word.first else { return word }
    return head.uppercased() + word.dropFirst()
  }

  // MARK: - Tables

  /// Plurals the endings would get wrong, by plural ("chillies" is not "chilly").
  private static let singulars: [String: String] = [
    "leaves": "leaf", "loaves": "loaf", "halves": "half", "calves": "calf",
    "chillies": "chilli", "chilies": "chili", "cookies": "cookie", "pies": "pie",
    "brownies": "brownie", "veggies": "veggie", "knives": "knife",
  ]

  /// The same table by singular, and the nouns in "o" that take "es".
  private static let plurals: [String: String] = {
    var table = Dictionary(uniqueKeysWithValues: singulars.map { ($0.value, $0.key) })
    for word in ["tomato", "potato", "mango", "hero", "echo"] { table[word] = word + "es" }
    return table
  }()

  /// Nouns that are not counted ("2 rice" stays "rice"), and plurals with no singular.
  private static let uncountable: Set<String> = [
    "rice", "flour", "garlic", "butter", "water", "milk", "sugar", "salt", "oil",
    "cream", "honey", "yeast", "cornflour", "cornstarch", "semolina", "polenta", "couscous",
    "quinoa", "bulgur", "barley", "pasta", "spaghetti", "macaroni", "stock", "broth", "vinegar",
    "wine", "beer", "juice", "yogurt", "yoghurt", "ginger", "cinnamon", "cumin", "paprika",
    "nutmeg", "turmeric", "parsley", "coriander", "cilantro", "basil", "thyme", "rosemary",
    "oregano", "sage", "dill", "mint", "spinach", "celery", "broccoli", "asparagus", "beef",
    "pork", "lamb", "mince", "bacon", "ham", "fish", "salmon", "tuna", "cod", "shrimp",
    "tofu", "cheese", "feta", "mozzarella", "parmesan", "cheddar", "ricotta", "mascarpone",
    "chocolate", "cocoa", "coffee", "tea", "jam", "mustard", "ketchup", "mayonnaise", "custard",
    "sweetcorn", "corn", "bread", "dough", "ice", "molasses", "grits", "oats", "hummus",
    "syrup", "kale", "chard", "watercress", "rocket", "arugula",
    "passata", "puree", "purée", "gelatine", "gelatin", "sheep", "deer", "series", "species",
  ]
}
