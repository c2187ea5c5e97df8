import ArgumentParser
import RecipesCore
import RecipesQuantities

/// The `--units metric|imperial` of `ingredient` and `show`, in any case; anything else is a
/// usage error (exit status 2).
enum UnitsArgument {
  static let help = ArgumentHelp("Write quantities in these units.", valueName: "metric|imperial")

  static func parse(_ text: String) throws -> UnitSystem {
    guard let system = UnitSystem(rawValue: text.lowercased()) else {
      throw ValidationError("--units must be metric or imperial, not '\(text)'.")
    }
    return system
  }
}
