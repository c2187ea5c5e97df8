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

  /// The line's tokens.
  var tokens: [IngredientToken]
  /// What became of each token, index for index.
  var roles: [Role]
  /// The amount read, in the unit's canonical measure.
  var quantity: Rational?
  /// The upper end of a range.
  var quantityMax: Rational?
  /// The unit read.
  var unit: CookingUnit?
  /// A second measure added to the first ("1 cup plus 2 tbsp": 2 tbsp), in its own unit.
  var addition: IngredientLine.Addition?
  /// What the text is: a line, a measure or a name.
  let mode: Mode
  /// The next token to read.
  var position = 0
  /// The token that spelled the unit.
  var unitIndex: Int?
  /// Whether an amount was written, even one that cannot be held ("1/0").
  var sawAmount = false
  /// Where the amount started.
  var amountStart: Int?

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
