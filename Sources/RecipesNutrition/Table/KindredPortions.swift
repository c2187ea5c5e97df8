import Foundation

/// The household portions of a food's kin: the foods whose descriptions begin as its own
/// does ("Puff pastry, frozen, …" baked or not), for a food whose own portions do not weigh
/// what a line counts ("1 sheet puff pastry": the baked one's sheet, 245 g).
struct KindredPortions: Sendable {
  private let byKin: [String: [Food.Portion]]

  init(foods: [Food]) {
    var byKin: [String: [Food.Portion]] = [:]
    for food in foods where !food.isBranded && !food.portions.isEmpty {
      byKin[Self.kin(of: food), default: []] += food.portions
    }
    self.byKin = byKin
  }

  /// The portions of `food`'s kin, its own first; nil when it has no kin with portions.
  func portions(of food: Food) -> [Food.Portion]? {
    guard let kindred = byKin[Self.kin(of: food)] else { return nil }
    // A kin's piece weighed as one raw cut yields ("chop (yield from 1 raw chop …)") is of
    // that cut, not of this one.
    // A kin's package is of another product ("1 paket bacon" is not 1 867 g of a ham's).
    let others = kindred.filter {
      let measure = $0.measure.lowercased()
      return !food.portions.contains($0) && !measure.contains("yield from 1 raw")
        && !Self.packages.contains { measure.hasPrefix($0) }
    }
    return others.isEmpty ? nil : food.portions + others
  }

  /// Portions that weigh what a product is sold in.
  private static let packages = ["package", "container", "box", "jar", "tub", "bag"]

  /// The first two groups of a description ("pepper, serrano"), or the first alone when
  /// the second is a form ("onions" of "Onions, raw").
  private static func kin(of food: Food) -> String {
    let groups = food.name.lowercased().split(separator: ",").prefix(2)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard groups.count == 2, !FoodWords.forms.contains(groups[1]) else {
      return groups.first ?? ""
    }
    return groups.joined(separator: ", ")
  }
}
