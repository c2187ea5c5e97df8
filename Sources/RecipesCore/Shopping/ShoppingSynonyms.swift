/// Names that mean the same thing in a shop, British and American spellings mostly: a small
/// table of our own.
///
/// Only plain synonyms: "ground coriander" (the spice) is not "coriander" (the leaves), and
/// "tomato purée" is American "tomato paste" but not passata. Each row is the name used as
/// the group's key, then the names that fold into it; both sides go through the same folding
/// as every name (`ShoppingName.plainKey`), so plurals and case need no rows of their own.
enum ShoppingSynonyms {
  /// Each folded synonym's folded canonical name.
  static let canonical: [String: String] = {
    var table: [String: String] = [:]
    for (name, synonyms) in rows {
      let key = ShoppingName.plainKey(name)
      for synonym in synonyms { table[ShoppingName.plainKey(synonym)] = key }
    }
    return table
  }()

  private static let rows: [(String, [String])] = [
    ("spring onion", ["scallion", "green onion", "salad onion"]),
    ("coriander", ["cilantro", "coriander leaves", "coriander leaf"]),
    ("basil", ["basil leaves", "basil leaf"]),
    ("mint", ["mint leaves", "mint leaf"]),
    ("parsley", ["parsley leaves", "parsley leaf"]),
    ("aubergine", ["eggplant"]),
    ("courgette", ["zucchini"]),
    ("bell pepper", ["capsicum", "sweet pepper"]),
    ("chickpea", ["garbanzo bean", "garbanzo", "chick pea"]),
    ("prawn", ["shrimp"]),
    ("rocket", ["arugula"]),
    ("beef mince", ["minced beef", "ground beef", "mince"]),
    ("bicarbonate of soda", ["baking soda", "bicarb", "bicarb soda"]),
    ("cornflour", ["cornstarch", "corn starch"]),
    ("plain flour", ["all-purpose flour", "all purpose flour", "plain white flour"]),
    ("caster sugar", ["superfine sugar"]),
    ("icing sugar", ["powdered sugar", "confectioners sugar", "confectioners' sugar"]),
    ("sugar", ["granulated sugar", "white sugar"]),
    ("double cream", ["heavy cream", "heavy whipping cream"]),
    ("single cream", ["light cream"]),
    ("chilli", ["chili", "chile", "chilli pepper", "chili pepper"]),
    ("tomato paste", ["tomato purée", "tomato puree", "concentrated tomato puree"]),
    ("yogurt", ["yoghurt", "plain yogurt", "plain yoghurt", "natural yogurt", "natural yoghurt"]),
    ("greek yogurt", ["greek yoghurt", "greek-style yogurt", "greek-style yoghurt"]),
    ("beetroot", ["beet"]),
    ("parmesan", ["parmesan cheese", "parmigiano reggiano", "parmigiano-reggiano"]),
    ("olive oil", ["extra virgin olive oil", "extra-virgin olive oil"]),
    ("salt", ["sea salt", "table salt", "fine salt", "kosher salt"]),
    ("black pepper", ["ground black pepper", "black peppercorns ground", "pepper"]),
    ("stock cube", ["bouillon cube"]),
    ("rapeseed oil", ["canola oil"]),
    ("garlic", ["garlic clove", "clove of garlic", "cloves garlic"]),
    ("egg", ["whole egg"]),
    ("semi-skimmed milk", ["2% milk", "reduced-fat milk"]),
    ("spaghetti", ["dried spaghetti"]),
  ]
}
