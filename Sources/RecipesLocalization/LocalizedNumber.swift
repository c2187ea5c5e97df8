import Foundation

/// Numbers as the person's locale writes them: "1,5" in German and French, "1.5" in English.
///
/// Only the decimal separator and digits change; the kitchen's fractions ("1 ½") are the same
/// everywhere. Thousands are not grouped: no recipe weighs "1.500 g" in a way a cook misreads
/// more than "1500 g".
public enum LocalizedNumber {
  /// `pointed` with the locale's decimal separator: "1.5" → "1,5" in German.
  ///
  /// For decimals written with a point, as the renderers make them. Text that is not such a
  /// number comes back as it was.
  public static func decimal(_ pointed: String, locale: Locale) -> String {
    let separator = locale.decimalSeparator ?? "."
    guard separator != ".", pointed.contains(".") else { return pointed }
    return pointed.replacingOccurrences(of: ".", with: separator)
  }

  /// `decimal(_:locale:)` in the installed catalog's locale.
  public static func decimal(_ pointed: String) -> String {
    decimal(pointed, locale: Localization.catalog.locale)
  }
}
