import Foundation

/// What a millilitre of a kind of food typically weighs, from the table's own cup,
/// tablespoon and teaspoon portions: the median over the foods of one USDA group in one
/// form (dry, raw, cooked…).
///
/// For a volume of a food the table gives no volume portion for ("1 tbsp chia seeds",
/// "1 cup small pasta"): a cup of its kind rather than nothing counted.
struct TypicalDensities: Sendable {
  private let byKind: [String: Double]

  init(foods: [Food]) {
    var samples: [String: [Double]] = [:]
    for food in foods {
      guard let density = Self.ownDensity(of: food) else { continue }
      samples[Self.kind(of: food), default: []].append(density)
      samples[food.group, default: []].append(density)
    }
    byKind = samples.compactMapValues { values in
      guard values.count >= 3 else { return nil }
      let sorted = values.sorted()
      return sorted[sorted.count / 2]
    }
  }

  /// Grams in a millilitre of `food`'s kind: its group's foods in its form, else its group.
  func gramsPerMilliliter(for food: Food) -> Double? {
    byKind[Self.kind(of: food)] ?? byKind[food.group]
  }

  /// The group and the form a description names ("20 dry").
  private static func kind(of food: Food) -> String {
    let words = Set(FoodWords.words(food.name))
    let form = forms.first { words.contains($0) } ?? ""
    return food.group + " " + form
  }

  /// The forms told apart, in order of precedence.
  private static let forms = ["cooked", "canned", "frozen", "dry", "dried", "raw"]

  /// The food's grams per millilitre from its first plain cup, tablespoon or teaspoon.
  private static func ownDensity(of food: Food) -> Double? {
    for portion in food.portions {
      let words = FoodWords.words(portion.measure)
      guard let first = words.first, let milliliters = LineWeight.volumeWords[first],
        ["cup", "tbsp", "tablespoon", "tsp", "teaspoon"].contains(first)
      else { continue }
      return portion.grams / milliliters
    }
    return nil
  }
}
