import RecipesLocalization

/// The catalog's categories and cuisines in the reader's language, for display only.
///
/// What is stored, filtered by and searched stays as the recipe has it ("Seafood",
/// "Italian"); only a card, a chip or a drop-down's entry shows "Meeresfrüchte" or
/// "Italienisch". A category or cuisine the table does not know (a cook's own "Brunch")
/// is shown as written. TheMealDB's names are the table's: the catalog and the remote API
/// use them.
public enum CatalogNames {
  /// `category` ("Seafood") as the reader's language names it.
  public static func category(_ category: String) -> String {
    switch category.lowercased() {
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
    default: category
    }
  }

  /// `cuisine` ("Italian") as the reader's language names it.
  public static func cuisine(_ cuisine: String) -> String {
    switch cuisine.lowercased() {
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
    default: cuisine
    }
  }
}
