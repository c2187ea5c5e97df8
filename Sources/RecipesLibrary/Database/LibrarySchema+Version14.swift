extension LibrarySchema {
  /// Version 14: the cook's corrections of nutrition — the food chosen for an ingredient
  /// name, remembered for every recipe.
  ///
  /// `name_key` is the name's correction key (its words folded: "green onion"); `food_id`
  /// the USDA SR number chosen, NULL when the cook left the ingredient out ("not a food").
  static let version14 = """
    CREATE TABLE food_corrections (
      name_key TEXT PRIMARY KEY NOT NULL,
      food_id TEXT
    ) WITHOUT ROWID;
    """
}
