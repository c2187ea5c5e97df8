/// An ingredient line taken apart: how much, of what unit, of what, and the rest.
///
/// `text` is the line as written and is always kept; the other fields are what
/// `IngredientLineParser` made of it. "1 ½ cups plain flour, sifted" is quantity 3/2,
/// unit cup, name "plain flour", note "sifted". "1 cup plus 2 tablespoons flour" is
/// quantity 1, unit cup (of two measures the first is the quantity, as cooks label lines),
/// and an `addition` of 2 tablespoons, which the measure, scaling, conversion and the
/// shopping list count in.
public struct IngredientLine: Equatable, Sendable {
  /// A second measure added to the first, of the same family ("plus 2 tablespoons").
  public struct Addition: Equatable, Sendable {
    /// How much, in `unit`.
    public var quantity: Rational
    /// Its unit: a US or metric volume or weight, as the first measure's.
    public var unit: CookingUnit

    /// Creates an addition of `quantity` `unit`.
    public init(quantity: Rational, unit: CookingUnit) {
      self.quantity = quantity
      self.unit = unit
    }
  }

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
  /// A second measure added to the first ("plus 2 tablespoons"), if the line has one.
  public var addition: Addition?
  /// How many times the line as written this is.
  ///
  /// 1 as read, the product of the factors of `scaled(by:)` since. A count scaled is rounded as a cook takes it, never below one of
  /// what is taken whole when the recipe asked for one; a count as written is shown as
  /// written.
  public private(set) var scale: Rational = .one

  /// Creates a line from its parts.
  public init(
    text: String, quantity: Rational? = nil, quantityMax: Rational? = nil,
    unit: CookingUnit? = nil, name: String, note: String? = nil, addition: Addition? = nil
  ) {
    self.text = text
    self.quantity = quantity
    self.quantityMax = quantityMax
    self.unit = unit
    self.name = name
    self.note = note
    self.addition = addition
  }

  /// The line with its addition counted in its quantity, in the first measure's unit ("1
  /// cup plus 2 tablespoons" is 1 ⅛ cups); the line itself when it has none, or when the
  /// sum cannot be held.
  public func foldingAddition() -> IngredientLine {
    guard let addition, let quantity, let unit, let into = unit.sizeInFamilyBase,
      let from = addition.unit.sizeInFamilyBase,
      let added = addition.quantity.multiplied(by: from)?.divided(by: into),
      let total = quantity.adding(added)
    else { return self }
    var folded = self
    folded.quantity = total
    folded.addition = nil
    return folded
  }

  /// The quantity and unit as a cook reads them, the addition counted in.
  ///
  /// "1 ½ cups", "2–3 cloves", "250 g", "1 ⅛ cups" (of "1 cup plus 2 tbsp"); empty when the line has neither.
  public var measure: String {
    let line = foldingAddition()
    return QuantityRenderer.measure(
      quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit, of: name,
      asWritten: writtenQuantity)
  }

  /// The quantity as the recipe wrote it, before any scaling; nil when it cannot be held,
  /// and for a sum of two measures ("2 tbsp plus 1 tsp"), which the recipe did not write as
  /// one amount.
  private var writtenQuantity: Rational? {
    guard addition == nil else { return nil }
    return scale == .one ? quantity : quantity.flatMap { $0.divided(by: scale) }
  }

  /// The name as it reads after the measure: for a plain count, its last word agreeing with
  /// the amount shown ("1 onion", "½ onion", "2 onions", "1 ½ onions"; "2 rice" keeps
  /// "rice"); a name after a unit or without a quantity ("2 cups flour") as written.
  public var countedName: String {
    guard unit == nil, quantity != nil else { return name }
    let plural = QuantityRenderer.readsAsPlural(
      quantity: quantity, quantityMax: quantityMax, of: name, asWritten: writtenQuantity)
    // A name shown for as many as the recipe wrote it for (one, or more than one) stays
    // as written: English endings would make "2 gousses d'ail" "d'ails", and "3 eetlepels
    // basterdsuiker" halved "basterdsuikers".
    if scale == .one || isWrittenForMany == plural { return name }
    return EnglishNoun.agreeing(name, plural: plural)
  }

  /// `countedName` in a recipe written in `language`: its own language's ending where the
  /// rule is regular ("1 Zwiebel" doubled is "2 Zwiebeln", not "Zwiebels"), else the name as
  /// written; English endings only in an English recipe, or, the language unknown, on a
  /// word that looks English (`ForeignNoun.looksForeign`).
  public func countedName(in language: CookingLanguage?) -> String {
    guard unit == nil, quantity != nil else { return name }
    let plural = QuantityRenderer.readsAsPlural(
      quantity: quantity, quantityMax: quantityMax, of: name, asWritten: writtenQuantity)
    if scale == .one || isWrittenForMany == plural { return name }
    switch language {
    case .english?: return EnglishNoun.agreeing(name, plural: plural)
    case let language?: return ForeignNoun.agreeing(name, plural: plural, in: language) ?? name
    case nil:
      return ForeignNoun.looksForeign(name) ? name : EnglishNoun.agreeing(name, plural: plural)
    }
  }

  /// Whether the recipe wrote this plain count for more than one ("3 eggs", "1–2 onions"),
  /// however it is scaled since; nil for a measure ("2 cups flour"), a line without a
  /// number, or a sum of two measures.
  ///
  /// A name keeps the number its count gave it: "6 Zwiebeln" is a plural as written.
  public var isWrittenForMany: Bool? {
    guard unit == nil, let written = writtenQuantity else { return nil }
    let writtenMax = quantityMax.flatMap { $0.divided(by: scale) }
    return written > .one || (writtenMax ?? .zero) > .one
  }

  /// The line with its amount shown as it is, as if the recipe had written it: a metric
  /// amount converted to one US measure (`ImperialMeasure`) is what a cook measures already,
  /// and rounding it again for the scaling before would take it further from the exact one.
  func shownAsItIs() -> IngredientLine {
    var line = self
    line.scale = .one
    return line
  }

  /// The line for `factor` times as much: both ends of a range multiplied exactly.
  ///
  /// A quantity too large to hold after scaling becomes nil rather than wrong; the text and
  /// note (a can's size, say) are left as written.
  public func scaled(by factor: Rational) -> IngredientLine {
    var scaled = self
    scaled.scale = scale.multiplied(by: factor) ?? scale
    scaled.quantity = quantity.flatMap { $0.multiplied(by: factor) }
    scaled.quantityMax = scaled.quantity == nil ? nil : quantityMax?.multiplied(by: factor)
    if let addition {
      scaled.addition = addition.quantity.multiplied(by: factor).map {
        Addition(quantity: $0, unit: addition.unit)
      }
    }
    return scaled
  }
}
