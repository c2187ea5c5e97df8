/// What the parser knows about one lowercased word of an ingredient line.
struct IngredientWord: Sendable {
  /// What a word can do in a line; a word may do several things.
  struct Traits: OptionSet, Sendable {
    let rawValue: UInt64

    /// A size or a degree of filling ("large", "heaped"): kept as a note.
    static let size = Traits(rawValue: 1 << 0)
    /// A preparation ("chopped", "softened"): kept as a note, not what is bought.
    static let preparation = Traits(rawValue: 1 << 1)
    /// Qualifies a preparation ("finely" chopped); a note only before one.
    static let adverb = Traits(rawValue: 1 << 2)
    /// A preparation only after an adverb ("freshly ground"), else part of the name
    /// ("ground beef").
    static let preparationAfterAdverb = Traits(rawValue: 1 << 3)
    /// Starts a comment that runs to the end ("for dusting", "plus extra").
    static let startsNote = Traits(rawValue: 1 << 4)
    /// Starts a comment only before certain words ("to taste", "or more", "as needed").
    static let startsNoteBeforeCue = Traits(rawValue: 1 << 5)
    /// Follows such a conditional starter ("taste" after "to", "needed" after "as").
    static let cue = Traits(rawValue: 1 << 6)
    /// A vague amount ("few", "some", "little"): a note, the quantity unknown.
    static let vagueAmount = Traits(rawValue: 1 << 7)
    /// "of", dropped after a unit ("a pinch of salt").
    static let of = Traits(rawValue: 1 << 8)
    /// "and", which joins numbers ("1 and ½") and preparations ("peeled and diced").
    static let and = Traits(rawValue: 1 << 9)
    /// "to" or "or" between two numbers of a range.
    static let rangeJoiner = Traits(rawValue: 1 << 10)
    /// "x" between a count and a package size ("2 x 400 g tins").
    static let times = Traits(rawValue: 1 << 11)
    /// "a", "an": one, when followed by what is counted.
    static let article = Traits(rawValue: 1 << 12)
    /// What a quantity is a part of ("juice" of 1 lemon): a note before "of" and a number.
    static let partOf = Traits(rawValue: 1 << 13)
    /// "fl" or "fluid" before "oz" or "ounces".
    static let fluid = Traits(rawValue: 1 << 14)
    /// A counted unit a name may end in ("garlic cloves", "celery stalks").
    static let trailingUnit = Traits(rawValue: 1 << 15)
    /// What comes in cloves, stalks or sprigs, so "garlic cloves" is cloves of garlic.
    static let countedInUnits = Traits(rawValue: 1 << 17)
    /// A unit that needs no number ("handful fresh mint", "pinch salt").
    static let vagueUnit = Traits(rawValue: 1 << 18)
    /// A length ("2 cm piece ginger"): what follows it is how the ingredient comes.
    static let length = Traits(rawValue: 1 << 19)
    /// A container sold by weight or volume ("400 g can", "100 g pack").
    static let package = Traits(rawValue: 1 << 20)
    /// A preparation only after the name ("cornflour mixed with water"), else part of it
    /// ("mixed herbs").
    static let preparationAfterName = Traits(rawValue: 1 << 21)
    /// A French spoon ("c.", "cuillère"), sized by what follows "à".
    static let spoon = Traits(rawValue: 1 << 22)
    /// "à" in "cuillère à soupe".
    static let spoonJoiner = Traits(rawValue: 1 << 23)
    /// "s" or "es" in parentheses after a word: "onion(s)".
    static let pluralEnding = Traits(rawValue: 1 << 24)
    /// "the", which a line may start with ("the juice of 1 orange").
    static let determiner = Traits(rawValue: 1 << 25)
    /// "from", which may stand for "of" after a part ("leaves from 4 sprigs thyme").
    static let source = Traits(rawValue: 1 << 26)
    /// "plus" (and the symbol "+") between two measures of one amount ("1 cup plus 2 tbsp").
    static let addition = Traits(rawValue: 1 << 27)
    /// A preparation that, before a `product` word, names what is sold ("crushed tomatoes",
    /// "minced lamb"), where "chopped tomatoes" in a cup are tomatoes.
    static let makesProduct = Traits(rawValue: 1 << 30)
    /// "in", after which a preparation's object follows ("dissolved in water").
    static let preposition = Traits(rawValue: 1 << 28)
    /// "each", after which a list names several things ("1 tsp each: cumin, coriander").
    static let distributive = Traits(rawValue: 1 << 29)
    /// A word a name's own number follows ("Type 405" flour, "No 3"), never a count.
    static let numberLabel = Traits(rawValue: 1 << 31)
    /// A word that says an amount after it is not exact ("about", "ca.", "etwa").
    static let approximately = Traits(rawValue: 1 << 32)
    /// What a preparation word does not take away from ("crushed tomatoes" are bought so).
    static let product = Traits(rawValue: 1 << 16)
  }

