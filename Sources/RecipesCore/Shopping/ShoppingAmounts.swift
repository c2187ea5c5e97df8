import RecipesQuantities

/// One recipe's amount of an ingredient, already scaled to the servings on the list.
struct ShoppingAmount: Sendable {
  var quantity: Rational?
  var quantityMax: Rational?
  var unit: CookingUnit?
  var recipeID: Recipe.ID
  /// The part of a fruit the amount is of (lemon juice), bought as the fruit.
  var part: ShoppingPurchase.Part?
  /// What each package holds when the amount is counted in sized packages ("1 can (400
  /// ml)"): the amount in that weight or volume where other recipes weigh or measure it.
  var package: IngredientLine.Addition? = nil
}

/// Adds up one ingredient's amounts into as few lines as can be added exactly.
///
/// Within metric and within US units the units are exact multiples of one another (1 kg is
/// 1 000 g; a cup is 16 tablespoons, a tablespoon 3 teaspoons; a pound 16 ounces), so those
/// sums are exact: 200 g + 0.5 kg is 700 g, 1 cup + 2 tbsp is 1 ⅛ cups. Metric sums are in
/// grams or millilitres (the renderer writes kg and l from 1 000); US sums are in the
/// largest unit the recipes used. When one item has both metric and US amounts of one kind,
/// the US sum is converted to metric through Foundation's `Measurement`
/// (`UnitConversion`). Counted units add only to the same unit (2 cloves + 3 cloves), plain
/// counts to plain counts, and their sums are rounded up to whole ones, as they are bought.
/// Mass and volume are mixed only for what is bought by weight and has a density
/// (`IngredientDensity`: flour, sugar, butter): a cup of flour and 200 g of it are one
/// weight to buy, not "1 cup + 200 g". A sum too large to hold leaves its amounts on lines
/// of their own rather than wrong.
enum ShoppingAmounts {
  /// The lines for `amounts`, all of one ingredient; `density` is asked for only when
  /// some amounts are weighed and others measured by volume.
  static func lines(
    _ amounts: [ShoppingAmount], density: () -> IngredientDensity? = { nil }
  ) -> [ShoppingItem.Line] {
    var groups: [Group: [ShoppingAmount]] = [:]
    for amount in amounts { groups[Group(amount), default: []].append(amount) }
    contentsOfSizedPackages(in: &groups)
    if let weights = groups[.mass], let volumes = groups[.volume],
      let density = density(), density.isWeighedInMetric,
      let asWeights = weighed(volumes, like: weights, density: density)
    {
      groups[.volume] = nil
      groups[.mass] = weights + asWeights
    }
    var lines: [ShoppingItem.Line] = []
    for group in groups.keys.sorted() {
      guard let members = groups[group] else { continue }
      switch group {
      case .mass, .volume:
        lines += measured(members)
      case .counted, .bare:
        lines += summed(members, unit: members[0].unit, ratio: { _ in .one }).map(wholeToBuy)
      case .unmeasured:
        lines.append(
          ShoppingItem.Line(quantity: nil, unit: members[0].unit, recipeIDs: recipes(members)))
      }
    }
    return lines
  }

  /// Packages of a known size counted as what they hold, where another recipe weighs or
  /// measures the same food.
  ///
  /// "1 can (400 ml)" and "400 ml" of coconut milk are 800 ml to buy, not "1 can + 400
  /// ml". Packages alone stay packages, as does a group where one package's size is
  /// unknown or of the other kind.
  private static func contentsOfSizedPackages(in groups: inout [Group: [ShoppingAmount]]) {
    for (group, members) in groups {
      guard case .counted = group, let size = members.first?.package?.unit,
        case let kind = Group(size), groups[kind] != nil
      else { continue }
      var contents: [ShoppingAmount] = []
      for member in members {
        guard let package = member.package, Group(package.unit) == kind,
          let low = member.quantity?.multiplied(by: package.quantity)
        else { break }
        var measured = member
        measured.quantity = low
        measured.quantityMax = member.quantityMax?.multiplied(by: package.quantity)
        guard measured.quantityMax != nil || member.quantityMax == nil else { break }
        measured.unit = package.unit
        measured.package = nil
        contents.append(measured)
      }
      guard contents.count == members.count else { continue }
      groups[group] = nil
      groups[kind, default: []] += contents
    }
  }

