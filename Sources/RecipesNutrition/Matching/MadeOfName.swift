/// Names that Romance languages write product first ("lait d'amande", "huile de noix").
///
/// The food after "de" is what the product is made of, not what is eaten, as "almond" is
/// in "almond milk": "leche de almendras", "confiture de fraises".
enum MadeOfName {
  /// What a name's words starting at `start` (a food the cook's words know) stand for, when
  /// a product and "de" come before them: `.madeInto(word)` for a product whose food is the
  /// same whatever it is made of (a jam, an oil, a flour), else `.otherFood` (a milk or
  /// cream made of nuts is neither); nil when the words are not after such a product.
  static func product(before start: Int, in words: [String]) -> Product? {
    guard start >= 2, ofWords.contains(words[start - 1]) else { return nil }
    let product = words[start - 2]
    if sameWhateverItsMadeOf.contains(product) { return .madeInto(product) }
    if otherFoodProducts.contains(product) { return .otherFood }
    return nil
  }

  /// What a product named before "de" is.
  enum Product: Equatable {
    /// The product's own word names the food ("confiture").
    case madeInto(String)
    /// A food of its own, which the cook's words do not know.
    case otherFood
  }

  /// "De", "d'", "di", "del", "della", "du": of.
  private static let ofWords: Set<String> = ["de", "d", "di", "del", "della", "dell", "du"]

  /// Products near enough in what a serving holds whatever they are made of: jams, oils,
  /// vinegars, flours, stocks. (A juice is near its fruit, and stays the fruit's.)
  private static let sameWhateverItsMadeOf: Set<String> = [
    "confiture", "mermelada", "marmellata", "confettura", "huile", "aceite", "olio",
    "vinaigre", "vinagre", "aceto", "farine", "harina", "farina", "bouillon", "caldo", "brodo",
  ]

  /// Products that are another food than what they are made of: plant milks and creams.
  private static let otherFoodProducts: Set<String> = [
    "lait", "leche", "latte", "creme", "crema", "nata",
  ]
}
