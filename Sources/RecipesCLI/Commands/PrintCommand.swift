import ArgumentParser
import RecipesCore
import RecipesPrinting

/// `recipes print ID --output FILE.pdf`: the printed page of a recipe, as a PDF.
struct PrintCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    abstract: "Write a recipe's printed pages to a PDF file.",
    discussion: """
      The same layout as Print in the recipe's window: the picture (the recipe's photo, \
      or its illustration), name, servings, ingredients and \
      numbered steps, a footer with the name and page number. With --servings, the \
      ingredients' amounts are scaled (a recipe that does not say how many it serves is \
      taken to serve \(IngredientScaling.assumedServings)).
      """)

  @Argument(help: "The recipe's id, as `list` and `search` print it.") var id: String
  @Option(help: "Scale the ingredients to this many servings (\(ServingsArgument.range)).")
  var servings: Int?
  @Option(help: "The PDF file to write.") var output: String
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
    if output.isEmpty { throw ValidationError("--output needs a file name.") }
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
        context.console.error("cannot write \(output): \(error).")
        throw ExitCode(1)
      }
      context.console.print("Wrote \(recipe.name) to \(output).")
    }
  }
}
