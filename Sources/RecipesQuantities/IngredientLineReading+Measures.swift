/// What follows the amount: a package size, size words, the unit, an extra measure; and
/// the measure of a line that gives its name first.
extension IngredientLineReading {
  /// "1 (14 oz) can", "2 x 400 g tins", "one 15-ounce can": the package size is a note.
  mutating func readPackageSize() {
    guard position < tokens.count else { return }
    let sawTimes = tokens[position].kind == .times || tokens[position].has(.times)
    if sawTimes {
      roles[position] = .drop
      position += 1
    }
    guard position < tokens.count else { return }
    if tokens[position].kind == .open, let close = matchingClose(of: position),
      close + 1 < tokens.count, tokens[close + 1].word?.unit != nil || tokens[close + 1].has(.size)
    {
      roles[position] = .drop
      roles[close] = .drop
      for index in position + 1..<close { roles[index] = .note }
      position = close + 1
      return
    }
    guard let size = amount(at: position) else { return }
    var index = size.end
    // "one 3-pound chicken": a weight joined to its number by a hyphen describes each one.
    var joined = false
    if index < tokens.count, tokens[index].kind == .dash {
      joined =
        !tokens[index].spaceBefore && index + 1 < tokens.count
        && !tokens[index + 1].spaceBefore
      index += 1
    }
    guard index < tokens.count, let measured = tokens[index].word?.unit,
      measured.unit.kind != .count
    else { return }
    var next = index + 1
    if next < tokens.count, tokens[next].kind == .period { next += 1 }
    // After "x" the size needs no container: "1 x 1.5 kg chicken".
    guard
      sawTimes || joined && next < tokens.count && tokens[next].kind == .word
        || next < tokens.count
          && (tokens[next].word?.unit?.unit.kind == .count || tokens[next].has(.size))
    else { return }
    for note in position...index { roles[note] = .note }
    if next > index + 1 { roles[index + 1] = .drop }
    position = next
  }

  mutating func readSizes() {
    while position < tokens.count {
      let token = tokens[position]
      if token.has(.article), position + 1 < tokens.count,
        tokens[position + 1].has(.vagueAmount)
      {
        roles[position] = .note
        roles[position + 1] = .note
        position += 2
      } else if token.hasAny([.size, .vagueAmount]), token.word?.unit == nil {
        roles[position] = .note
        position += 1
        // "1 lg. can": an abbreviation's period.
        if position < tokens.count, tokens[position].kind == .period, !tokens[position].spaceBefore
        {
          roles[position] = .drop
          position += 1
        }
      } else {
        return
      }
    }
  }

  mutating func readUnit() {
    let start = amountStart ?? position
    // "1-pound bag", "2-inch piece": the hyphen joins the number to its unit.
    if sawAmount, position + 1 < tokens.count, tokens[position].kind == .dash,
      !tokens[position].spaceBefore, !tokens[position + 1].spaceBefore,
      unit(at: position + 1) != nil
    {
      roles[position] = .drop
      position += 1
    }
    guard let (spelling, end) = unit(at: position) else { return }
    var after = end
    let followedByOf = after < tokens.count && tokens[after].has(.of)
    // Without a number, a unit needs "of" ("pinch of salt") or to be vague by nature
    // ("handful fresh mint"), or "cloves" would be the spice.
    guard
      sawAmount || mode == .measure || followedByOf || roles[..<position].contains(.note)
        || tokens[position].has(.vagueUnit)
    else { return }
    if followedByOf { after += 1 }
    drop(position..<after)
    unitIndex = end - 1 - (tokens[end - 1].kind == .period ? 1 : 0)
    position = after
    unit = spelling.unit
    if spelling.factor != .one {
      quantity = quantity?.multiplied(by: spelling.factor)
      quantityMax = quantityMax?.multiplied(by: spelling.factor)
    }
    // "a pinch or two of salt": the range comes after the unit.
    if quantityMax == nil, let low = quantity, position + 2 < tokens.count,
      tokens[position].has(.rangeJoiner), let high = amount(at: position + 1),
      high.end < tokens.count, tokens[high.end].has(.of), let value = high.value, low < value
    {
      drop(position..<high.end + 1)
      quantityMax = value
      position = high.end + 1
    }
    // "400 g can chopped tomatoes": one can, of 400 g.
    if spelling.unit.kind != .count, quantityMax == nil, position < tokens.count,
      tokens[position].has(.package), let package = tokens[position].word?.unit
    {
      for index in start..<position where roles[index] == .drop { roles[index] = .note }
      unit = package.unit
      quantity = .one
      unitIndex = position
      roles[position] = .drop
      position += 1
      return
    }
    // "2 cm piece ginger", "1 inch piece of ginger": the piece is how it comes.
    if tokens[unitIndex ?? 0].has(.length), position < tokens.count,
      tokens[position].word?.unit?.unit.kind == .count
    {
      roles[position] = .note
      position += 1
      if position < tokens.count, tokens[position].has(.of) {
        roles[position] = .drop
        position += 1
      }
    }
  }

