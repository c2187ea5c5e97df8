/// The rest of the line: which words name what is bought and which are notes.
extension IngredientLineReading {
  mutating func readNameAndNote() {
    var nameStarted = false
    var afterAdverb = false
    var index = position
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .comma where !nameStarted && mode == .line:
        // "3 lb bone-in, skin-on chicken thighs": the name is still to come.
        roles[index] = .drop
      case .comma where nameStarted && (isSecondName(after: index) || listsAfterEach(index)):
        // "Salt, pepper": two things to buy, no amount, no comment.
        roles[index] = .name
      case .semicolon where !nameStarted && mode == .line:
        // "1 tsp each: salt, pepper": the name is still to come.
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

  /// Whether the unit is a can, tin or jar, whose contents are sold chopped or sliced.
  private var isCanned: Bool {
    guard let unit, unit.kind == .count else { return false }
    return unit.symbol == "can" || unit.symbol == "tin" || unit.symbol == "jar"
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
    // "water or as needed", "salt and to taste": the joiner belongs to the comment.
    if nameStarted, token.hasAny([.and, .rangeJoiner]), startsNote(at: index + 1) {
      return .restIsNote
    }
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
      // TheMealDB's names are products ("Chopped Tomatoes"); in a line, "2 cups chopped
      // tomatoes" are tomatoes and "crushed tomatoes" a product.
      if token.has(.makesProduct) || mode == .name, next?.has(.product) == true { return .name }
      // "1 can diced green chiles": what a can holds is sold prepared.
      if isCanned, next.map({ $0.kind == .word && !$0.hasAny(Self.notName) }) == true {
        return .name
      }
      // "frozen chopped spinach": the name goes on after the preparation.
      let nameGoesOn =
        next.map { $0.kind == .word && !$0.hasAny(Self.notName.union(.preposition)) } == true
      return leading || nameGoesOn ? .note : .restIsNote
    }
    if token.has(.preparationAfterAdverb), afterAdverb { return .note }
    // "cornflour mixed with water", but "frozen mixed berries", "old-fashioned rolled oats".
    if token.has(.preparationAfterName), nameStarted,
      next.map({ $0.kind != .word || $0.hasAny(Self.notName.union(.preposition)) }) ?? true
    {
      return .restIsNote
    }
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

  /// Whether the comma at `index` goes on with a list of names after "each" ("1 tsp each:
  /// cumin, coriander").
  private func listsAfterEach(_ index: Int) -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
      !tokens[index + 1].hasAny(Self.notName)
    else { return false }
    // "each" must lead into the name: "2 cans (15 oz. each) tomatoes, drained" is no list.
    for each in tokens.indices where each < index && tokens[each].has(.distributive) {
      var first = each + 1
      if first < index, tokens[first].kind == .semicolon { first += 1 }
      if first < index, roles[first] == .name { return true }
    }
    return false
  }

  /// Whether a comment starts at `index`: "for serving", "to taste", "as needed".
  private func startsNote(at index: Int) -> Bool {
    guard index < tokens.count else { return false }
    let token = tokens[index]
    if token.has(.startsNote) { return true }
    return token.has(.startsNoteBeforeCue) && index + 1 < tokens.count
      && tokens[index + 1].has(.cue)
  }

  /// Whether the comma at `index` lists a second plain word in a line with no amount and no
  /// unit ("Salt, pepper") rather than starting a comment ("Parsley, chopped").
  private func isSecondName(after index: Int) -> Bool {
    guard mode == .line, !sawAmount, unit == nil, index + 2 == tokens.count else { return false }
    let next = tokens[index + 1]
    return next.kind == .word && next.traits.isEmpty && next.word?.unit == nil
      && next.word?.amount == nil
  }

  mutating func noteFrom(_ start: Int) {
    for index in start..<tokens.count { roles[index] = .note }
  }

  func matchingClose(of open: Int) -> Int? {
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

  mutating func drop(_ range: Range<Int>) {
    for index in range { roles[index] = .drop }
  }
}
