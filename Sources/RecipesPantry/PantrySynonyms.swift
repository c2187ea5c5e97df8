/// Names that mean the same food to a cook, British and American mostly: a small table of
/// our own, its rows folded like every name (`PantryWords`), so plurals and case need no rows.
///
/// "pepper" alone is the ground black one (salt and pepper); a red, green or yellow pepper is
/// a bell pepper.
enum PantrySynonyms {
  /// Each folded synonym's folded canonical name.
  static let canonical: [String: String] = {
    var table: [String: String] = [:]
    for (name, synonyms) in rows {
      let key = PantryWords.words(name).joined(separator: " ")
      for synonym in synonyms {
        table[PantryWords.words(synonym).joined(separator: " ")] = key
      }
    }
    return table
  }()

  private static let rows: [(String, [String])] = [
    ("spring onion", ["scallion", "green onion", "salad onion"]),
    ("coriander", ["cilantro", "coriander leaves", "cilantro leaves"]),
    ("aubergine", ["eggplant"]),
    ("courgette", ["zucchini"]),
    (
      "bell pepper",
      [
        "capsicum", "sweet pepper", "red pepper", "green pepper", "yellow pepper",
        "orange pepper", "red bell pepper", "green bell pepper", "yellow bell pepper",
      ]
    ),
    ("chickpea", ["garbanzo bean", "garbanzo", "chick pea"]),
    ("prawn", ["shrimp", "king prawn", "tiger prawn"]),
    ("rocket", ["arugula"]),
    ("beef mince", ["minced beef", "ground beef", "mince"]),
    ("pork mince", ["minced pork", "ground pork"]),
    ("bicarbonate of soda", ["baking soda", "bicarb", "bicarb soda", "sodium bicarbonate"]),
    ("cornflour", ["cornstarch", "corn starch"]),
    ("flour", ["plain flour", "all purpose flour", "all-purpose flour", "plain white flour"]),
    ("caster sugar", ["superfine sugar"]),
    ("icing sugar", ["powdered sugar", "confectioners sugar"]),
    ("sugar", ["granulated sugar"]),
    ("double cream", ["heavy cream", "heavy whipping cream", "whipping cream"]),
    ("single cream", ["light cream"]),
    ("chilli", ["chili", "chile", "chilli pepper", "chili pepper", "hot pepper"]),
    ("tomato paste", ["tomato purée", "tomato puree", "concentrated tomato puree"]),
    ("yogurt", ["yoghurt", "plain yogurt", "natural yogurt", "natural yoghurt"]),
    ("greek yogurt", ["greek yoghurt", "greek style yogurt", "greek style yoghurt"]),
    ("beetroot", ["beet"]),
    ("parmesan", ["parmesan cheese", "parmigiano reggiano", "parmigiano"]),
    ("olive oil", ["extra virgin olive oil", "virgin olive oil"]),
    ("salt", ["sea salt", "table salt", "fine salt", "kosher salt", "flaky salt", "salt flakes"]),
    ("black pepper", ["ground black pepper", "pepper", "ground pepper", "black peppercorn"]),
    ("stock cube", ["bouillon cube"]),
    ("chicken stock", ["chicken broth"]),
    ("beef stock", ["beef broth"]),
    ("vegetable stock", ["vegetable broth", "veggie stock"]),
    ("stock", ["broth"]),
    ("rapeseed oil", ["canola oil"]),
    ("garlic", ["garlic clove", "clove garlic", "cloves garlic"]),
    ("egg", ["whole egg", "egg yolk", "egg white", "eggs yolks"]),
    ("water", ["tap water", "ice water", "filtered water"]),
    ("ice", ["ice cube"]),
    ("spaghetti", ["dried spaghetti"]),
    ("lemon", ["lemon juice", "juice of lemon", "lemon zest"]),
    ("lime", ["lime juice", "lime zest"]),
  ]
}
