import RecipesCore
import Testing

/// Names folded into one item: case, plurals, accents, punctuation and synonyms; and the
/// aisle each lands in.
@Suite struct ShoppingNameTests {
  // Each row: spellings that must share a key.
  static let sameThing: [[String]] = [
    ["Tomatoes", "tomato", "TOMATO"],
    ["cherry tomatoes", "Cherry-tomato"],
    ["spring onions", "scallions", "Green onion", "salad onions"],
    ["cilantro", "fresh coriander", "coriander leaves"],
    ["eggplant", "aubergines"],
    ["zucchini", "courgettes"],
    ["chickpeas", "garbanzo beans", "chick peas"],
    ["shrimp", "prawns"],
    ["baking soda", "bicarbonate of soda"],
    ["cornstarch", "cornflour"],
    ["all-purpose flour", "plain flour"],
    ["heavy cream", "double cream"],
    ["powdered sugar", "icing sugar", "confectioners' sugar"],
    ["chillies", "chilli", "chili", "chile"],
    ["berries", "berry"],
    ["peaches", "peach"],
    ["potatoes", "potato"],
    ["bay leaves", "bay leaf"],
    ["jalapeño", "jalapenos"],
    ["crème fraîche", "creme fraiche"],
    ["yoghurt", "natural yogurt", "yogurts"],
    ["ground beef", "beef mince", "minced beef"],
  ]

  // Each row: spellings that must not share a key.
  static let differentThings: [[String]] = [
    ["coriander", "ground coriander"],
    ["flour", "plain flour", "self-raising flour"],
    ["red pepper", "black pepper"],
    ["egg", "egg yolk"],
    ["coconut milk", "milk"],
  ]

  @Test(arguments: sameThing)
  func spellingsOfOneThingShareAKey(_ spellings: [String]) {
    let keys = Set(spellings.map(ShoppingName.key))
    #expect(keys.count == 1, "\(spellings) → \(keys.sorted())")
  }

  @Test(arguments: differentThings)
  func differentThingsKeepTheirOwnKeys(_ spellings: [String]) {
    let keys = Set(spellings.map(ShoppingName.key))
    #expect(keys.count == spellings.count, "\(spellings) → \(keys.sorted())")
  }

  @Test func wordsEndingInSAreNotAlwaysPlurals() {
    for word in ["asparagus", "couscous", "watercress", "hummus", "molasses"] {
      #expect(ShoppingName.key(word) == (word == "molasses" ? "molass" : word))
    }
  }

  @Test func aNameWithoutLettersHasNoKey() {
    for name in ["", "   ", "—", ", ,"] { #expect(ShoppingName.key(name).isEmpty) }
  }

  @Test(arguments: [
    ("red onion", GroceryAisle.produce), ("lemon juice", .produce), ("chicken stock", .pantry),
    ("chicken thighs", .meatAndFish), ("coconut milk", .pantry), ("whole milk", .dairyAndEggs),
    ("egg yolks", .dairyAndEggs), ("sourdough bread", .bakery), ("dried thyme", .spices),
    ("ground ginger", .spices), ("garlic powder", .spices), ("baking powder", .pantry),
    ("frozen spinach", .frozen), ("orange juice", .drinks), ("dry white wine", .drinks),
    ("kidney beans", .pantry), ("green beans", .produce), ("dried apricots", .pantry),
    ("unobtainium", .other),
  ])
  func theAisleTableKnowsCommonIngredients(_ name: String, _ aisle: GroceryAisle) {
    #expect(GroceryAisle.of(key: ShoppingName.key(name)) == aisle, "\(name)")
  }
}
