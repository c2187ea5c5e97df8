/// How heavy a millilitre of some common ingredients is, so that a cup of flour can be
/// weighed and 200 g of sugar measured in cups.
///
/// A small table of our own, from the usual kitchen equivalents (a US cup of plain flour
/// weighs about 125 g, of granulated sugar 200 g, of butter 227 g, of water 236.6 g); close
/// enough for cooking, not for a laboratory. An ingredient not listed is never converted
/// between volume and mass.
public struct IngredientDensity: Sendable, Equatable {
  /// Grams per millilitre.
  public let gramsPerMilliliter: Double
  /// Whether metric cooks weigh it rather than measure its volume (flour yes, milk no).
  public let isWeighedInMetric: Bool

  /// The density of the ingredient `name`, matched on its last words ("plain flour" is
  /// flour, "light brown sugar" brown sugar); nil when the table does not know it.
  public static func of(_ name: String) -> IngredientDensity? {
    let words = name.lowercased().split { !$0.isLetter }.map(String.init)
    for (key, density) in table {
      let keyWords = key.split(separator: " ").map(String.init)
      guard words.count >= keyWords.count else { continue }
      if Array(words.suffix(keyWords.count)) == keyWords { return density }
    }
    return nil
  }

  // Most specific first: "brown sugar" before "sugar", "peanut butter" before "butter".
  private static let table: [(String, IngredientDensity)] =
    measured + spices.map { ($0, IngredientDensity(0.47, weighed: false)) }

  private static let measured: [(String, IngredientDensity)] = [
    ("peanut butter", .init(1.08, weighed: true)),
    ("brown sugar", .init(0.93, weighed: true)),
    ("icing sugar", .init(0.51, weighed: true)),
    ("powdered sugar", .init(0.51, weighed: true)),
    ("confectioners sugar", .init(0.51, weighed: true)),
    ("sugar", .init(0.845, weighed: true)),
    ("flour", .init(0.53, weighed: true)),
    ("butter", .init(0.96, weighed: true)),
    ("cocoa powder", .init(0.42, weighed: true)),
    ("cocoa", .init(0.42, weighed: true)),
    ("oats", .init(0.38, weighed: true)),
    ("rice", .init(0.85, weighed: true)),
    ("salt", .init(1.2, weighed: true)),
    ("honey", .init(1.42, weighed: false)),
    ("water", .init(1.0, weighed: false)),
    ("milk", .init(1.03, weighed: false)),
    ("buttermilk", .init(1.03, weighed: false)),
    ("cream", .init(1.0, weighed: false)),
    ("yogurt", .init(1.04, weighed: false)),
    ("yoghurt", .init(1.04, weighed: false)),
    ("oil", .init(0.92, weighed: false)),
    // Small amounts measured in spoons in US kitchens and weighed in grams in some metric
    // ones: a packet of dried yeast (7 g) is 2 ¼ tsp, a teaspoon of baking powder 4.5 g,
    // of a ground spice 2–2.5 g.
    ("yeast", .init(0.63, weighed: true)),
    ("baking powder", .init(0.92, weighed: false)),
    ("baking soda", .init(1.1, weighed: false)),
    ("bicarbonate of soda", .init(1.1, weighed: false)),
    ("cornstarch", .init(0.54, weighed: true)),
    ("cornflour", .init(0.54, weighed: true)),
    ("trockenhefe", .init(0.63, weighed: true)),
    ("backpulver", .init(0.92, weighed: true)),
    ("natron", .init(1.1, weighed: true)),
    ("speisestärke", .init(0.54, weighed: true)),
    ("vanillezucker", .init(0.85, weighed: true)),
    ("vanillinzucker", .init(0.85, weighed: true)),
    ("levure chimique", .init(0.92, weighed: true)),
    ("levure sèche", .init(0.63, weighed: true)),
    ("maïzena", .init(0.54, weighed: true)),
  ]

  /// Ground spices (and cumin, whole or ground), about 0.47 g a millilitre.
  ///
  /// Not "paprika" alone: 200 g of German "Paprika" is the vegetable.
  private static let spices = [
    "cumin", "smoked paprika", "sweet paprika", "ground paprika", "ground cinnamon", "cinnamon",
    "turmeric", "chili powder", "chilli powder", "curry powder", "garam masala", "ground ginger",
    "ground coriander",
    "ground nutmeg", "ground cloves", "ground allspice", "cayenne", "cayenne pepper",
    "ground black pepper", "black pepper", "white pepper", "ground cardamom",
  ]

  private init(_ gramsPerMilliliter: Double, weighed: Bool) {
    self.gramsPerMilliliter = gramsPerMilliliter
    self.isWeighedInMetric = weighed
  }
}
