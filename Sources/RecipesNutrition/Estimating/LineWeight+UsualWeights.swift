/// What pieces weigh when the food table does not say: the usual can, bunch or fillet, a
/// cutlet, a cube of fresh yeast; each with where its figure comes from.
extension LineWeight {
  /// Leavening agents, yeast, baker's, compressed: fresh yeast.
  static let freshYeast: Food.ID = "18374"
  /// A cube of fresh yeast as German and other European makers sell it, g.
  static let freshYeastCube = 42.0

  /// Poultry, pork, beef and veal, which are cut into cutlets.
  static let cutletGroups: Set<String> = ["05", "10", "13", "17"]
  /// Endings of the words for a cutlet: "cutlet", "escalope", "Schnitzel", "scaloppina", and
  /// the slice a roulade is rolled from.
  static let cutletWords = [
    "cutlet", "escalope", "schnitzel", "scaloppina", "scaloppine", "roulade", "rouladen",
  ]
  /// A cutlet as butchers cut one, a quarter pound: as USDA weighs a lean veal chop (113 g).
  static let cutletGrams = 113.0

  /// A bunch of a vegetable as grocers tie it, g, where the table weighs none.
  ///
  /// A bunch of anything else is an herb's, `usualWeights["bunch"]`. Counted in the
  /// table's own pieces where a bunch is a number of them.
  static let bunchGrams: [Food.ID: Double] = [
    // Asparagus: a pound, as it is sold.
    "11011": 454,
    // Scallions: eight medium ones (15 g).
    "11291": 120,
    // Carrots: six medium (61 g); beets: four of 2" (82 g); radishes: ten large (9 g).
    "11124": 366, "11080": 328, "11429": 90,
    // Celery: a head of ten medium stalks (40 g).
    "11143": 400,
    // Leafy greens tied in a bunch: kale half a pound, chard and collards 12 oz, watercress
    // a quarter pound.
    "11233": 227, "11147": 340, "11161": 340, "11591": 113,
  ]

  /// What one usually weighs when the food's portions do not say, g.
  static let usualWeights: [String: Double] = [
    "can": 400, "tin": 400, "jar": 350, "bunch": 30, "sprig": 1, "head": 500, "clove": 3,
    "slice": 25, "stalk": 40, "rib": 40, "package": 450, "packet": 16, "envelope": 7,
    "sachet": 15, "bag": 300, "fillet": 170, "leaf": 0.2, "stick": 113, "cube": 4,
    "ear": 90, "piece": 50, "shallot": 30,
    // A pizza's crust or base as shops sell it ready to top: 12 inches, about 14 oz.
    "crust": 400, "base": 400,
    // A ball of pizza dough as shops sell it, 1 lb.
    "dough": 454,
    // A whole cheese as its makers sell it: a Camembert 250 g, a ball of mozzarella 125 g.
    "camembert": 250, "mozzarella": 125, "bufala": 125, "burrata": 125,
    // A leaf of gelatine as German makers sell it, six to a 10 g packet.
    "gelatin": 1.7,
    // A one-pound loaf, as US and UK bakers sell bread.
    "loaf": 454,
    // A French baguette, 250 g as bakers make it; a French yogurt's pot, 125 g.
    "baguette": 250, "yaourt": 125,
    // "3cm piece ginger", "1-inch piece": a piece of a root as long as that.
    "cm": 4, "inch": 10, "pod": 0.5,
  ]
}
