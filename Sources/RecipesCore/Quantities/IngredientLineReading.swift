/// The grammar of an ingredient line, over its tokens: an amount (or a range), a package
/// size, size words, a unit, then the name with its preparation and comments.
///
/// Each token ends up with a role: part of the name, part of the note, or dropped (the
/// amount, the unit and punctuation between parts). `IngredientLineParser` then copies the
/// name and note out of the line's bytes.
struct IngredientLineReading {
  /// What the text being read is.
  enum Mode {
    /// A whole line: "2 cups flour, sifted".
    case line
    /// TheMealDB's measure: "4, boneless, skin on"; whatever is not amount or unit is a note.
    case measure
    /// TheMealDB's name: no amount or unit is looked for.
    case name
  }

  /// What became of a token.
  enum Role: UInt8 {
    case name, note, drop
  }

  private(set) var tokens: [IngredientToken]
  private(set) var roles: [Role]
  private(set) var quantity: Rational?
  private(set) var quantityMax: Rational?
  private(set) var unit: CookingUnit?
  private let mode: Mode
  private var position = 0
  private var unitIndex: Int?
  private var sawAmount = false
  private var amountStart: Int?

  init(tokens: [IngredientToken], mode: Mode) {
    self.tokens = tokens
    self.mode = mode
    roles = Array(repeating: .name, count: tokens.count)
  }

  mutating func read() {
    if mode != .name {
      skipBullets()
      readQuantity()
      readPackageSize()
      readSizes()
      readUnit()
      readExtraMeasure()
    }
    readNameAndNote()
    trimName()
    if mode == .line { nameCountedUnitWhenNothingElse() }
  }

  // MARK: - Amounts

  private mutating func skipBullets() {
    while position < tokens.count {
      switch tokens[position].kind {
      case .dash, .symbol, .period, .semicolon, .comma, .times: roles[position] = .drop
      default: return
      }
      position += 1
    }
  }

  private mutating func readQuantity() {
    // "about 2 cups", "approx. 300 g", "scant ½ tsp": the hedge is a note.
    if position < tokens.count, tokens[position].hasAny([.startsNote, .size]),
      tokens[position].word?.amount == nil
    {
      var next = position + 1
      if next < tokens.count, tokens[next].kind == .period { next += 1 }
      if amount(at: next) != nil {
        roles[position] = .note
        if next > position + 1 { roles[position + 1] = .drop }
        position = next
      }
    }
    readPartOf()
    guard let first = amount(at: position) else { return }
    amountStart = position
    drop(position..<first.end)
    position = first.end
    quantity = first.value
    sawAmount = true
    // "½ a lemon", "1/2 an onion".
    if position < tokens.count, tokens[position].has(.article), let value = first.value,
      value < .one
    {
      roles[position] = .drop
      position += 1
    }
    guard position < tokens.count else { return }
    let joiner = tokens[position]
    guard joiner.kind == .dash || joiner.has(.rangeJoiner),
      position + 1 < tokens.count,
      tokens[position + 1].kind == .number
        || tokens[position + 1].word?.amount != nil && !tokens[position + 1].has(.article),
      let second = amount(at: position + 1)
    else { return }
    drop(position..<second.end)
    position = second.end
    if let low = first.value, let high = second.value, low < high { quantityMax = high }
  }

  /// "Juice of 1 lemon", "finely grated zest of 2 oranges": the part is a note, the count
  /// the quantity, the fruit the name.
  private mutating func readPartOf() {
    var index = position
    var sawPart = false
    while index < tokens.count, index < position + 6,
      tokens[index].hasAny([.partOf, .adverb, .preparation, .and, .size])
    {
      sawPart = sawPart || tokens[index].has(.partOf)
      index += 1
    }
    guard sawPart, index < tokens.count else { return }
    // "juice of 1 lemon", or as shorthand "zest 1 lemon".
    let hasOf = tokens[index].has(.of)
    guard amount(at: hasOf ? index + 1 : index) != nil else { return }
    for note in position..<index { roles[note] = .note }
    if hasOf { roles[index] = .drop }
    position = hasOf ? index + 1 : index
  }

