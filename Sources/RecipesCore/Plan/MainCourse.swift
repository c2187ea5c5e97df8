import Foundation

/// Whether a recipe is a main course, as "Suggest dinners" needs: read from its category
/// and tags, in English, German and French.
///
/// A recipe is a main course unless its category or a tag names another course — a
/// dessert, a breakfast, a side, a starter, a drink, a sauce, baking. A recipe that says
/// nothing of its course counts as one: most of a cook's own recipes are mains.
public enum MainCourse {
  /// Whether a recipe of `category` tagged `tags` may be planned as a dinner.
  ///
  /// Any word of the category counts ("Side dish", "Desserts & cakes"); a tag counts only
  /// as a whole ("dessert", not "sweet and sour").
  public static func includes(category: String?, tags: [String] = []) -> Bool {
    if let category, namesAnotherCourse(category, anyWord: true) { return false }
    return !tags.contains { namesAnotherCourse($0, anyWord: false) }
  }

  /// Whether `label` ("Dessert", "Side dish", "Petit-déjeuner") names a course that is no
  /// dinner's main dish: by any of its words, or only as a whole.
  static func namesAnotherCourse(_ label: String, anyWord: Bool) -> Bool {
    let folded = label.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .replacingOccurrences(of: "ß", with: "ss")
    let words = folded.split { !$0.isLetter }.map(String.init)
    guard !words.isEmpty else { return false }
    let phrase = words.joined(separator: " ")
    if otherCourseWords.contains(phrase) || otherCoursePhrases.contains(phrase) { return true }
    guard anyWord else { return false }
    return words.contains(where: otherCourseWords.contains)
      || otherCoursePhrases.contains { phrase.hasPrefix($0 + " ") }
  }

  /// Single words that name another course, folded (no case, no accents).
  private static let otherCourseWords: Set<String> = [
    // English
    "dessert", "desserts", "sweets", "cake", "cakes", "cookie", "cookies", "biscuit",
    "biscuits", "baking", "pastry", "pastries", "breakfast", "brunch", "side", "sides",
    "starter", "starters", "appetizer", "appetizers", "appetiser", "appetisers", "snack",
    "snacks", "drink", "drinks", "beverage", "beverages", "cocktail", "cocktails", "smoothie",
    "smoothies", "sauce", "sauces", "condiment", "condiments", "dressing", "dressings", "dip",
    "dips", "jam", "jams", "preserves", "bread", "breads", "candy", "confectionery",
    // German
    "nachspeise", "nachspeisen", "nachtisch", "susspeise", "susspeisen", "fruhstuck",
    "beilage", "beilagen", "vorspeise", "vorspeisen", "getrank", "getranke", "geback",
    "kuchen", "kekse", "platzchen", "brot", "brote", "sosse", "sossen", "marmelade",
    // French
    "entremets", "accompagnement", "accompagnements", "boisson", "boissons", "aperitif",
    "aperitifs", "gouter", "patisserie", "patisseries", "gateau", "gateaux", "confiture",
  ]

  /// Phrases of several words that name another course.
  private static let otherCoursePhrases = [
    "petit dejeuner", "petits dejeuners", "amuse bouche", "hors d oeuvre", "hors d oeuvres",
  ]
}
