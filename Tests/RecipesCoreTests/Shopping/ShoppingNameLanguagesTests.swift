import RecipesCore
import RecipesQuantities
import Testing

/// Names in seven languages on the shopping list: a plural a recipe wrote stays as written
/// ("3 Karotten", never "3 Karottens"), an English singular after a count takes its ending
/// ("2 aubergine" is "2 Aubergines"), and a name and its plural are one item ("1 Zwiebel"
/// and "2 Zwiebeln").
@Suite struct ShoppingNameLanguagesTests {
  /// A method of our own in each language, which tells the recipe's language; "-" for a
  /// recipe of its lines alone.
  static let methods: [String: String] = [
    "en": "Peel the vegetables and cook them with the butter until soft.",
    "de": "Das Gemüse schälen und mit der Butter weich dünsten.",
    "fr": "Éplucher les légumes et les faire cuire avec le beurre.",
    "nl": "Schil de groenten en bak ze met de boter tot ze zacht zijn.",
    "sv": "Skala grönsakerna och stek dem med smöret tills de är mjuka.",
    "es": "Pelar las verduras y cocinarlas con la mantequilla hasta que estén tiernas.",
    "it": "Pelare le verdure e cuocerle con il burro fino a renderle morbide.",
    "-": "",
  ]

  /// A recipe for 4 in `language` (a key of `methods`) of `lines`.
  static func recipe(_ id: Recipe.ID, _ language: String, _ lines: [String]) -> Recipe {
    Recipe(
      id: id, name: id.rawValue.capitalized, instructions: methods[language] ?? "",
      ingredients: lines.map { Ingredient(name: $0, measure: "") }, servings: 4)
  }

  // Each row: the recipes' language | a line of the first recipe | a line of the second
  // ("-" for none) | the items' texts, ";" between them, in list order.
  static let table = """
    en | 2 aubergine | - | 2 Aubergines
    en | 2 onions | 1 onion | 3 Onions
    en | 1 chicken | 1 chicken | 2 Chickens
    en | 3 carrots | 1 carrot | 4 Carrots
    en | 2 peaches | 1 peach | 3 Peaches
    en | 2 pear | 1 cup peas | 2 Pears; 1 cup Peas
    de | 3 Karotten | - | 3 Karotten
    de | 6 Zwiebeln | - | 6 Zwiebeln
    de | 1 Zwiebel | 2 Zwiebeln | 3 Zwiebeln
    de | 1 Karotte | 2 Karotten | 3 Karotten
    de | 1 Zwiebel | 1 Zwiebel | 2 Zwiebeln
    de | 1 Zitrone | 1 Zitrone | 2 Zitronen
    de | 2 Eier | 1 Ei | 3 Eier
    de | 1 Apfel | 1 Apfel | 2 Äpfel
    de | 4 Brötchen | 2 Brötchen | 6 Brötchen
    de | 2 Lorbeerblätter | 1 Lorbeerblatt | 3 Lorbeerblätter
    de | 2 Paprikaschoten | 1 Paprikaschote | 3 Paprikaschoten
    de | 1 Zwiebel | 2 Frühlingszwiebeln | 2 Frühlingszwiebeln; 1 Zwiebel
    fr | 2 poireaux | - | 2 Poireaux
    fr | 1 poireau | 2 poireaux | 3 Poireaux
    fr | 1 poireau | 1 poireau | 2 Poireaux
    fr | 2 oignons | 1 oignon | 3 Oignons
    fr | 1 échalote | 1 échalote | 2 Échalotes
    fr | 3 œufs | 1 œuf | 4 Œufs
    fr | 1 chou | 1 chou | 2 Choux
    nl | 2 uien | - | 2 Uien
    nl | 1 ui | 2 uien | 3 Uien
    nl | 3 tomaten | 1 tomaat | 4 Tomaten
    nl | 2 eieren | 1 ei | 3 Eieren
    nl | 2 paprika's | 1 paprika | 3 Paprika's
    nl | 1 wortel | 2 wortels | 3 Wortels
    nl | 2 sjalotten | 1 sjalot | 3 Sjalotten
    sv | 2 lökar | - | 2 Lökar
    sv | 1 lök | 2 lökar | 3 Lökar
    sv | 4 ägg | 1 ägg | 5 Ägg
    sv | 3 morötter | 1 morot | 4 Morötter
    sv | 2 tomater | 1 tomat | 3 Tomater
    sv | 2 gurkor | 1 gurka | 3 Gurkor
    sv | 2 lagerblad | - | 2 Lagerblad
    es | 2 cebollas | 1 cebolla | 3 Cebollas
    es | 1 limón | 2 limones | 3 Limones
    es | 1 limón | 1 limón | 2 Limones
    es | 2 huevos | 1 huevo | 3 Huevos
    es | 3 nueces | 1 nuez | 4 Nueces
    es | 1 pimiento | 1 pimiento | 2 Pimientos
    it | 3 carote | - | 3 Carote
    it | 1 cipolla | 2 cipolle | 3 Cipolle
    it | 1 cipolla | 1 cipolla | 2 Cipolle
    it | 2 limoni | - | 2 Limoni
    it | 1 limone | 1 limone | 2 Limoni
    it | 4 uova | 1 uovo | 5 Uova
    it | 2 zucchine | 1 zucchina | 3 Zucchine
    it | 1 peperone | 2 peperoni | 3 Peperoni
    it | 2 pomodori | 1 pomodoro | 3 Pomodori
    - | 3 Karotten | - | 3 Karotten
    - | 2 poireaux | - | 2 Poireaux
    - | 2 aubergine | - | 2 Aubergines
    - | 6 Zwiebeln | 1 Zwiebel | 7 Zwiebeln
    - | 2 Tomaten | - | 2 Tomaten
    - | 4 ägg | - | 4 Ägg
    - | 1 onion | 1 onion | 2 Onions
    - | 2 pears | 1 cup peas | 2 Pears; 1 cup Peas
    - | 1 lemon | 2 lemons | 3 Lemons
    """

