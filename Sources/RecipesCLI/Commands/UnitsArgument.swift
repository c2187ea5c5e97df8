import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesQuantities

/// The `--units metric|imperial` of `ingredient` and `show`, in any case; anything else is a
/// usage error (exit status 2).
enum UnitsArgument {
  static var help: ArgumentHelp {
    ArgumentHelp(localized("Write quantities in these units."), valueName: "metric|imperial")
  }

  static func parse(_ text: String) throws -> UnitSystem {
    guard let system = UnitSystem(rawValue: text.lowercased()) else {
      throw ValidationError(
        localized("--units must be metric or imperial, not '{units}'.", ["units": text]))
    }
    return system
  }
}
