extension IngredientLine {
  /// What each of the line's packages holds, when it is counted in packages (cans, tins,
  /// jars, packets, bars…) and its note gives their size as a weight or a volume: 400 ml a
  /// can for "1 can (400 ml) coconut milk", 14 oz for "2 (14-ounce) cans tomatoes" and "1 x
  /// 400 g tin"; nil for any other line.
  ///
  /// The first part of the note that is a measure and nothing else is the size ("15 oz,
  /// drained", "400 g each"); a size that is a count ("6 pieces") or a range is none.
  public var packageContents: IngredientLine.Addition? {
    guard let unit, unit.kind == .count, IngredientVocabulary.isPackage(unit), let note else {
      return nil
    }
    for part in note.split(separator: ",") {
      let size = IngredientLineParser.parse(String(part))
      guard let quantity = size.quantity, size.quantityMax == nil, quantity.isPositive,
        let sizeUnit = size.unit, sizeUnit.kind != .count, size.addition == nil
      else { continue }
      let rest = size.name.lowercased()
      guard rest.isEmpty || Self.sizeWords.contains(rest) else { continue }
      return Addition(quantity: quantity, unit: sizeUnit)
    }
    return nil
  }

  /// What may stand beside a package's size in its note ("400 g each").
  private static let sizeWords: Set<String> = ["each", "can", "tin", "jar", "package", "pack"]
}
