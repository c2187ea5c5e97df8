/// GNOME Recipes' cuisine, meal and season ids as a cook reads them.
///
/// GNOME Recipes stores an id ("italian", "entree", "newyears") and shows a title it keeps
/// in its source (`gr-cuisine.c`, `gr-meal.c`, `gr-season.c`). The known ids get a title
/// here, worded to sit beside the catalog's categories and cuisines ("Dessert", "Italian");
/// any other id-shaped value ("middle_eastern", "street-food") is split into title-cased
/// words; a value that is already text ("Sunday lunch") stays as written.
enum GnomeRecipesVocabulary {
  private static let cuisines: [String: String] = [
    "american": "American", "chinese": "Chinese", "indian": "Indian", "italian": "Italian",
    "french": "French", "greek": "Greek", "mediterranean": "Mediterranean",
    "mexican": "Mexican", "nordic": "Nordic", "turkish": "Turkish",
  ]

  private static let meals: [String: String] = [
    "entree": "Main Course", "snacks": "Snacks", "breakfast": "Breakfast",
    "side": "Side Dish", "dessert": "Dessert", "cake": "Cakes and Baking",
    "drinks": "Drinks and Cocktails", "pizza": "Pizza", "pasta": "Pasta", "other": "Other",
  ]

  private static let seasons: [String: String] = [
    "thanksgiving": "Thanksgiving", "christmas": "Christmas", "newyears": "New Year",
    "spring": "Spring", "summer": "Summer", "fall": "Fall", "winter": "Winter",
  ]

  /// The cuisine `value` names.
  static func cuisine(_ value: String) -> String { cuisines[value] ?? readable(value) }

  /// The meal (GNOME Recipes' Category) `value` names.
  static func meal(_ value: String) -> String { meals[value] ?? readable(value) }

  /// The season or occasion `value` names.
  static func season(_ value: String) -> String { seasons[value] ?? readable(value) }

  private static let minorWords: Set<String> = ["and", "or", "of", "with", "the", "a", "an"]

  /// An id's words title-cased ("middle_eastern" → "Middle Eastern"); text as it is.
  static func readable(_ value: String) -> String {
    let isID = value.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
    }
    guard isID else { return value }
    let words = value.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    return words.enumerated().map { index, word in
      index > 0 && minorWords.contains(word) ? word : word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }
}
