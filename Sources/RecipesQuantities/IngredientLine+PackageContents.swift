extension IngredientLine {
  /// What each of the line's packages holds, when it is counted in packages (cans, tins,
  /// jars, packets, bars…) and its note gives their size as a weight or a volume: 400 ml a
  /// can for "1 can (400 ml) coconut milk", 14 oz for "2 (14-ounce) cans tomatoes" and "1 x
  /// 400 g tin"; nil for any other line.
  ///
  /// The first part of the note that is a measure and nothing else is the size ("15 oz,
  /// drained", "400 g each"); a size that is a count ("6 pieces") or a range is none.
  public var packageContents: IngredientLine.Addition? {
    guard let unit, unit.kind == .count, IngredientVocabulary.isPackage(unit) else {
      return nil
    }
    return noteMeasure(where: { _ in true })?.measure
  }
}