  /// The unit written at `start` and the index after it, its period included.
  ///
  /// Units are single words ("tbsp", "oz."), or two ("fl oz", "fluid ounces"), or a
  /// French spoon and its size ("cuillère à soupe").
  private func unit(at start: Int) -> (CookingUnit.Spelling, end: Int)? {
    guard start < tokens.count, tokens[start].kind == .word else { return nil }
    var index = start
    var spelling = tokens[index].word?.unit
    if tokens[index].has(.spoon) {
      // French spoons: "c. à soupe" is a tablespoon, "cuillère à café" a teaspoon.
      var next = index + 1
      if next < tokens.count, tokens[next].kind == .period { next += 1 }
      if next + 1 < tokens.count, tokens[next].has(.spoonJoiner),
        let size = tokens[next + 1].word?.unit
      {
        index = next + 1
        spelling = size
      }
    }
    if tokens[index].has(.fluid) {
      var next = index + 1
      if next < tokens.count, tokens[next].kind == .period { next += 1 }
      guard next < tokens.count, tokens[next].word?.unit?.unit == .ounce else { return nil }
      index = next
      spelling = CookingUnit.Spelling(unit: .fluidOunce, factor: .one)
    }
    guard let spelling else { return nil }
    var end = index + 1
    if end < tokens.count, tokens[end].kind == .period { end += 1 }
    return (spelling, end)
  }

  /// "2 tablespoons plus 1 teaspoon sugar", "300g/10oz rice": a measure after the first.
  ///
  /// Added to the first ("plus", "+", "and") in a unit of the same family, it is the
  /// line's `addition`, out of the note; otherwise (another amount in other units, a size)
  /// it is a note.
  mutating func readExtraMeasure() {
    guard position + 1 < tokens.count,
      tokens[position].has(.startsNote) || tokens[position].has(.and)
        || tokens[position].kind == .symbol || tokens[position].kind == .slash,
      tokens[position + 1].kind == .number, let extra = amount(at: position + 1)
    else { return }
    let extraUnit = unit(at: extra.end)
    if tokens[position].traits.contains(.addition) || tokens[position].has(.and),
      let value = extra.value, let (spelling, after) = extraUnit,
      let added = addition(value, spelling)
    {
      addition = added
      for index in position..<after { roles[index] = .drop }
      position = after
      return
    }
    var end = extraUnit?.end ?? extra.end
    // "500 g/1 lb 2 oz pork mince": an imperial measure may come in two parts.
    while end < position + 12, end < tokens.count, tokens[end].kind == .number,
      let part = amount(at: end), let (spelling, after) = unit(at: part.end),
      spelling.unit.kind != .count
    {
      end = after
    }
    for index in position..<end { roles[index] = .note }
    position = end
  }

