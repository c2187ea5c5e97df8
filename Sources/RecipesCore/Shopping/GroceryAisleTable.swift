/// Which aisle the common ingredients are in: a small table of our own, written from what a
/// British or American supermarket shelves where.
///
/// Names are folded like every ingredient name (`ShoppingName.synonymKey`), so a row is written
/// once, singular. `GroceryAisle.of(key:)` matches a name's endings against it, so "red
/// onion" needs no row beside "onion", and a more specific row ("coconut milk") wins over a
/// shorter one ("milk").
enum GroceryAisleTable {
  /// Each folded name's aisle.
  static let aisles: [String: GroceryAisle] = {
    var table: [String: GroceryAisle] = [:]
    // The English rows last: a word both languages write ("tomate", "salade") keeps its
    // English aisle.
    for (aisle, names) in otherLanguageRows + rows {
      for name in names { table[ShoppingName.synonymKey(name)] = aisle }
    }
    return table
  }()

  private static let rows: [(GroceryAisle, [String])] = [
    (
      .produce,
      [
        "onion", "shallot", "spring onion", "garlic", "ginger", "potato", "sweet potato",
        "carrot", "parsnip", "celery", "tomato", "lettuce", "spinach", "kale", "cabbage",
        "broccoli", "cauliflower", "courgette", "aubergine", "bell pepper", "green bean",
        "pea", "leek", "cucumber", "avocado", "mushroom", "lemon", "lime", "orange", "apple",
        "banana", "pear", "peach", "mango", "pineapple", "strawberry", "raspberry",
        "blueberry", "grape", "coriander", "parsley", "basil", "mint", "dill", "thyme",
        "rosemary", "sage", "chive", "chilli", "jalapeno", "beetroot", "sweetcorn",
        "squash", "pumpkin", "asparagus", "radish", "fennel", "rocket", "watercress", "okra",
        "lemongrass", "herb", "salad", "lemon juice", "lime juice", "lemon zest", "lime zest",
        "corn on the cob", "red pepper", "green pepper", "yellow pepper", "plum", "apricot",
        "cherry", "fig", "date", "pomegranate", "celeriac", "turnip", "swede", "bok choy",
        "pak choi", "bean sprout", "coconut",
      ]
    ),
    (
      .meatAndFish,
      [
        "chicken", "chicken breast", "chicken thigh", "chicken leg", "chicken wing",
        "beef", "steak", "beef mince", "lamb", "lamb mince", "pork", "pork mince", "bacon",
        "sausage", "ham", "chorizo", "pancetta", "prosciutto", "turkey", "duck", "salmon",
        "cod", "haddock", "fish", "white fish", "prawn", "mussel", "clam", "squid",
        "scallop", "crab", "lobster", "mackerel", "trout", "sea bass", "tilapia", "veal",
        "venison", "goat", "oxtail", "brisket", "lardon", "chuck", "sirloin", "short rib",
        "rib", "fillet", "salt cod", "saltfish",
      ]
    ),
    (
      .dairyAndEggs,
      [
        "egg", "egg yolk", "egg white", "milk", "semi-skimmed milk", "whole milk", "butter",
        "unsalted butter", "cream", "double cream", "single cream", "sour cream",
        "creme fraiche", "yogurt", "greek yogurt", "cheese", "parmesan", "cheddar",
        "mozzarella", "feta", "ricotta", "mascarpone", "cream cheese", "buttermilk",
        "halloumi", "paneer", "gruyere", "goat cheese", "quark",
      ]
    ),
    (
      .bakery,
      [
        "bread", "baguette", "bun", "bread roll", "pitta", "pita", "tortilla", "naan",
        "brioche", "sourdough", "ciabatta", "wrap", "flatbread", "croissant", "crumpet",
      ]
    ),
    (
      .pantry,
      [
        "flour", "sugar", "brown sugar", "caster sugar", "icing sugar", "rice", "pasta",
        "spaghetti", "penne", "noodle", "lasagne sheet", "oil", "olive oil", "vinegar",
        "stock", "stock cube", "honey", "tomato paste", "tinned tomato", "canned tomato",
        "chopped tomato", "passata", "chickpea", "lentil", "bean", "kidney bean",
        "black bean", "oat", "breadcrumb", "cornflour", "baking powder",
        "bicarbonate of soda", "yeast", "vanilla extract", "vanilla", "chocolate", "cocoa",
        "cocoa powder", "almond", "ground almond", "walnut", "pecan", "hazelnut", "cashew",
        "peanut", "pine nut", "peanut butter", "sauce", "soy sauce", "mustard", "ketchup",
        "mayonnaise", "coconut milk", "coconut cream", "tahini", "syrup", "golden syrup",
        "maple syrup", "jam", "raisin", "sultana", "dried apricot", "dried fruit",
        "dried cranberry", "couscous", "quinoa", "bulgur", "polenta", "tuna", "anchovy",
        "caper", "olive", "sesame seed", "molasses", "treacle", "gelatine", "custard powder",
        "condensed milk", "evaporated milk", "desiccated coconut", "ghee", "paste",
        "curry paste", "cracker", "biscuit", "nut", "stock powder", "mirin",
      ]
    ),
    (
      .spices,
      [
        "salt", "black pepper", "white pepper", "peppercorn", "cumin", "paprika",
        "smoked paprika", "turmeric", "cinnamon", "nutmeg", "clove", "cardamom", "powder",
        "chilli powder", "chilli flake", "red pepper flake", "curry powder", "garam masala",
        "oregano", "bay leaf", "cayenne pepper", "cayenne", "coriander seed",
        "ground coriander", "mixed spice", "allspice", "star anise", "fennel seed",
        "cumin seed", "mustard seed", "saffron", "sumac", "za atar", "seasoning", "spice",
        "dried herb", "mixed herb", "italian seasoning", "five spice", "ras el hanout",
        "harissa",
      ]
    ),
    (.frozen, ["ice cream", "puff pastry", "filo pastry", "shortcrust pastry", "sorbet"]),
    (
      .drinks,
      [
        "wine", "white wine", "red wine", "beer", "ale", "stout", "guinness", "cider", "juice",
        "orange juice",
        "apple juice", "coffee", "espresso", "tea", "rum", "brandy", "vodka", "gin", "sherry",
        "port", "whisky", "bourbon", "sparkling water", "soda water", "tonic water", "cola",
        "coconut water", "marsala", "sake",
      ]
    ),
  ]
}
