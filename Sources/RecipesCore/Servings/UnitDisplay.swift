import RecipesLocalization
import RecipesQuantities

/// The units a recipe's quantities are shown in: as the recipe wrote them, or converted.
///
/// The cook's choice is remembered in the library (`preferenceKey`) and every recipe window
/// opens with it.
public enum UnitDisplay: String, Equatable, Sendable, CaseIterable {
  /// As written: grams stay grams, cups stay cups.
  case original
  /// Grams and millilitres (kilograms and litres when large).
  case metric
  /// US customary: ounces and pounds, spoons and cups.
  case imperial

  /// The library preference that holds the cook's choice.
  public static let preferenceKey = "unit_display"

  /// Quantities converted to `system`, or as written when it is nil.
  public init(_ system: UnitSystem?) {
    switch system {
    case nil: self = .original
    case .metric: self = .metric
    case .imperial: self = .imperial
    }
  }

  /// The system quantities are converted to; nil when they stay as written.
  public var system: UnitSystem? {
    switch self {
    case .original: nil
    case .metric: .metric
    case .imperial: .imperial
    }
  }

  /// What a switch offers the cook ("As written", "Metric", "Imperial").
  public var title: String {
    switch self {
    case .original: localized("As written")
    case .metric: localized("Metric")
    case .imperial: localized("Imperial")
    }
  }
}
