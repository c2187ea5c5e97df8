/// One food of the table: its USDA number and description, what 100 g of it holds, and the
/// household portions it is weighed in.
public struct Food: Equatable, Sendable, Identifiable {
  /// The USDA SR number, five digits as the source writes it ("11282").
  public typealias ID = String

  /// A household measure and what one of it weighs: "cup, chopped" 160 g, "medium" 110 g.
  public struct Portion: Equatable, Sendable {
    /// The measure as the source writes it, for one ("cup, chopped", "clove").
    public let measure: String
    /// Grams for one.
    public let grams: Double

    /// Creates a portion of `grams` for one `measure`.
    public init(measure: String, grams: Double) {
      self.measure = measure
      self.grams = grams
    }
  }

  /// The USDA SR number.
  public let id: ID
  /// The description, leading noun first ("Onions, raw").
  public let name: String
  /// The USDA food group, two digits ("11" vegetables, "21" fast foods).
  public let group: String
  /// Per 100 g.
  public let per100Grams: Nutrients
  /// Household portions, in the source's order.
  public let portions: [Portion]
  /// The share of the food as bought that is not eaten: bone, skin, peel (0.21 for chicken
  /// thighs with their bone).
  public let refuse: Double
  /// Whether a company's product ("KRAFT …", or with a manufacturer named).
  public let isBranded: Bool

  /// Creates a food from its parts.
  public init(
    id: ID, name: String, group: String, per100Grams: Nutrients, portions: [Portion],
    refuse: Double = 0, isBranded: Bool = false
  ) {
    self.id = id
    self.name = name
    self.group = group
    self.per100Grams = per100Grams
    self.portions = portions
    self.refuse = refuse
    self.isBranded = isBranded
  }

  /// What `grams` of it hold.
  public func nutrients(inGrams grams: Double) -> Nutrients {
    per100Grams.scaled(by: grams / 100)
  }
}
