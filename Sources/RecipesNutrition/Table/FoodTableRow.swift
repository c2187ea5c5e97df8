/// One row of `foods.tsv` read from its bytes: fifteen tab-separated fields.
struct FoodTableRow {
  let food: Food
  let otherNames: String

  private static let fieldCount = 15

  init?(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
    fields.reserveCapacity(Self.fieldCount)
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == 0x09 {
      fields.append(bytes[start..<index])
      start = index + 1
    }
    fields.append(bytes[start..<bytes.endIndex])
    guard fields.count == Self.fieldCount, let first = fields[0].first, first >= 0x30,
      first <= 0x39
    else { return nil }
    func text(_ index: Int) -> String {
      var field = fields[index]
      if field.last == 0x0D { field = field.dropLast() }
      return String(decoding: field, as: UTF8.self)
    }
    func number(_ index: Int) -> Double { Self.decimal(fields[index]) }
    let name = text(10)
    let maker = text(12)
    food = Food(
      id: text(0), name: name, group: text(1),
      per100Grams: Nutrients(
        calories: number(2), fat: number(3), saturatedFat: number(4), carbohydrate: number(5),
        sugar: number(6), fiber: number(7), protein: number(8), sodium: number(9)),
      portions: Self.portions(fields[14]), refuse: number(13) / 100,
      isBranded: !maker.isEmpty || Self.hasCapitalisedWord(name))
    otherNames = [text(11), maker].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// "cup, chopped=160;large=150" → its portions.
  private static func portions(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> [Food.Portion] {
    var portions: [Food.Portion] = []
    var field = field
    if field.last == 0x0D { field = field.dropLast() }
    var start = field.startIndex
    var equals: Int?
    for index in field.startIndex...field.endIndex {
      let isEnd = index == field.endIndex || field[index] == 0x3B
      if !isEnd, field[index] == 0x3D { equals = index }
      guard isEnd else { continue }
      if let equals, equals > start {
        portions.append(
          Food.Portion(
            measure: String(decoding: field[start..<equals], as: UTF8.self),
            grams: decimal(field[(equals + 1)..<index])))
      }
      start = index + 1
      equals = nil
    }
    return portions
  }

  /// A brand written in capitals, as SR writes them ("KRAFT", "CAMPBELL'S"): a word of three
  /// or more capital letters.
  private static func hasCapitalisedWord(_ name: String) -> Bool {
    var run = 0
    for byte in name.utf8 {
      if byte >= 0x41 && byte <= 0x5A {
        run += 1
        if run >= 3 { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// "12.5" → 12.5; an empty or unreadable field → 0 (the source's "not given").
  static func decimal(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double {
    var whole: Double = 0
    var fraction: Double = 0
    var scale: Double = 1
    var afterPoint = false
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        let digit = Double(byte - 0x30)
        if afterPoint {
          scale /= 10
          fraction += digit * scale
        } else {
          whole = whole * 10 + digit
        }
      case 0x2E: afterPoint = true
      default: continue
      }
    }
    return whole + fraction
  }
}
