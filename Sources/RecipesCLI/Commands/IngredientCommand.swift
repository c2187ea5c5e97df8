import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesQuantities

/// `recipes ingredient LINE…`: ingredient lines taken apart, scaled and converted, without
/// the library (it never opens the database).
struct IngredientCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "ingredient",
    abstract: localized(
      "Read ingredient lines: quantity, unit, name and note; scale or convert them."),
    discussion: localized(
      """
      Each line is read as a cook would: "1 ½ cups plain flour, sifted" is 1 ½ cup of plain \
      flour, sifted. Put -- before lines that start with "-".
      """))

  @Option(
    help: ArgumentHelp(
      localized("Multiply every quantity by this (2, 0.5, 1/3; from 1/1000 to 1000)."),
      valueName: "factor"))
  var scale: ScaleFactor?
  @Option(help: UnitsArgument.help, transform: UnitsArgument.parse)
  var units: UnitSystem?
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @Argument(help: ArgumentHelp(localized("The ingredient lines."), valueName: "line"))
  var lines: [String]
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !lines.isEmpty else {
      throw ValidationError(
        localized("Give at least one line, e.g. `recipes ingredient \"2 cups flour\"`."))
    }
    try ScaleFactor.validate(scale)
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    let parsed = lines.map { text in
      var line = IngredientLineParser.parse(text)
      if let scale { line = line.scaled(by: scale.value) }
      if let units { line = UnitConversion.converted(line, to: units) }
      return line
    }
    try IngredientOutput.printLines(parsed, json: json, to: context.console)
  }
}