  @Test(arguments: table.split(separator: "\n"))
  func aNameReadsAsItsLanguageWritesIt(_ row: Substring) throws {
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(cells.count == 4)
    let language = cells[0]
    let recipes = [
      Self.recipe("catalog-a", language, [cells[1]]),
      Self.recipe("catalog-b", language, cells[2] == "-" ? [] : [cells[2]]),
    ]
    let list = ShoppingList(
      entries: recipes.map { ShoppingListEntry(recipeID: $0.id) }, recipes: recipes)
    let expected = cells[3].split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(list.items.map(\.text).sorted() == expected.sorted())
  }

  @Test func aPluralForFewerServingsIsItsLanguagesSingular() {
    // Each recipe is for 4; for 1 serving half of one is one bought whole.
    let rows: [(String, String, String)] = [
      ("de", "2 Karotten", "1 Karotte"), ("de", "2 Zwiebeln", "1 Zwiebel"),
      ("de", "2 Eier", "1 Ei"), ("fr", "2 poireaux", "1 Poireau"),
      ("fr", "2 oignons", "1 Oignon"), ("es", "2 limones", "1 Limón"),
      ("it", "2 cipolle", "1 Cipolla"), ("it", "2 limoni", "1 Limoni"),
      ("sv", "2 lökar", "1 Lök"), ("nl", "2 tomaten", "1 Tomaat"),
      ("en", "2 aubergines", "1 Aubergine"),
    ]
    for (language, line, expected) in rows {
      let recipe = Self.recipe("catalog-a", language, [line])
      let list = ShoppingList(
        entries: [ShoppingListEntry(recipeID: recipe.id, servings: 1)], recipes: [recipe])
      #expect(list.items.map(\.text) == [expected], "\(language): \(line)")
    }
  }

  @Test func oneForMoreServingsTakesItsLanguagesPlural() {
    let rows: [(String, String, String)] = [
      ("de", "1 Zitrone", "2 Zitronen"), ("fr", "1 poireau", "2 Poireaux"),
      ("es", "1 limón", "2 Limones"), ("es", "1 nuez", "2 Nueces"),
      ("it", "1 carota", "2 Carote"), ("it", "1 finocchio", "2 Finocchi"),
      // No rule for Dutch or Swedish plurals: as written, never an English ending.
      ("nl", "1 ui", "2 Ui"), ("sv", "1 lök", "2 Lök"),
      ("en", "1 leek", "2 Leeks"),
    ]
    for (language, line, expected) in rows {
      let recipe = Self.recipe("catalog-a", language, [line])
      let list = ShoppingList(
        entries: [ShoppingListEntry(recipeID: recipe.id, servings: 8)], recipes: [recipe])
      #expect(list.items.map(\.text) == [expected], "\(language): \(line)")
    }
  }

  @Test func salzSelAndSaltStayThreeItems() {
    let recipes = [
      Self.recipe("catalog-a", "en", ["1 tsp salt"]),
      Self.recipe("catalog-b", "de", ["1 Prise Salz"]),
      Self.recipe("catalog-c", "fr", ["1 pincée de sel"]),
    ]
    let list = ShoppingList(
      entries: recipes.map { ShoppingListEntry(recipeID: $0.id) }, recipes: recipes)
    #expect(list.items.count == 3, "\(list.items.map(\.text))")
  }
}
