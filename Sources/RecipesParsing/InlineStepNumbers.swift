/// Splits a method written as one line with its step numbers inline.
///
/// Some sites put the whole method in one `recipeInstructions` string: "Step 1: Whisk. Step
/// 2: Add the milk." or "1. Whisk. 2. Add the milk. 3. Cook."
///
/// Only numbers that count up from 1 in order, each after the end of a sentence, are taken
/// as step numbers, so "Bake at 180. 2 eggs go in" or "Add 2. Stir" stay one step.
enum InlineStepNumbers {
  /// The steps of `line`, numbers removed; `[line]` when it holds no inline numbering.
  static func split(_ line: String) -> [String] {
    let characters = Array(line)
    var cuts: [(start: Int, textStart: Int)] = []
    var expected = 1
    var index = 0
    while index < characters.count {
      let atSentenceStart =
        index == 0
        || (index >= 2 && characters[index - 1] == " "
          && ".!?:;)".contains(characters[index - 2]))
      if atSentenceStart, let textStart = marker(in: characters, at: index, number: expected) {
        cuts.append((index, textStart))
        expected += 1
        index = textStart
        continue
      }
      index += 1
    }
    guard cuts.count >= 2, cuts[0].start == 0 else { return [line] }
    return cuts.indices.map { position in
      let end = position + 1 < cuts.count ? cuts[position + 1].start : characters.count
      return String(characters[cuts[position].textStart..<end])
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// Where the text after the marker "N." / "N)" / "Step N:" at `index` starts, if one for
  /// `number` is there.
  private static func marker(in characters: [Character], at index: Int, number: Int) -> Int? {
    var position = index
    let word = Array("step")
    if characters.count - position > word.count,
      zip(characters[position..<position + word.count], word).allSatisfy({
        $0.lowercased() == String($1)
      })
    {
      position += word.count
      while position < characters.count, characters[position] == " " { position += 1 }
    }
    let digits = Array(String(number))
    guard characters.count - position > digits.count,
      Array(characters[position..<position + digits.count]) == digits
    else { return nil }
    position += digits.count
    // "12." must not match when 1 was expected: the number ends here.
    guard position < characters.count, !characters[position].isNumber else { return nil }
    let hasWord = position - index > digits.count
    if ".):".contains(characters[position]) {
      position += 1
    } else if !hasWord {
      return nil
    }
    guard position < characters.count, characters[position] == " " else { return nil }
    return position + 1
  }
}
