import Foundation

extension IngredientLine {
  /// The first part of the note (parts are split at commas) that is a weight or a volume and
  /// nothing else ("400 ml", "15-ounce", "120 g each") and that `accepts`, with the note
  /// left without that part; nil when no part is.
  ///
  /// How a line gives a package's size ("1 can (400 ml)") or the same amount in other units
  /// ("1 cup (120 g) flour").
  func noteMeasure(where accepts: (Addition) -> Bool) -> (measure: Addition, rest: String?)? {
    guard let note else { return nil }
    let parts = note.split(separator: ",", omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
      let read = IngredientLineParser.parse(String(part))
      guard let quantity = read.quantity, read.quantityMax == nil, quantity.isPositive,
        let unit = read.unit, unit.kind != .count, read.addition == nil,
        read.name.isEmpty || Self.measureCompanions.contains(read.name.lowercased())
      else { continue }
      let measure = Addition(quantity: quantity, unit: unit)
      guard accepts(measure) else { continue }
      var rest = parts
      rest.remove(at: index)
      let kept = rest.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      return (measure, kept.isEmpty ? nil : kept.joined(separator: ", "))
    }
    return nil
  }

  /// What may stand beside a measure in its note part ("400 g each").
  private static let measureCompanions: Set<String> = [
    "each", "can", "tin", "jar", "package", "pack",
  ]
}
