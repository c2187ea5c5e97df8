/// The words synthetic recipes are made of.
enum Vocabulary {
  static let ingredients = [
    "Chicken", "Beef", "Pork", "Lamb", "Salmon", "Tuna", "Prawns", "Cod", "Tofu", "Eggs",
    "Butter", "Milk", "Double cream", "Crème fraîche", "Parmesan", "Cheddar", "Mozzarella",
    "Feta", "Garlic", "Onion", "Shallots", "Ginger", "Chilli", "Jalapeño", "Tomatoes",
    "Potatoes", "Carrots", "Celery", "Leeks", "Spinach", "Kale", "Mushrooms", "Aubergine",
    "Courgette", "Red pepper", "Sweetcorn", "Peas", "Chickpeas", "Lentils", "Black beans",
    "Basmati rice", "Arborio rice", "Spaghetti", "Penne", "Egg noodles", "Plain flour",
    "Caster sugar", "Brown sugar", "Honey", "Maple syrup", "Lemon", "Lime", "Orange",
    "Apples", "Bananas", "Strawberries", "Raspberries", "Blueberries", "Dark chocolate",
    "Cocoa", "Vanilla", "Cinnamon", "Nutmeg", "Cumin", "Coriander", "Turmeric", "Paprika",
    "Oregano", "Basil", "Thyme", "Rosemary", "Parsley", "Mint", "Dill", "Soy sauce",
    "Fish sauce", "Coconut milk", "Olive oil", "Vegetable oil", "Salt", "Black pepper",
    "Chicken stock", "Vegetable stock", "White wine", "Red wine", "Greek yogurt", "Almonds",
    "Walnuts", "Pistachios", "Sesame seeds", "Breadcrumbs", "Pâte brisée", "Gruyère",
  ]

  static let dishes = [
    "Curry", "Stew", "Soup", "Salad", "Pie", "Tart", "Risotto", "Pilaf", "Tagine",
    "Stir-fry", "Casserole", "Bake", "Gratin", "Skewers", "Burger", "Tacos", "Noodles",
    "Pasta", "Crumble", "Cake", "Brûlée", "Soufflé", "Pancakes", "Fritters", "Dumplings",
    "Roast", "Flatbread", "Purée",
  ]

  static let adjectives = [
    "Smoky", "Spicy", "Creamy", "Crispy", "Lemony", "Honey-glazed", "Slow-cooked",
    "Grilled", "Roasted", "Rustic", "Classic", "Quick", "Summer", "Winter", "Sticky",
    "Herby", "Golden", "Zesty", "Mediterranean", "Crème", "Sautéed", "Flambéed",
  ]

  static let categories = [
    "Beef", "Breakfast", "Chicken", "Dessert", "Goat", "Lamb", "Miscellaneous", "Pasta",
    "Pork", "Seafood", "Side", "Starter", "Vegan", "Vegetarian",
  ]

  static let areas = [
    "American", "British", "Canadian", "Chinese", "Croatian", "Dutch", "Egyptian", "French",
    "Greek", "Indian", "Irish", "Italian", "Jamaican", "Japanese", "Kenyan", "Malaysian",
    "Mexican", "Moroccan", "Polish", "Portuguese", "Russian", "Spanish", "Thai", "Tunisian",
    "Turkish", "Vietnamese",
  ]

  static let tags = [
    "Quick", "Spicy", "Vegan", "Comfort", "Party", "Healthy", "Baking", "Summer", "Winter",
    "Weeknight",
  ]

  static let units = ["g", "ml", "tbsp", "tsp", "cups", "pinch"]

  /// What people type: dish words, main ingredients, and a few spelled without accents.
  static let searchWords = [
    "chicken", "beef", "pork", "lamb", "salmon", "prawns", "tofu", "curry", "stew", "soup",
    "salad", "pie", "risotto", "tagine", "noodles", "pasta", "crumble", "cake", "brulee",
    "souffle", "creme", "pancakes", "dumplings", "roast", "garlic", "lemon", "chocolate",
    "spinach", "mushrooms", "chickpeas", "lentils", "honey", "coconut", "smoky", "spicy",
    "creamy", "crispy", "jalapeno", "gruyere", "tomatoes",
  ]
}
