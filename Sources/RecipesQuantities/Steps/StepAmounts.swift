/// The amounts a step names, scaled and converted as the ingredient list is.
///
/// An amount is a number (or a range) and a unit of weight or volume ("200 g", "2–3 tbsp",
/// "½ cup"), or a number and a counted unit or a noun naming something the recipe lists ("2
/// cloves garlic", "the 3 eggs"). A number after "step", "mark" or "into", one with a
/// hyphen before its unit ("2-quart"), a size ("9 x 13") and the size of a vessel or a
/// package ("a 2 l pot", "a 400 g can") are no amounts.
struct StepAmounts {
  private let tokens: StepTokens
  private let factor: Rational
  private let units: UnitSystem?
  private let ingredients: StepIngredients
  private let skipped: Set<Int>

  init(
    tokens: [DurationToken], text: String, factor: Rational, units: UnitSystem?,
    ingredients: StepIngredients, skipping skipped: Set<Int>
  ) {
    self.tokens = StepTokens(tokens: tokens, text: text)
    self.factor = factor
    self.units = units
    self.ingredients = ingredients
    self.skipped = skipped
  }

  /// Every amount's rewrite, in order.
  func edits() -> [StepEdit] {
    var edits: [StepEdit] = []
    var index = 0
    while index < tokens.count {
      if !skipped.contains(index), let (edit, next) = amount(at: index) {
        edits.append(edit)
        index = next
      } else {
        index += 1
      }
    }
    return edits
  }

  /// The amount that starts at token `index`, its rewrite and the index after it.
  private func amount(at index: Int) -> (StepEdit, Int)? {
    guard let (low, afterLow) = tokens.number(at: index), !isNoAmount(before: index) else {
      return nil
    }
    var high: Rational?
    var next = afterLow
    if tokens.isDash(at: next) || tokens.word(at: next) == "to" || tokens.word(at: next) == "or",
      let (value, afterHigh) = tokens.number(at: next + 1), low < value
    {
      high = value
      next = afterHigh
    }
    // "9 x 13", "2-quart saucepan", "5-minute"
    if tokens.word(at: next) == "x" || tokens.mark(at: next) == "×" || tokens.isDash(at: next) {
      return nil
    }
    if let (unit, factor, afterUnit) = unit(at: next) {
      if unit.kind == .count {
        return counted(low, high, unit: unit, from: index, unitEnd: afterUnit)
      }
      guard !isVessel(after: afterUnit), let lowIn = low.multiplied(by: factor) else {
        return nil
      }
      let name = named(after: afterUnit)?.0.name ?? nextWord(after: afterUnit) ?? ""
      var line = IngredientLine(
        text: "", quantity: lowIn, quantityMax: high?.multiplied(by: factor), unit: unit,
        name: name
      ).scaled(by: self.factor)
      if let units { line = UnitConversion.converted(line, to: units) }
      let range = tokens.written(index..<afterUnit)
      return (
        StepEdit(range: range, text: spelled(line, as: tokens.text[range], unit: unit)), afterUnit
      )
    }
    return plainCount(low, high, from: index, numberEnd: next)
  }

  /// Whether the number at `index` counts steps, marks or pieces cut ("step 3", "gas mark
  /// 4", "cut into 8", "× 2").
  private func isNoAmount(before index: Int) -> Bool {
    guard let word = tokens.word(at: index - 1) else {
      return tokens.mark(at: index - 1) == "×" || tokens.mark(at: index - 1) == "#"
    }
    return ["step", "steps", "mark", "into", "x", "number", "no", "page", "serves"].contains(word)
  }

  /// The unit at `index`, what one of it is in the canonical unit, and the index after it;
  /// single letters that are also other things ("c", "t") are no units in a step.
  private func unit(at index: Int) -> (CookingUnit, Rational, Int)? {
    guard let word = tokens.word(at: index) else { return nil }
    if word == "fl" {
      let next = tokens.mark(at: index + 1) == "." ? index + 2 : index + 1
      return tokens.word(at: next) == "oz" ? (.fluidOunce, .one, next + 1) : nil
    }
    guard word.count > 1 || word == "g" || word == "l",
      let spelling = CookingUnit.spelling(word)
    else { return nil }
    return (spelling.unit, spelling.factor, index + 1)
  }

