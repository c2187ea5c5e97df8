import ArgumentParser
import RecipesCore
import RecipesLocalization

/// The `--servings N` of `show`, `print` and `shopping add`: a whole number within
/// `IngredientScaling.servingsRange`, as the recipe window's spin button allows; anything
/// else is a usage error (exit status 2).
enum ServingsArgument {
  /// "(1 to 1000)", for the options' help.
  static var range: String {
    localized(
      "{lowest} to {highest}",
      [
        "lowest": String(IngredientScaling.servingsRange.lowerBound),
        "highest": String(IngredientScaling.servingsRange.upperBound),
      ])
  }

  /// Throws the usage error for `servings` outside the range; nil (not given) is fine.
  static func validate(_ servings: Int?) throws {
    guard let servings, !IngredientScaling.servingsRange.contains(servings) else { return }
    throw ValidationError(
      localized(
        "--servings must be a whole number from {range}, not {servings}.",
        ["range": range, "servings": String(servings)]))
  }
}