  /// What can be added to what.
  private enum Group: Hashable, Comparable {
    case mass
    case volume
    case counted(String)
    case bare
    /// No quantity: one line per unit ("pinch", or none), however many recipes say it.
    case unmeasured(String)

    /// The group of a measured `unit`'s amounts.
    init(_ unit: CookingUnit) {
      self = unit.kind == .mass ? .mass : unit.kind == .volume ? .volume : .bare
    }

    init(_ amount: ShoppingAmount) {
      guard amount.quantity != nil else {
        self = .unmeasured(amount.unit?.symbol ?? "")
        return
      }
      switch amount.unit?.kind {
      case .mass: self = .mass
      case .volume: self = .volume
      case .count: self = .counted(amount.unit?.symbol ?? "")
      case nil: self = .bare
      }
    }
  }

  /// A counted line rounded up to what a shop sells.
  ///
  /// Onions, tins, sticks and bunches come whole, so "1 ½ onions" (three recipes' halves,
  /// or a scaled count) is 2 onions to buy. The recipes keep their exact amounts; only the
  /// list rounds.
  private static func wholeToBuy(_ line: ShoppingItem.Line) -> ShoppingItem.Line {
    func up(_ value: Rational?) -> Rational? {
      guard let value, !value.isInteger else { return value }
      return Rational(value.wholePart + (value.isPositive ? 1 : 0))
    }
    return ShoppingItem.Line(
      quantity: up(line.quantity), quantityMax: up(line.quantityMax), unit: line.unit,
      recipeIDs: line.recipeIDs)
  }

  // MARK: - Mass and volume

  /// `measured` volumes as weights through `density`: in ounces when every weight beside
  /// them is in ounces or pounds, else in grams; nil when one cannot be converted.
  private static func weighed(
    _ measured: [ShoppingAmount], like weighed: [ShoppingAmount], density: IngredientDensity
  ) -> [ShoppingAmount]? {
    let target: CookingUnit = weighed.allSatisfy { $0.unit?.isMetric == false } ? .ounce : .gram
    var converted: [ShoppingAmount] = []
    for amount in measured {
      guard let unit = amount.unit, let quantity = amount.quantity,
        let low = UnitConversion.convert(quantity, from: unit, to: target, density: density)
      else { return nil }
      var high: Rational?
      if let quantityMax = amount.quantityMax {
        guard
          let converted = UnitConversion.convert(
            quantityMax, from: unit, to: target, density: density)
        else { return nil }
        high = converted
      }
      var weight = amount
      weight.quantity = low
      weight.quantityMax = high
      weight.unit = target
      converted.append(weight)
    }
    return converted
  }

  private static func measured(_ amounts: [ShoppingAmount]) -> [ShoppingItem.Line] {
    let metric = amounts.filter { $0.unit?.isMetric == true }
    let us = amounts.filter { $0.unit?.isMetric == false }
    let metricLines = metric.isEmpty ? [] : summed(metric, unit: metricBase(metric), ratio: ratio)
    let usLines = us.isEmpty ? [] : summed(us, unit: largest(us), ratio: ratio)
    // One line in metric when both sums are single lines and the US one converts.
    guard metricLines.count == 1, usLines.count == 1, let total = metricLines.first,
      let other = usLines.first, let merged = converted(other, into: total)
    else { return metricLines + usLines }
    return [merged]
  }