  /// A counted unit's amount: only of something the recipe lists ("2 cloves garlic", "the 4
  /// cloves" of garlic), not "2 cm pieces" or "4 slices" cut.
  private func counted(
    _ low: Rational, _ high: Rational?, unit: CookingUnit, from index: Int, unitEnd: Int
  ) -> (StepEdit, Int)? {
    let following = named(after: unitEnd)?.0
    guard let ingredient = following ?? ingredients.line(named: unit.symbol),
      following != nil || ingredient.unit == unit
    else { return nil }
    let line = IngredientLine(
      text: "", quantity: low, quantityMax: high, unit: unit, name: ingredient.name
    ).scaled(by: factor)
    return (StepEdit(range: tokens.written(index..<unitEnd), text: line.measure), unitEnd)
  }

  /// A plain count of something the recipe lists ("3 eggs", "2 large onions", "the 2 bay
  /// leaves"), the noun that names it agreeing with the new count.
  private func plainCount(_ low: Rational, _ high: Rational?, from index: Int, numberEnd: Int)
    -> (StepEdit, Int)?
  {
    guard let (_, nounIndex) = named(after: numberEnd) else { return nil }
    let nounRange = tokens.tokens[nounIndex].range
    let noun = String(tokens.text[nounRange])
    let line = IngredientLine(text: "", quantity: low, quantityMax: high, name: noun)
      .scaled(by: factor)
    let between = tokens.text[tokens.tokens[numberEnd - 1].range.upperBound..<nounRange.lowerBound]
    let range = tokens.tokens[index].range.lowerBound..<nounRange.upperBound
    return (StepEdit(range: range, text: line.measure + between + line.countedName), nounIndex + 1)
  }

  /// The ingredient named in the few words after `index`, and the index of its word: past
  /// "of", "the" and up to two other words ("2 tbsp of the olive oil", "3 large eggs").
  private func named(after index: Int) -> (IngredientLine, Int)? {
    var index = index
    var others = 0
    while let word = tokens.word(at: index), others <= 2 {
      if let line = ingredients.line(named: word) { return (line, index) }
      if !["of", "the", "your"].contains(word) { others += 1 }
      index += 1
    }
    return nil
  }

  private func nextWord(after index: Int) -> String? {
    var index = index
    while let word = tokens.word(at: index) {
      if !["of", "the"].contains(word) { return word }
      index += 1
    }
    return nil
  }

  /// Whether the unit's number sizes a vessel or a package ("a 2 l pot", "400 g can").
  private func isVessel(after index: Int) -> Bool {
    let next = tokens.mark(at: index) == ")" ? index + 1 : index
    guard let word = tokens.word(at: next) else { return false }
    return Self.vessels.contains(EnglishNoun.singular(of: word))
  }

  private static let vessels: Set<String> = [
    "pan", "pot", "saucepan", "dish", "tin", "bowl", "skillet", "casserole", "jar", "can",
    "mould", "mold", "ramekin", "tray", "container", "packet", "pack", "bag", "box", "carton",
    "bottle", "tub", "block", "pouch", "wok", "kettle", "jug",
  ]

  /// The measure of `line`, in the step's own spelling of `unit` when it is still one part
  /// of that unit ("2 tablespoons" → "5 tablespoons", "1 tablespoon"); else the list's
  /// ("5 tbsp", "¼ cup + 2 tbsp", "30 ml").
  private func spelled(_ line: IngredientLine, as written: Substring, unit: CookingUnit)
    -> String
  {
    let measure = line.measure
    guard line.unit == unit, !measure.contains("+"), !measure.contains("–"),
      measure.hasSuffix(" " + unit.written(plural: true))
        || measure.hasSuffix(" " + unit.symbol),
      let word = written.split(separator: " ").last.map(String.init),
      word.count > 4, word.allSatisfy(\.isLetter),
      let numberEnd = measure.lastIndex(of: " ")
    else { return measure }
    let number = measure[..<numberEnd]
    let plural = line.quantity.map { $0 > .one } ?? false
    let singular = EnglishNoun.singular(of: word.lowercased())
    let agreeing = plural ? EnglishNoun.plural(of: singular) : singular
    let cased = word.first?.isUppercase == true ? agreeing.capitalized : agreeing
    return number + " " + cased
  }
}
