/// A unit an ingredient is measured in: a canonical mass or volume unit, or a counted word.
///
/// The measured units are a closed set with fixed symbols (`g kg mg ml l tsp tbsp cup fl oz
/// pt qt gal oz lb`); counted units ("clove", "can", "pinch") are words, always singular.
/// `CookingUnit.spelling(_:)` maps what recipes write ("Tbsp", "ounces", "c.") to these.
public struct CookingUnit: Hashable, Sendable, CustomStringConvertible {
  /// What the unit measures, which decides what it can be converted to.
  public enum Kind: Sendable {
    /// Weight: converts to any other mass unit.
    case mass
    /// Volume: converts to any other volume unit.
    case volume
    /// A counted thing (clove, can): never converted.
    case count
  }

  /// Which family of units it belongs to, which decides how it is rendered.
  public enum System: Sendable {
    /// Grams and litres: rendered in decimals.
    case metric
    /// US customary: rendered in cook's fractions.
    case us
    /// Counted words: rendered in cook's fractions.
    case none
  }

  /// The canonical symbol ("tbsp", "fl oz") or the singular counted word ("clove").
  public let symbol: String
  /// What it measures.
  public let kind: Kind
  /// Its family.
  public let system: System

  private init(_ symbol: String, _ kind: Kind, _ system: System) {
    self.symbol = symbol
    self.kind = kind
    self.system = system
  }

  /// A counted unit: `word` is expected singular and lowercase ("clove").
  public static func counted(_ word: String) -> CookingUnit {
    CookingUnit(word, .count, .none)
  }

  /// The symbol.
  public var description: String { symbol }

  /// Whether quantities in it are written as decimals (metric) rather than fractions.
  public var isMetric: Bool { system == .metric }

  /// How many of its family's smallest exact unit one of it is — milligrams count in grams,
  /// litres in millilitres, US volumes in teaspoons (a cup is 48), US weights in ounces (a
  /// pound is 16) — so amounts of one family add and compare exactly; nil for a counted unit
  /// or a pinch.
  public var sizeInFamilyBase: Rational? {
    switch self {
    case .milligram: Rational(1, 1000)
    case .gram, .milliliter, .teaspoon, .ounce: .one
    case .kilogram, .liter: Rational(1000)
    case .tablespoon: Rational(3)
    case .fluidOunce: Rational(6)
    case .cup: Rational(48)
    case .pint: Rational(96)
    case .quart: Rational(192)
    case .gallon: Rational(768)
    case .pound: Rational(16)
    default: nil
    }
  }

  /// The symbol after `quantity`: measured symbols never change ("2 tbsp"), cups and
  /// counted words take a plural above one ("2 cups", "3 cloves", "2 pinches").
  public func written(plural: Bool) -> String {
    guard plural, kind == .count || self == .cup, !Self.invariant.contains(symbol) else {
      return symbol
    }
    return EnglishNoun.plural(of: symbol)
  }

  // MARK: - Canonical units

  /// Milligram.
  public static let milligram = CookingUnit("mg", .mass, .metric)
  /// Gram.
  public static let gram = CookingUnit("g", .mass, .metric)
  /// Kilogram.
  public static let kilogram = CookingUnit("kg", .mass, .metric)
  /// Avoirdupois ounce (28.35 g).
  public static let ounce = CookingUnit("oz", .mass, .us)
  /// Avoirdupois pound (453.6 g).
  public static let pound = CookingUnit("lb", .mass, .us)
  /// Millilitre.
  public static let milliliter = CookingUnit("ml", .volume, .metric)
  /// Litre.
  public static let liter = CookingUnit("l", .volume, .metric)
  /// US teaspoon (4.93 ml).
  public static let teaspoon = CookingUnit("tsp", .volume, .us)
  /// US tablespoon (14.8 ml).
  public static let tablespoon = CookingUnit("tbsp", .volume, .us)
  /// US cup (236.6 ml).
  public static let cup = CookingUnit("cup", .volume, .us)
  /// US fluid ounce (29.6 ml).
  public static let fluidOunce = CookingUnit("fl oz", .volume, .us)
  /// US pint (473 ml).
  public static let pint = CookingUnit("pt", .volume, .us)
  /// US quart (946 ml).
  public static let quart = CookingUnit("qt", .volume, .us)
  /// US gallon (3.785 l).
  public static let gallon = CookingUnit("gal", .volume, .us)
  /// A pinch: a counted unit that tiny teaspoon quantities are rendered in (1/16 tsp).
  public static let pinch = CookingUnit.counted("pinch")

  /// Every measured unit, for tests and tables.
  public static let measured: [CookingUnit] = [
    milligram, gram, kilogram, ounce, pound, milliliter, liter, teaspoon, tablespoon, cup,
    fluidOunce, pint, quart, gallon,
  ]

  /// Counted words that are abbreviations, the same in the plural.
  private static let invariant: Set<String> = ["cm", "mm"]
}