  /// `line`, converted to `total`'s unit and added to it; nil when either step fails.
  private static func converted(
    _ line: ShoppingItem.Line, into total: ShoppingItem.Line
  ) -> ShoppingItem.Line? {
    guard let unit = line.unit, let target = total.unit, let quantity = line.quantity,
      let totalQuantity = total.quantity,
      let low = UnitConversion.convert(quantity, from: unit, to: target),
      let sum = totalQuantity.adding(low)
    else { return nil }
    var high: Rational?
    if total.quantityMax != nil || line.quantityMax != nil {
      guard
        let lineHigh = UnitConversion.convert(
          line.quantityMax ?? quantity, from: unit, to: target),
        let highSum = (total.quantityMax ?? totalQuantity).adding(lineHigh)
      else { return nil }
      high = highSum
    }
    return ShoppingItem.Line(
      quantity: sum, quantityMax: high, unit: target,
      recipeIDs: merged(total.recipeIDs, line.recipeIDs))
  }

  /// Grams for mass, millilitres for volume.
  private static func metricBase(_ amounts: [ShoppingAmount]) -> CookingUnit? {
    amounts.first?.unit?.kind == .mass ? .gram : .milliliter
  }

  /// The unit to add `amounts` in: the largest a cook measures with among them (cups
  /// rather than tablespoons), where pints, quarts and gallons are counted in cups, and
  /// fluid ounces beside spoons in tablespoons.
  private static func largest(_ amounts: [ShoppingAmount]) -> CookingUnit? {
    let units = Set(amounts.compactMap(\.unit))
    if units.count == 1 { return units.first }
    let measuring = units.map { unit -> CookingUnit in
      switch unit {
      case .pint, .quart, .gallon: .cup
      case .fluidOunce: .tablespoon
      default: unit
      }
    }
    return measuring.max { (ratio($0) ?? .zero) < (ratio($1) ?? .zero) }
  }

  /// How many of its family's smallest exact unit one `unit` is: grams, millilitres,
  /// teaspoons or ounces.
  private static func ratio(_ unit: CookingUnit?) -> Rational? { unit?.sizeInFamilyBase }

  // MARK: - Adding

  /// `amounts` added in `unit`, each converted by its unit's `ratio` over `unit`'s; an
  /// amount that cannot be converted or added gets a line of its own.
  private static func summed(
    _ amounts: [ShoppingAmount], unit: CookingUnit?, ratio: (CookingUnit?) -> Rational?
  ) -> [ShoppingItem.Line] {
    var low = Rational.zero
    var high = Rational.zero
    var hasRange = false
    var included: [ShoppingAmount] = []
    var apart: [ShoppingItem.Line] = []
    for amount in amounts {
      guard let quantity = amount.quantity, let factor = ratio(amount.unit),
        let target = ratio(unit), let scale = factor.divided(by: target),
        let lowPart = quantity.multiplied(by: scale),
        let highPart = max(amount.quantityMax ?? quantity, quantity).multiplied(by: scale),
        let newLow = low.adding(lowPart), let newHigh = high.adding(highPart)
      else {
        apart.append(
          ShoppingItem.Line(
            quantity: amount.quantity, quantityMax: amount.quantityMax, unit: amount.unit,
            recipeIDs: [amount.recipeID]))
        continue
      }
      low = newLow
      high = newHigh
      hasRange = hasRange || amount.quantityMax.map { $0 > quantity } == true
      included.append(amount)
    }
    guard !included.isEmpty else { return apart }
    let total = ShoppingItem.Line(
      quantity: low, quantityMax: hasRange ? high : nil, unit: unit,
      recipeIDs: recipes(included))
    return [total] + apart
  }

  private static func recipes(_ amounts: [ShoppingAmount]) -> [Recipe.ID] {
    merged(amounts.map(\.recipeID), [])
  }

  /// `first` then `second`, each recipe once, in order.
  private static func merged(_ first: [Recipe.ID], _ second: [Recipe.ID]) -> [Recipe.ID] {
    var seen: Set<Recipe.ID> = []
    return (first + second).filter { seen.insert($0).inserted }
  }
}