  /// The amount starting at `start` and the index after it; the value is nil when the
  /// amount is written but cannot be held ("1/0", twenty digits).
  private func amount(at start: Int) -> (value: Rational?, end: Int)? {
    guard start < tokens.count else { return nil }
    let token = tokens[start]
    if token.kind == .number {
      return dozens(numberAmount(at: start))
    }
    guard token.kind == .word, let word = token.word, let value = word.amount else { return nil }
    let next = start + 1 < tokens.count ? tokens[start + 1] : nil
    if word.traits.contains(.article) {
      // "a couple of" is two, "a dozen" twelve, "a half" one half; "a few" is no number.
      if let next, next.kind == .word, let following = next.word {
        if let amount = following.amount { return (amount, start + 2) }
        if following.traits.contains(.vagueAmount) { return nil }
      }
      guard next != nil else { return nil }
      return (value, start + 1)
    }
    // "half a cup", "one and a half", "two dozen".
    var end = start + 1
    var total: Rational? = value
    if value < .one, let next, next.has(.article) { end += 1 }
    if let next, next.kind == .word, next.word?.amount == Rational(12), !next.has(.article) {
      return (value.multiplied(by: Rational(12)), start + 2)
    }
    if value.isInteger, let (part, after) = fractionalPart(after: end) {
      total = part.flatMap { value.adding($0) }
      end = after
    }
    return (total, end)
  }

  private func numberAmount(at start: Int) -> (value: Rational?, end: Int) {
    let token = tokens[start]
    if token.isVulgarFraction || !token.isWholeNumber { return (token.value, start + 1) }
    if let fraction = fraction(at: start) { return fraction }
    if let (part, end) = fractionalPart(after: start + 1) {
      return (token.value.flatMap { whole in part.flatMap { whole.adding($0) } }, end)
    }
    return (token.value, start + 1)
  }

  /// "2 dozen": the amount times twelve.
  private func dozens(_ amount: (value: Rational?, end: Int)) -> (value: Rational?, end: Int) {
    guard amount.end < tokens.count, tokens[amount.end].kind == .word,
      tokens[amount.end].word?.amount == Rational(12), !tokens[amount.end].has(.article)
    else { return amount }
    return (amount.value?.multiplied(by: Rational(12)), amount.end + 1)
  }

  /// "3/4" (also "3 / 4"): two whole numbers around a slash.
  private func fraction(at start: Int) -> (value: Rational?, end: Int)? {
    guard start + 2 < tokens.count, tokens[start + 1].kind == .slash,
      tokens[start + 2].kind == .number, tokens[start + 2].isWholeNumber
    else { return nil }
    guard let numerator = tokens[start].value?.numerator,
      let denominator = tokens[start + 2].value?.numerator
    else { return (nil, start + 3) }
    return (Rational(numerator, denominator), start + 3)
  }

  /// The fraction after a whole number: "½", "1/2" or "-1/2" (a proper fraction only, so
  /// "1-2" stays a range), "and ½", "and a half".
  private func fractionalPart(after start: Int) -> (value: Rational?, end: Int)? {
    guard start < tokens.count else { return nil }
    let token = tokens[start]
    if token.isVulgarFraction { return (token.value, start + 1) }
    if token.kind == .number, token.spaceBefore, let fraction = properFraction(at: start) {
      return fraction
    }
    if token.kind == .dash, !token.spaceBefore, start + 1 < tokens.count,
      !tokens[start + 1].spaceBefore, let fraction = properFraction(at: start + 1)
    {
      return fraction
    }
    guard token.has(.and), start + 1 < tokens.count else { return nil }
    let next = tokens[start + 1]
    if next.isVulgarFraction { return (next.value, start + 2) }
    if next.kind == .number, let fraction = properFraction(at: start + 1) { return fraction }
    var index = start + 1
    if next.has(.article) { index += 1 }
    if index < tokens.count, let value = tokens[index].word?.amount, value < .one,
      tokens[index].kind == .word
    {
      return (value, index + 1)
    }
    return nil
  }