  /// The unit the word spells, if any.
  var unit: CookingUnit.Spelling?
  /// The number the word says ("two", "half", "dozen"), if any.
  var amount: Rational?
  /// What else the word does.
  var traits: Traits = []
}

/// The words the ingredient parser knows, keyed by their lowercase spelling.
enum IngredientVocabulary {
  /// Where the word with `key` is kept, if it is known.
  static func index(of key: WordKey) -> Int? {
    lookup.index(of: key)
  }

  /// The word kept at `index`.
  static func word(at index: Int) -> IngredientWord {
    lookup.word(at: index)
  }

  /// Whether `unit` is a package a shop sells a food in (a can, a jar, a packet, a bar),
  /// whose size a line may give ("1 can (400 ml)").
  static func isPackage(_ unit: CookingUnit) -> Bool {
    guard unit.kind == .count, let index = WordKey(unit.symbol).flatMap(index(of:)) else {
      return false
    }
    return word(at: index).traits.contains(.package)
  }

  /// Where "T" is kept: a tablespoon, told from "t" by its case alone.
  static let tablespoon = WordKey("tbsp").flatMap(index(of:)) ?? 0
  /// Where "t" is kept: a teaspoon.
  static let teaspoon = WordKey("tsp").flatMap(index(of:)) ?? 0
  /// Where "inch" is kept, which a double quote after a number stands for.
  static let inch = WordKey("inch").flatMap(index(of:)) ?? 0

  private static let lookup = WordTable(table)

  private static let table: [String: IngredientWord] = {
    var table: [String: IngredientWord] = [:]
    for (spelling, unit) in CookingUnit.spellings {
      table[spelling, default: IngredientWord()].unit = unit
    }
    func add(_ traits: IngredientWord.Traits, _ words: String) {
      for word in words.split(separator: " ") {
        table[String(word), default: IngredientWord()].traits.formUnion(traits)
      }
    }
    for (word, amount) in amounts {
      table[word, default: IngredientWord()].amount = amount
    }
    add(.size, sizes)
    add(.preparation, preparations)
    add(.adverb, adverbs)
    add(.preparationAfterAdverb, "ground")
    add(.preparationAfterName, "mixed dissolved blended combined rolled")
    add(.startsNote, noteStarters)
    add(.startsNoteBeforeCue, "to or as at")
    add(.cue, cues)
    add(.vagueAmount, "few some several little bit")
    add(.of, "of")
    add(.and, "and &")
    add(.rangeJoiner, "to or")
    add(.times, "x")
    add(.article, "a an")
    add(.partOf, "juice zest rind peel leaves")
    add(.determiner, "the")
    add(.source, "from")
    add(.addition, "plus")
    add(.fluid, "fl fluid")
    add(.spoon, "c cuillère cuillères cuillere cuilleres cuil cuill")
    add(.spoonJoiner, "à a")
    add(.of, "de d' di")
    add(.pluralEnding, "s es")
    add(
      .vagueUnit, "pinch pinches handful handfuls dash dashes splash drizzle knob dollop sprinkle")
    add(.length, "cm mm inch inches")
    add(
      .package,
      "can cans tin tins jar jars pack packs packet packets package packages bag bags bottle "
        + "bottles carton cartons tub tubs block blocks box boxes pot pots punnet punnets sheet sheets "
        + "sachet sachets bar bars ball balls")
    add(.trailingUnit, "clove cloves stalk stalks rib ribs sprig sprigs")
    add(.product, "tomatoes tomato coconut beef lamb pork veal meat pineapple")
    add(.makesProduct, "crushed shredded minced")
    add(.preposition, "in")
    add(.distributive, "each")
    add(.numberLabel, "type typ tipo no nr number size gauge grade")
    add(
      .approximately,
      "about approx approximately around roughly ca circa etwa ungefähr ungefahr environ "
        + "ongeveer cirka ungefär ungefar aprox aproximadamente circa")
    add(.vagueUnit, "squeeze")
    add(
      .countedInUnits,
      "garlic celery thyme rosemary parsley mint dill sage basil coriander cilantro tarragon "
        + "oregano lemongrass")
    return table
  }()

