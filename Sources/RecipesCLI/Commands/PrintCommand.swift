import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesPrinting

/// `recipes print ID --output FILE.pdf`: the printed page of a recipe, as a PDF.
struct PrintCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    abstract: localized("Write a recipe's printed pages to a PDF file."),
    discussion: localized(
      """
      The same layout as Print in the recipe's window: the picture (the recipe's photo, \
      or its illustration), name, servings, ingredients and \
      numbered steps, a footer with the name and page number. With --servings, the \
      ingredients' amounts are scaled (a recipe that does not say how many it serves is \
      taken to serve {servings}).
      """, ["servings": String(IngredientScaling.assumedServings)]))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var id: String
  @Option(
    help: ArgumentHelp(
      localized(
        "Scale the ingredients to this many servings ({range}).",
        ["range": ServingsArgument.range])))
  var servings: Int?
  @Option(help: ArgumentHelp(localized("The PDF file to write."))) var output: String
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
    if output.isEmpty { throw ValidationError(localized("--output needs a file name.")) }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let detail = try await DetailLoading.open(
        Recipe.ID(rawValue: id), in: dependencies.makeStore(opener: .headless),
        options: options, console: context.console)
      guard let recipe = detail.recipe else { return }
      let layout = RecipePageLayout(
        PrintedRecipe(recipe, servings: servings),
        picture: await PrintedPicture.texture(for: recipe, from: dependencies))
      do {
        try layout.writePDF(to: output)
      } catch {
        context.console.error(
          localized(
            "cannot write {file}: {reason}.", ["file": output, "reason": String(describing: error)])
        )
        throw ExitCode(1)
      }
      context.console.print(
        localized("Wrote {name} to {file}.", ["name": recipe.name, "file": output]))
    }
  }
}