  private func properFraction(at start: Int) -> (value: Rational?, end: Int)? {
    guard tokens[start].isWholeNumber, let fraction = fraction(at: start),
      let value = fraction.value, value < .one
    else { return nil }
    return fraction
  }

  // MARK: - Package, sizes, unit

  /// "1 (14 oz) can", "2 x 400 g tins", "one 15-ounce can": the package size is a note.
  private mutating func readPackageSize() {
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
    if index < tokens.count, tokens[index].kind == .dash { index += 1 }
    guard index < tokens.count, let measured = tokens[index].word?.unit,
      measured.unit.kind != .count
    else { return }
    var next = index + 1
    if next < tokens.count, tokens[next].kind == .period { next += 1 }
    // After "x" the size needs no container: "1 x 1.5 kg chicken".
    guard
      sawTimes
        || next < tokens.count
          && (tokens[next].word?.unit?.unit.kind == .count || tokens[next].has(.size))
    else { return }
    for note in position...index { roles[note] = .note }
    if next > index + 1 { roles[index + 1] = .drop }
    position = next
  }

  private mutating func readSizes() {
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
      } else {
        return
      }
    }
  }

  private mutating func readUnit() {
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

  /// "2 tablespoons plus 1 teaspoon sugar", "300g/10oz rice": the extra is a note.
  private mutating func readExtraMeasure() {
    guard position + 1 < tokens.count,
      tokens[position].has(.startsNote) || tokens[position].has(.and)
        || tokens[position].kind == .symbol || tokens[position].kind == .slash,
      tokens[position + 1].kind == .number, let extra = amount(at: position + 1)
    else { return }
    let end = unit(at: extra.end)?.end ?? extra.end
    for index in position..<end { roles[index] = .note }
    position = end
  }

  /// Where a line written name first ("Sugar - 2 tbsp", "Flour: 200 g", "Butter (50g)",
  /// "Eggs x 3", "Onion (chopped) - 1") has its measure: the index of the first separator
  /// a number follows, when no amount came first.
  var separatorBeforeTrailingMeasure: Int? {
    guard mode == .line, !sawAmount, unit == nil else { return nil }
    for index in tokens.indices.dropLast() where index > 0 {
      let token = tokens[index]
      switch token.kind {
      case .semicolon, .comma, .open, .times: break
      case .dash where token.spaceBefore: break
      case .word where token.has(.times): break
      default: continue
      }
      if tokens[index + 1].kind == .number { return index }
    }
    return nil
  }

  // MARK: - Name and note

  private mutating func readNameAndNote() {
    var nameStarted = false
    var afterAdverb = false
    var index = position
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .comma where !nameStarted && mode == .line:
        // "3 lb bone-in, skin-on chicken thighs": the name is still to come.
        roles[index] = .drop
      case .comma, .semicolon:
        roles[index] = .drop
        noteFrom(index + 1)
        return
      case .dash where token.spaceBefore && (nameStarted || mode == .measure):
        roles[index] = .drop
        noteFrom(index + 1)
        return
      case .open:
        guard let close = matchingClose(of: index) else {
          roles[index] = .drop
          noteFrom(index + 1)
          return
        }
        roles[index] = .drop
        roles[close] = .drop
        // "onion(s)": a plural ending, not a note.
        let isPluralEnding =
          close == index + 2 && !token.spaceBefore
          && tokens[index + 1].end
            - tokens[index + 1].start <= 2
          && tokens[index + 1].has(.pluralEnding)
        for inner in index + 1..<close { roles[inner] = isPluralEnding ? .drop : .note }
        index = close + 1
        continue
      case .close:
        roles[index] = .drop
      case .word:
        let role = wordRole(at: index, nameStarted: nameStarted, afterAdverb: afterAdverb)
        switch role {
        case .restIsNote:
          noteFrom(index)
          return
        case .note:
          roles[index] = .note
        case .drop:
          roles[index] = .drop
        case .name:
          // "d'huile d'olive": the name is "huile d'olive".
          if !nameStarted { tokens[index].start += Int(token.elision) }
          roles[index] = .name
          nameStarted = true
        }
        afterAdverb = role == .note && token.has(.adverb)
      case .number where !nameStarted && index > 0 && roles[index - 1] == .note:
        // "1 large or 2 small onions": the alternative's count is part of the note.
        roles[index] = .note
      default:
        roles[index] = .name
        nameStarted = true
      }
      index += 1
    }
  }

  private static let notName: IngredientWord.Traits = [
    .preparation, .adverb, .startsNote, .startsNoteBeforeCue, .and, .size,
  ]

  private enum WordRole {
    case name, note, drop, restIsNote
  }

  private func wordRole(at index: Int, nameStarted: Bool, afterAdverb: Bool) -> WordRole {
    let token = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    if token.has(.startsNote) { return .restIsNote }
    if token.has(.startsNoteBeforeCue), let next,
      next.has(.cue) || (next.kind == .number && token.has(.rangeJoiner))
    {
      return nameStarted || next.has(.cue) ? .restIsNote : .note
    }
    // After "and"/"or" a second ingredient may start with its own adjectives ("salt and
    // freshly ground pepper"); otherwise a preparation after the name ends it.
    let leading = !nameStarted || (index > 0 && tokens[index - 1].hasAny([.and, .rangeJoiner]))
    let preparesNext = next.map { $0.hasAny([.preparation, .adverb, .preparationAfterAdverb]) }
    if token.has(.adverb), preparesNext == true {
      return leading ? .note : .restIsNote
    }
    if token.has(.preparation) {
      if next?.has(.product) == true { return .name }
      // "frozen chopped spinach": the name goes on after the preparation.
      let nameGoesOn = next.map { $0.kind == .word && !$0.hasAny(Self.notName) } == true
      return leading || nameGoesOn ? .note : .restIsNote
    }
    if token.has(.preparationAfterAdverb), afterAdverb { return .note }
    if token.has(.preparationAfterName), nameStarted { return .restIsNote }
    if leading, !nameStarted {
      if token.has(.size) { return .note }
      if token.has(.of) { return .drop }
      if token.has(.and), afterAdverb || index > 0 && roles[index - 1] == .note,
        next?.hasAny([.preparation, .adverb]) == true
      {
        return .note
      }
    }
    return .name
  }

  private mutating func noteFrom(_ start: Int) {
    for index in start..<tokens.count { roles[index] = .note }
  }

  private func matchingClose(of open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index].kind {
      case .open: depth += 1
      case .close:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  private mutating func drop(_ range: Range<Int>) {
    for index in range { roles[index] = .drop }
  }

  // MARK: - Tidying

  /// Punctuation at either end of the name is not part of it ("Salt.", "* Butter").
  private mutating func trimName() {
    for index in tokens.indices where roles[index] == .name {
      guard isNamePunctuation(tokens[index]) else { break }
      roles[index] = .drop
    }
    for index in tokens.indices.reversed() where roles[index] == .name {
      guard isNamePunctuation(tokens[index]) else { break }
      roles[index] = .drop
    }
  }

  private func isNamePunctuation(_ token: IngredientToken) -> Bool {
    switch token.kind {
    case .period, .symbol, .dash, .slash, .semicolon, .times: true
    default: false
    }
  }

  /// "4 cloves" alone names cloves, the spice; "2 garlic cloves" is two cloves of garlic.
  private mutating func nameCountedUnitWhenNothingElse() {
    // The last two name tokens, without collecting them all.
    var last: Int?
    var beforeLast: Int?
    for index in tokens.indices.reversed() where roles[index] == .name {
      if last == nil {
        last = index
      } else {
        beforeLast = index
        break
      }
    }
    guard let last else {
      if let unitIndex, unit?.kind == .count {
        roles[unitIndex] = .name
        unit = nil
      }
      return
    }
    if unit == nil, quantity != nil, let beforeLast, tokens[last].has(.trailingUnit),
      tokens[beforeLast].has(.countedInUnits), let spelling = tokens[last].word?.unit
    {
      roles[last] = .drop
      unit = spelling.unit
    }
  }
}