  private static let amounts: [String: Rational] = {
    var amounts: [String: Rational] = ["a": .one, "an": .one, "dozen": Rational(12)]
    // Up to twelve, as ingredient lines have always been read.
    for (name, value) in NumberWords.belowTwenty where value <= 12 {
      amounts[name] = Rational(value)
    }
    amounts["half"] = Rational(1, 2)
    amounts["quarter"] = Rational(1, 4)
    amounts["couple"] = Rational(2)
    for (name, numerator, denominator) in [
      ("one-half", 1, 2), ("one-third", 1, 3), ("two-thirds", 2, 3), ("one-quarter", 1, 4),
      ("one-fourth", 1, 4), ("three-quarters", 3, 4), ("three-fourths", 3, 4),
    ] {
      amounts[name] = Rational(numerator, denominator)
    }
    return amounts
  }()

  private static let sizes = """
    large small medium big jumbo extra-large x-large xl medium-sized small-sized large-sized \
    medium-large small-medium good-sized lg lge sm med heaped heaping level scant generous \
    rounded good thick thin full bare smallish largish thumb-sized thumb-size bite-sized \
    bite-size walnut-sized sized each fat plump quality good-quality best-quality high-quality \
    packed gehäuft gehäufte gehäufter gehäuftes gehauft gehaufte gehaufter gestrichen \
    gestrichene gestrichener gestrichenes ruime ruim flinke afgestreken rågad rågade ragad \
    ragade struken strukna bombée bombé bombee bombe rase rases colmada colmadas colmo colma
    """

  private static let preparations = """
    chopped diced minced sliced grated shredded crushed peeled deveined softened melted beaten \
    whisked cubed halved quartered trimmed rinsed drained sifted packed seeded deseeded pitted \
    stoned cored cooked cut toasted thawed defrosted juiced zested julienned mashed torn crumbled \
    separated shelled skinned boneless skinless skin-on bone-in ripe squeezed washed scrubbed \
    stemmed hulled blanched pureed puréed divided warmed chilled cold warm lukewarm uncooked \
    soaked snipped picked destemmed segmented cleaned broken steamed boiled hard-boiled \
    soft-boiled poached smashed bruised sieved strained dissolved reserved optional \
    finely-chopped roughly-chopped thinly-sliced room-temperature spiralized shaved cracked \
    scored butterflied sectioned unpeeled dry-roasted boiling homemade home-made store-bought \
    storebought
    """

  private static let adverbs = """
    finely roughly coarsely thinly thickly freshly lightly firmly loosely very well just \
    evenly gently newly thoroughly tightly generously freshly-ground crosswise lengthwise \
    diagonally
    """

  private static let noteStarters = """
    for plus optional such if into with without about approx approximately around preferably \
    ideally see including per according e.g. eg divided reserved
    """

  private static let cues = """
    taste serve serving garnish cover more less needed required desired necessary room \
    liking preference decorate dust dusting so season finish top coat grease per other
    """
}
