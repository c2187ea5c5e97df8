/// The units a cook wants to read quantities in.
public enum UnitSystem: String, Sendable, CaseIterable {
  /// Grams, millilitres (and kilograms, litres when large).
  case metric
  /// US customary: ounces and pounds, teaspoons, tablespoons and cups.
  case imperial
}
