extension CookingUnit {
  /// A way recipes write a unit, and what one of it is in the canonical unit.
  struct Spelling: Sendable {
    /// The canonical unit.
    let unit: CookingUnit
    /// How many canonical units one written unit is (10 for "cl" as ml); usually 1.
    let factor: Rational
  }

  /// The unit `word` spells, ignoring case except for "T" (tablespoon) and "t" (teaspoon);
  /// nil when it is not a unit.
  ///
  /// A trailing period is not part of the word ("oz." is looked up as "oz").
  public static func spelled(_ word: String) -> CookingUnit? {
    spelling(word)?.unit
  }

  static func spelling(_ word: String) -> Spelling? {
    if word == "T" { return Spelling(unit: .tablespoon, factor: .one) }
    if word == "t" { return Spelling(unit: .teaspoon, factor: .one) }
    return spellings[word.lowercased()]
  }

  /// Every spelling, lowercased.
  ///
  /// Counted words are listed singular; their plurals are made here, so "cloves" and
  /// "pinches" need no entry of their own.
  static let spellings: [String: Spelling] = {
    var table: [String: Spelling] = [:]
    func add(_ unit: CookingUnit, _ words: String, factor: Rational = .one) {
      for word in words.split(separator: " ") {
        table[String(word)] = Spelling(unit: unit, factor: factor)
      }
    }
    add(.milligram, "mg mgs milligram milligrams milligramme milligrammes")
    add(.gram, "g gr grs gm gms grm grms gram grams gramme grammes")
    add(.kilogram, "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes")
    // The decagram of Central European recipes ("20 dkg vaj", "10 dag masła").
    add(.gram, "dkg dag dekagram dekagramy", factor: Rational(10))
    add(.ounce, "oz ozs ounce ounces")
    add(.pound, "lb lbs pound pounds")
    add(.milliliter, "ml mls millilitre millilitres milliliter milliliters")
    add(.milliliter, "cl centilitre centilitres centiliter centiliters", factor: Rational(10))
    add(.milliliter, "dl decilitre decilitres deciliter deciliters", factor: Rational(100))
    add(.liter, "l lt ltr ltrs litre litres liter liters")
    add(
      .teaspoon,
      "tsp tsps tspn tspns teaspoon teaspoons teaspoonful teaspoonfuls teasp")
    add(
      .tablespoon,
      "tbsp tbsps tbs tbl tbls tblsp tblsps tblspn tbspn tb tablespoon tablespoons "
        + "tablespoonful tablespoonfuls tablesp spoonful spoonfuls")
    add(.cup, "c cup cups cupful cupfuls")
    add(.fluidOunce, "floz")
    add(.pint, "pt pts pint pints")
    add(.quart, "qt qts quart quarts")
    add(.gallon, "gal gals gallon gallons")
    for word in countedWords {
      let unit = CookingUnit.counted(word)
      add(unit, word)
      add(unit, unit.written(plural: true))
    }
    add(.counted("package"), "pkg pkgs pkt pkts")
    add(.counted("piece"), "pc pcs")
    // German recipes' spoons, pinches, cloves, bunches and tins.
    add(.tablespoon, "el")
    add(.teaspoon, "tl")
    add(.pinch, "prise prisen msp")
    add(.counted("clove"), "zehe zehen")
    add(.counted("bunch"), "bund")
    add(.counted("can"), "dose dosen")
    // French spoons, as "soupe" and "café" complete them ("c. à soupe"), and abbreviated.
    add(.tablespoon, "soupe cs")
    add(.teaspoon, "café cafe thé")
    // Dutch, Scandinavian, Spanish, Italian and Polish spoons, pinches, cloves, bunches,
    // tins and pieces, as cooks write them ("2 eetlepels", "1 msk", "3 cucharadas").
    add(.tablespoon, "eetlepel eetlepels eetl msk matsked matskedar spsk ss")
    add(.tablespoon, "cucharada cucharadas cda cdas cucchiaio cucchiai łyżka łyżki łyżek")
    add(.teaspoon, "theelepel theelepels thl tsk tesked teskedar ts")
    add(.teaspoon, "cucharadita cucharaditas cdta cdtas cucchiaino cucchiaini łyżeczka łyżeczki")
    // The Swedish spice measure, one millilitre.
    add(.milliliter, "krm kryddmått")
    add(.pinch, "snufje snufjes snuf nypa pizzico pizzichi pizca pizcas szczypta")
    add(
      .counted("clove"),
      "teen tenen teentje teentjes klyfta klyftor spicchio spicchi diente dientes ząbek ząbki")
    add(.counted("bunch"), "bos bosje bosjes knippe mazzo mazzetto manojo pęczek")
    add(.counted("can"), "blik blikje blikken burk burkar lata latas lattina")
    // Swedish pieces ("10 st selleri"); "St" is a saint ("St. Louis ribs"): see the tokenizer.
    add(.counted("piece"), "st stk stuks stuk stück")
    // French and German words for the same.
    add(.counted("clove"), "gousse gousses")
    add(.pinch, "pincée pincées")
    add(.counted("bunch"), "botte bottes")
    add(.counted("sprig"), "brin brins zweig zweige")
    add(.counted("slice"), "tranche tranches scheibe scheiben")
    add(.counted("stalk"), "stange stangen")
    add(.counted("package"), "packung packungen")
    add(.counted("packet"), "päckchen pck tüte tütchen")
    add(.counted("cm"), "cm cms")
    add(.counted("mm"), "mm")
    add(.counted("inch"), "inch inches")
    return table
  }()

  /// The counted units: things recipes count that are not the ingredient itself.
  static let countedWords = [
    "bag", "ball", "bar", "barspoon", "block", "bottle", "box", "bulb", "bunch", "can", "carton",
    "clove",
    "container", "cube", "dash", "dessertspoon", "dollop", "drizzle", "drop", "ear", "envelope",
    "fillet", "glass", "handful", "head", "jar", "knob", "leaf", "link", "loaf", "pack",
    "package", "packet", "piece", "pinch", "pod", "pot", "punnet", "rasher", "rib", "sachet",
    "scoop",
    "sheet", "shot", "sleeve", "slice", "splash", "sprig", "sprinkle", "square", "squeeze", "stalk",
    "stick",
    "strip", "tin", "tub", "wedge",
  ]
}
