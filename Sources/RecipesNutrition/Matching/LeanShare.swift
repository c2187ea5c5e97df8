/// The lean share a line gives its ground beef, wherever it writes it.
///
/// "1 lb 80% lean ground beef", "ground beef (lean, 93%)", "1 lb ground beef (80/20)": the
/// USDA weighs ground beef at six shares, 70 % to 95 % lean; the nearest is the line's.
enum LeanShare {
  /// The table's raw ground beef nearest the share `text` writes, when `food` is one of
  /// them (a line's ground beef however it was found); nil when the line says no share.
  static func groundBeef(for food: Food.ID, text: String) -> Food.ID? {
    guard byShare.contains(where: { $0.id == food }), let share = share(in: text) else {
      return nil
    }
    let nearest = byShare.min { abs($0.share - share) < abs($1.share - share) }
    return nearest?.id
  }

  /// Raw ground beef in SR21, by its lean share in per cent.
  private static let byShare: [(share: Int, id: Food.ID)] = [
    (70, "13498"), (75, "23577"), (80, "23572"), (85, "23567"), (90, "23562"), (95, "23557"),
  ]

  /// The lean share `text` writes: a two-digit number before "%" ("85%", "85 %"), or a
  /// lean/fat pair adding up to 100 ("80/20", "93 / 7"); nil otherwise.
  static func share(in text: String) -> Int? {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber,
        index == 0 || !(characters[index - 1].isNumber || characters[index - 1] == ".")
      else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      let number = Int(String(characters[index..<end])) ?? 0
      var next = end
      while next < characters.count, characters[next] == " " { next += 1 }
      if (50...99).contains(number), end - index == 2, next < characters.count {
        if characters[next] == "%" { return number }
        if characters[next] == "/" {
          var start = next + 1
          while start < characters.count, characters[start] == " " { start += 1 }
          var stop = start
          while stop < characters.count, characters[stop].isASCII, characters[stop].isNumber {
            stop += 1
          }
          if stop > start, number + (Int(String(characters[start..<stop])) ?? 0) == 100 {
            return number
          }
        }
      }
      index = end
    }
    return nil
  }
}
