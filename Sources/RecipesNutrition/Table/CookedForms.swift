import Foundation

/// The USDA's cooked form of each raw meat the table also lists cooked ("Pork, cured, bacon,
/// raw" and "…, bacon, cooked, pan-fried"), and what a gram of the raw meat holds once cooked.
///
/// The fat a piece of meat loses in the pan is in neither figure: it is what the raw and the
/// cooked entries differ by, beyond water. Protein stays in the meat, so the cooked weight of
/// a gram of raw meat is the raw protein over the cooked protein, and a raw gram's nutrients
/// are that weight of the cooked entry's.
struct CookedForms: Sendable {
  /// Each raw meat's cooked form, by the raw food's id.
  private let cooked: [Food.ID: Food]

  init(foods: [Food]) {
    var raw: [String: Food] = [:]
    var cooked: [String: [Food]] = [:]
    for food in foods where Self.meatGroups.contains(food.group) && !food.isBranded {
      let parts = food.name.lowercased().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if parts.contains("raw") {
        raw[parts.filter { $0 != "raw" }.joined(separator: ", ")] = food
      } else if let index = parts.firstIndex(where: { $0.hasPrefix("cooked") }) {
        let kind = parts[..<index].filter { !Self.shapes.contains($0) }
        cooked[kind.joined(separator: ", "), default: []].append(food)
      }
    }
    var forms: [Food.ID: Food] = [:]
    for (kind, food) in raw where food.per100Grams.protein > 0 {
      guard let candidates = cooked[kind]?.filter({ $0.per100Grams.protein > 0 }),
        let form = Self.preferred(candidates)
      else { continue }
      forms[food.id] = form
    }
    self.cooked = forms
  }

  /// The cooked form of `food`, a raw meat, and the grams of it one raw gram cooks to; nil
  /// for a food the table lists only one way.
  func cooked(_ food: Food) -> (form: Food, yield: Double)? {
    guard let form = cooked[food.id] else { return nil }
    let yield = food.per100Grams.protein / form.per100Grams.protein
    // A cooked form heavier than the raw (a batter) or that lost more than most meats do
    // describes another dish.
    guard yield > 0.25, yield <= 1 else { return nil }
    return (form, yield)
  }

  /// The cooking a recipe most often gives meat, first: in the pan, then braised, roasted,
  /// broiled; the table's first otherwise.
  private static func preferred(_ candidates: [Food]) -> Food? {
    for method in ["pan-browned", "pan-fried", "braised", "roasted", "broiled"] {
      if let food = candidates.first(where: { $0.name.lowercased().contains(method) }) {
        return food
      }
    }
    return candidates.first
  }

  /// How a cooked meat is shaped, said between its kind and "cooked" ("crumbles, cooked").
  private static let shapes: Set<String> = ["crumbles", "patty", "loaf"]

  /// USDA's groups of poultry, sausages, pork, beef and lamb.
  static let meatGroups: Set<String> = ["05", "07", "10", "13", "17"]
}