  /// `value` of `spelling` as an addition to the amount read, when it can be one: one
  /// amount (no range) whose unit is of the same family (US volumes, US weights, metric
  /// volumes or metric weights), never a count.
  private func addition(_ value: Rational, _ spelling: CookingUnit.Spelling)
    -> IngredientLine.Addition?
  {
    guard let unit, quantity != nil, quantityMax == nil, unit.kind != .count,
      spelling.unit.kind == unit.kind, spelling.unit.isMetric == unit.isMetric,
      unit.sizeInFamilyBase != nil, spelling.unit.sizeInFamilyBase != nil,
      let amount = value.multiplied(by: spelling.factor), amount.isPositive
    else { return nil }
    return IngredientLine.Addition(quantity: amount, unit: spelling.unit)
  }

  /// Where a line written name first splits into its name and its measure, as byte offsets:
  /// around the separator ("Sugar - 2 tbsp", "Flour: 200 g", "Butter (50g)", "Eggs x 3"),
  /// or before a measure that ends the line or starts its note ("Milk 200ml",
  /// "Garlic 1/2 clove", "Nuts 150 g (unsalted)", "Limes 2, juiced").
  var trailingMeasureSplit: (nameEnd: Int, measureStart: Int)? {
    guard mode == .line, !sawAmount, unit == nil else { return nil }
    if let separator = separatorBeforeTrailingMeasure {
      return (tokens[separator].start, tokens[separator].end)
    }
    guard let start = measureAfterName else { return nil }
    return (tokens[start].start, tokens[start].start)
  }

  /// Where the measure of "Words 200 g", "Words 2 (note)" starts: words that are not
  /// units, then an amount with a unit, or a small count alone, to the end of the line or
  /// to a comma or parenthesis that starts the note.
  private var measureAfterName: Int? {
    guard let start = tokens.firstIndex(where: { $0.kind != .word }), start >= 1,
      tokens[..<start].allSatisfy({ $0.word?.unit == nil }), tokens[start].kind == .number,
      let read = amount(at: start), let value = read.value, value.isPositive
    else { return nil }
    var end = read.end
    // "Eggs 2-3", "Eggs 2 to 3": a range.
    if end + 1 < tokens.count, tokens[end].kind == .dash || tokens[end].has(.rangeJoiner),
      tokens[end + 1].kind == .number, let upper = amount(at: end + 1)
    {
      end = upper.end
    }
    let unitRead = unit(at: end)
    if let unitRead { end = unitRead.end }
    // "Zucchini 4 each": as many of each.
    if unitRead == nil, end < tokens.count, tokens[end].has(.distributive) { end += 1 }
    if end < tokens.count, tokens[end].kind == .period { end += 1 }
    guard end == tokens.count || tokens[end].kind == .comma || tokens[end].kind == .open
    else { return nil }
    if unitRead == nil {
      // A number alone is a count only when small and not a name's own number
      // ("Weizenmehl Type 405", "Gin No 3").
      guard value <= Rational(30), !tokens[start - 1].has(.numberLabel) else { return nil }
    }
    return start
  }

  /// The index of the first separator a number follows, when no amount came first.
  private var separatorBeforeTrailingMeasure: Int? {
    for index in tokens.indices.dropLast() where index > 0 {
      let token = tokens[index]
      switch token.kind {
      case .semicolon, .comma, .open, .times: break
      case .dash where token.spaceBefore: break
      case .word where token.has(.times): break
      default: continue
      }
      var next = index + 1
      // "Flatbreads, ~6", "Milch: ca. 200 ml": an amount said not to be exact.
      if tokens[next].kind == .symbol || tokens[next].has(.approximately) {
        next += 1
        if next < tokens.count, tokens[next].kind == .period { next += 1 }
      }
      guard next < tokens.count else { continue }
      if tokens[next].kind == .number { return index }
      // "Paprika, a sprinkle": one of a unit.
      if tokens[next].has(.article), next + 1 < tokens.count, tokens[next + 1].word?.unit != nil {
        return index
      }
    }
    return nil
  }
}
