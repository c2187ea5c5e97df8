/// Numbers written out, one table for the ingredient and the duration vocabularies.
enum NumberWords {
  /// "one" … "nineteen".
  static let belowTwenty: [String: Int] = Dictionary(
    uniqueKeysWithValues: """
      one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen \
      sixteen seventeen eighteen nineteen
      """.split(separator: " ").enumerated().map { (String($0.element), $0.offset + 1) })

  /// "twenty" … "ninety".
  static let tens: [String: Int] = Dictionary(
    uniqueKeysWithValues: "twenty thirty forty fifty sixty seventy eighty ninety"
      .split(separator: " ").enumerated().map { (String($0.element), ($0.offset + 2) * 10) })
}
