import Foundation
import RecipesLocalization

/// The catalog's categories and cuisines in the reader's language, for display only.
///
/// What is stored, filtered by and searched stays as the recipe has it ("Seafood",
/// "Italian"); only a card, a chip or a drop-down's entry shows "Meeresfrüchte" or
/// "Italienisch". A category or cuisine the table does not know (a cook's own "Brunch")
/// is shown as written. TheMealDB's names are the table's: the catalog and the remote API
/// use them; imported recipes' common English spellings of them and of a few more ("Desserts",
/// "Main Dish", "Appetizer", "Korean") are known too (`CatalogNameSpellings`).
public enum CatalogNames {
  /// `category` ("Seafood", "Side Dishes") as the reader's language names it.
  public static func category(_ category: String) -> String {
    CatalogNameSpellings.display(category, in: categories)
  }

  /// `cuisine` ("Italian", "Mexican cuisine") as the reader's language names it.
  public static func cuisine(_ cuisine: String) -> String {
    CatalogNameSpellings.display(cuisine, in: cuisines)
  }

  /// The stored `values` in the order a reader looks for them: by what `name` shows, case
  /// and accents aside ("Ägyptisch" among the A's, "Rind" for "Beef" among the R's); of
  /// two that read alike the shorter stored value first, as it shows the plain name
  /// (`distinctLabels`: "Vorspeise" before "Vorspeise (Appetizer)").
  public static func inReadingOrder(_ values: [String], name: (String) -> String) -> [String] {
    values.map { value in
      (
        name(value).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil),
        value.count, value
      )
    }
    .sorted { $0 < $1 }.map(\.2)
  }

  /// A filter's entries for the stored `values`, each as `name` shows it, told apart when
  /// two would read alike: "Dessert" and "Desserts" both show as "Dessert", so the shorter
  /// keeps it and the other adds what is stored, "Dessert (Desserts)".
  public static func distinctLabels(_ values: [String], name: (String) -> String) -> [String] {
    let names = values.map(name)
    var plain: [String: Int] = [:]  // a name → the value that shows it alone
    for (index, shown) in names.enumerated() {
      if let kept = plain[shown], values[kept].count <= values[index].count { continue }
      plain[shown] = index
    }
    return names.indices.map { index in
      plain[names[index]] == index ? names[index] : "\(names[index]) (\(values[index]))"
    }
  }

  private static let categories = CatalogNameSpellings.Vocabulary(
    translate: category(known:),
    aliases: [
      "side dish": "side", "appetizer": "starter", "appetiser": "starter",
      "main": "main course", "main dish": "main course", "main meal": "main course",
      "entree": "main course", "entrée": "main course", "baked goods": "baking",
      "drink": "drinks", "beverage": "drinks", "cookie": "cookies",
    ],
    endings: [" recipes", " recipe"])

  private static let cuisines = CatalogNameSpellings.Vocabulary(
    translate: cuisine(known:),
    aliases: ["middle-eastern": "middle eastern"],
    endings: [" cuisine", " food", " recipes"])

  /// The translation of a category the table knows (lowercased), nil for any other.
  private static func category(known word: String) -> String? {
    switch word {
    // TRANSLATORS: a recipe's category, shown on its card and in the category filter.
    case "beef": localized("Beef", context: "category")
    case "breakfast": localized("Breakfast", context: "category")
    case "chicken": localized("Chicken", context: "category")
    case "dessert": localized("Dessert", context: "category")
    case "goat": localized("Goat", context: "category")
    case "lamb": localized("Lamb", context: "category")
    case "miscellaneous": localized("Miscellaneous", context: "category")
    case "pasta": localized("Pasta", context: "category")
    case "pork": localized("Pork", context: "category")
    case "seafood": localized("Seafood", context: "category")
    case "side": localized("Side", context: "category")
    case "starter": localized("Starter", context: "category")
    case "vegan": localized("Vegan", context: "category")
    case "vegetarian": localized("Vegetarian", context: "category")
    // Not TheMealDB's: what recipes from other sites are tagged with.
    case "baking": localized("Baking", context: "category")
    case "bread": localized("Bread", context: "category")
    case "brunch": localized("Brunch", context: "category")
    case "cake": localized("Cake", context: "category")
    case "cookies": localized("Cookies", context: "category")
    case "dinner": localized("Dinner", context: "category")
    case "drinks": localized("Drinks", context: "category")
    case "lunch": localized("Lunch", context: "category")
    case "main course": localized("Main Course", context: "category")
    case "salad": localized("Salad", context: "category")
    case "sauce": localized("Sauce", context: "category")
    case "snack": localized("Snack", context: "category")
    case "soup": localized("Soup", context: "category")
    default: nil
    }
  }

  /// The translation of a cuisine the table knows (lowercased), nil for any other.
  private static func cuisine(known word: String) -> String? {
    switch word {
    // TRANSLATORS: a recipe's cuisine, shown on its card and in the cuisine filter: "Italian"
    // cooking, as an adjective if your language names a cuisine so.
    case "american": localized("American", context: "cuisine")
    case "british": localized("British", context: "cuisine")
    case "canadian": localized("Canadian", context: "cuisine")
    case "chinese": localized("Chinese", context: "cuisine")
    case "croatian": localized("Croatian", context: "cuisine")
    case "danish": localized("Danish", context: "cuisine")
    case "dutch": localized("Dutch", context: "cuisine")
    case "egyptian": localized("Egyptian", context: "cuisine")
    case "filipino": localized("Filipino", context: "cuisine")
    case "french": localized("French", context: "cuisine")
    case "greek": localized("Greek", context: "cuisine")
    case "indian": localized("Indian", context: "cuisine")
    case "irish": localized("Irish", context: "cuisine")
    case "italian": localized("Italian", context: "cuisine")
    case "jamaican": localized("Jamaican", context: "cuisine")
    case "japanese": localized("Japanese", context: "cuisine")
    case "kenyan": localized("Kenyan", context: "cuisine")
    case "malaysian": localized("Malaysian", context: "cuisine")
    case "mexican": localized("Mexican", context: "cuisine")
    case "moroccan": localized("Moroccan", context: "cuisine")
    case "norwegian": localized("Norwegian", context: "cuisine")
    case "polish": localized("Polish", context: "cuisine")
    case "portuguese": localized("Portuguese", context: "cuisine")
    case "russian": localized("Russian", context: "cuisine")
    case "spanish": localized("Spanish", context: "cuisine")
    case "thai": localized("Thai", context: "cuisine")
    case "tunisian": localized("Tunisian", context: "cuisine")
    case "turkish": localized("Turkish", context: "cuisine")
    case "ukrainian": localized("Ukrainian", context: "cuisine")
    case "vietnamese": localized("Vietnamese", context: "cuisine")
    case "unknown": localized("Unknown", context: "cuisine")
    // Not TheMealDB's: what recipes from other sites are tagged with.
    case "asian": localized("Asian", context: "cuisine")
    case "austrian": localized("Austrian", context: "cuisine")
    case "brazilian": localized("Brazilian", context: "cuisine")
    case "caribbean": localized("Caribbean", context: "cuisine")
    case "german": localized("German", context: "cuisine")
    case "hungarian": localized("Hungarian", context: "cuisine")
    case "korean": localized("Korean", context: "cuisine")
    case "lebanese": localized("Lebanese", context: "cuisine")
    case "mediterranean": localized("Mediterranean", context: "cuisine")
    case "middle eastern": localized("Middle Eastern", context: "cuisine")
    case "swedish": localized("Swedish", context: "cuisine")
    case "swiss": localized("Swiss", context: "cuisine")
    default: nil
    }
  }
}
