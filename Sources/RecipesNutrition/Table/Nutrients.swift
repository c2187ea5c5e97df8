/// What an amount of food holds: energy in kcal, the macronutrients in grams, sodium in
/// milligrams — the figures schema.org's `NutritionInformation` names.
public struct Nutrients: Equatable, Sendable {
  /// Energy, kcal.
  public var calories: Double
  /// Total fat, g.
  public var fat: Double
  /// Saturated fat, g.
  public var saturatedFat: Double
  /// Carbohydrate by difference, g.
  public var carbohydrate: Double
  /// Total sugars, g.
  public var sugar: Double
  /// Dietary fibre, g.
  public var fiber: Double
  /// Protein, g.
  public var protein: Double
  /// Sodium, mg.
  public var sodium: Double

  /// Creates figures from their parts; each defaults to none.
  public init(
    calories: Double = 0, fat: Double = 0, saturatedFat: Double = 0, carbohydrate: Double = 0,
    sugar: Double = 0, fiber: Double = 0, protein: Double = 0, sodium: Double = 0
  ) {
    self.calories = calories
    self.fat = fat
    self.saturatedFat = saturatedFat
    self.carbohydrate = carbohydrate
    self.sugar = sugar
    self.fiber = fiber
    self.protein = protein
    self.sodium = sodium
  }

  /// Nothing at all.
  public static let zero = Nutrients()

  /// Salt as cooks and labels give it, g: sodium × 2.5.
  public var salt: Double { sodium * 2.5 / 1000 }

  /// Every figure multiplied by `factor`.
  public func scaled(by factor: Double) -> Nutrients {
    Nutrients(
      calories: calories * factor, fat: fat * factor, saturatedFat: saturatedFat * factor,
      carbohydrate: carbohydrate * factor, sugar: sugar * factor, fiber: fiber * factor,
      protein: protein * factor, sodium: sodium * factor)
  }

  /// The figures of both added.
  public static func + (left: Nutrients, right: Nutrients) -> Nutrients {
    Nutrients(
      calories: left.calories + right.calories, fat: left.fat + right.fat,
      saturatedFat: left.saturatedFat + right.saturatedFat,
      carbohydrate: left.carbohydrate + right.carbohydrate, sugar: left.sugar + right.sugar,
      fiber: left.fiber + right.fiber, protein: left.protein + right.protein,
      sodium: left.sodium + right.sodium)
  }
}
