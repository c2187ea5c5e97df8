/// An ingredient line taken apart: how much, of what unit, of what, and the rest.
///
/// `text` is the line as written and is always kept; the other fields are what
/// `IngredientLineParser` made of it. "1 ½ cups plain flour, sifted" is quantity 3/2,
/// unit cup, name "plain flour", note "sifted".
public struct IngredientLine: Equatable, Sendable {
  /// The line as written.
  public var text: String
  /// How much, exactly; nil when the line gives no number (or one that cannot be held).
  public var quantity: Rational?
  /// The upper end of a range ("2–3 cloves": 3); nil when the line gives one number.
  public var quantityMax: Rational?
  /// The unit, canonical; nil for a plain count ("3 eggs") or no quantity.
  public var unit: CookingUnit?
  /// What to shop for ("plain flour"), without sizes, preparation or comments.
  public var name: String
  /// Sizes, preparation and comments ("large, finely chopped"), if any.
  public var note: String?

  /// Creates a line from its parts.
  public init(
    text: String, quantity: Rational? = nil, quantityMax: Rational? = nil,
    unit: CookingUnit? = nil, name: String, note: String? = nil
  ) {
    self.text = text
    self.quantity = quantity
    self.quantityMax = quantityMax
    self.unit = unit
    self.name = name
    self.note = note
  }

  /// The quantity and unit as a cook reads them ("1 ½ cups", "2–3 cloves", "250 g"); empty
  /// when the line has neither.
  public var measure: String {
    QuantityRenderer.measure(quantity: quantity, quantityMax: quantityMax, unit: unit)
  }

  /// The name as it reads after the measure: for a plain count, its last word agreeing with
  /// the amount shown ("1 onion", "½ onion", "2 onions", "1 ½ onions"; "2 rice" keeps
  /// "rice"); a name after a unit or without a quantity ("2 cups flour") as written.
  public var countedName: String {
    guard unit == nil, quantity != nil else { return name }
    return EnglishNoun.agreeing(
      name, plural: QuantityRenderer.readsAsPlural(quantity: quantity, quantityMax: quantityMax))
  }

  /// The line for `factor` times as much: both ends of a range multiplied exactly.
  ///
  /// A quantity too large to hold after scaling becomes nil rather than wrong; the text and
  /// note (a can's size, say) are left as written.
  public func scaled(by factor: Rational) -> IngredientLine {
    var scaled = self
    scaled.quantity = quantity.flatMap { $0.multiplied(by: factor) }
    scaled.quantityMax = scaled.quantity == nil ? nil : quantityMax?.multiplied(by: factor)
    return scaled
  }
}
